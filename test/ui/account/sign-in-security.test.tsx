import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { MemoryHttp } from '../../../src/adapters/http/memory-http.adapter';
import type { MyAccount, SessionSummary } from '../../../src/shared/accounts.types';
import { renderApp, type RenderedApp } from '../shell/support/render-app';

jest.mock('../../../src/ui/pages/home.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('home'),
}));
jest.mock('../../../src/ui/pages/module.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').ModulePageDouble,
}));
jest.mock('../../../src/ui/staff/dashboard/dashboard.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('editor-tools'),
}));

jest.setTimeout(30_000);
const LAZY = { timeout: 10_000 };
const TOKEN = '/backend/oauth/token';
const MIN = 60_000;
const NEW_PASSWORD = '藍色的海邊有 3 隻貓在睡午覺';

const ME: MyAccount = {
  account: 'lin',
  displayName: '林編輯',
  admin: false,
  platformAdmin: false,
  email: 'lin@museum.example',
  anyRights: true,
  twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
  passwordChangeRequired: false,
  twoFactorSetupRequired: false,
  passwordChangedAt: null,
  passwordExpiresAt: null,
  idleLogoutSeconds: 1800,
  passwordRules: { minLength: 12, maxLength: 128 },
};
const SESSIONS: SessionSummary[] = [
  {
    id: 's1',
    current: true,
    device: 'Firefox · Linux',
    ip: '10.0.0.1',
    startedAt: '2026-01-01T01:00:00Z',
    lastUsedAt: '2026-01-01T02:00:00Z',
  },
  {
    id: 's2',
    current: false,
    device: 'Chrome · Android',
    ip: '10.0.0.2',
    startedAt: '2026-01-01T03:00:00Z',
    lastUsedAt: '2026-01-01T04:00:00Z',
  },
];
const error = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { status, error_description: '錯誤', code, time: 't', ...extra },
});
const loggedIn = (more: Record<string, string> = {}) => ({
  access_token: 'tok',
  isLoggedIn: 'true',
  'themesite.account': 'lin',
  ...more,
});

function scriptAccount(http: MemoryHttp, me: Partial<MyAccount> = {}) {
  http
    .on('GET', '/backend/me', { status: 200, body: { ...ME, ...me } })
    .on('GET', '/backend/me/sessions', { status: 200, body: SESSIONS })
    .on('POST', '/backend/me/password', (request) => {
      const body = JSON.parse(request.body ?? '{}') as { current: string };
      return body.current === 'one-time 1234'
        ? { status: 204 }
        : error(400, 'E400', { fields: { current: '目前的密碼不正確。' } });
    })
    .on('POST', '/backend/me/two-factor/setup', {
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      },
    })
    .on('POST', '/backend/me/two-factor/confirm', (request) =>
      (JSON.parse(request.body ?? '{}') as { code: string }).code === '123456'
        ? { status: 200, body: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`) } }
        : error(400, 'E400'),
    )
    .on('DELETE', '/backend/me/sessions/s2', { status: 204 });
}

async function noAxeViolations(root: Element = document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('two-step login on the login page', () => {
  async function toSecondStep(app: RenderedApp) {
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: '登入' }, LAZY);
    await user.type(screen.getByLabelText(/^帳號/), 'admin');
    await user.type(screen.getByLabelText(/^密碼/), 'a long pass 12');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await screen.findByLabelText(/^驗證碼/);
    return { user, app };
  }

  it('asks for 驗證碼 alone, with one-time-code autocomplete, and sends it with the held password', async () => {
    const app = await renderApp({
      path: `/login?returnUrl=${encodeURIComponent('/home/zh-tw/about')}`,
      script: (http) =>
        http.on('POST', TOKEN, error(401, 'otp_required'), {
          status: 200,
          body: { access_token: 't2', token_type: 'bearer', expires_in: 900 },
        }),
    });
    const { user } = await toSecondStep(app);
    const otp = screen.getByLabelText(/^驗證碼/);
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveFocus();
    expect(otp).toHaveAccessibleDescription(expect.stringContaining('復原碼'));
    expect(screen.queryByLabelText(/^密碼/)).toBeNull();
    await noAxeViolations();
    await user.paste('123 456');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw/about'));
    const second = app.twins.http.requestsTo('POST', TOKEN)[1]!;
    expect(Object.fromEntries(new URLSearchParams(second.body ?? ''))).toMatchObject({
      account: 'admin',
      password: 'a long pass 12',
      otp: '123456',
    });
  });

  it('says a wrong code is wrong next to the field and keeps the step', async () => {
    const app = await renderApp({
      path: '/login',
      script: (http) => http.on('POST', TOKEN, error(401, 'otp_required'), error(401, 'otp_invalid')),
    });
    const { user } = await toSecondStep(app);
    await user.type(screen.getByLabelText(/^驗證碼/), '000000');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^驗證碼/)).toHaveAccessibleDescription(
        expect.stringContaining('驗證碼錯誤'),
      ),
    );
    expect(screen.getByLabelText(/^驗證碼/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: '返回，重新輸入帳號密碼' }));
    expect(screen.getByLabelText(/^密碼/)).toHaveValue('');
  });

  it('opens 我的帳號 first when the login owes a new password, remembering the page', async () => {
    const app = await renderApp({
      path: `/login?returnUrl=${encodeURIComponent('/home/zh-tw/about')}`,
      script: (http) => {
        scriptAccount(http);
        http.on('POST', TOKEN, {
          status: 200,
          body: { access_token: 't', token_type: 'bearer', expires_in: 900, password_change_required: true },
        });
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: '登入' }, LAZY);
    await user.type(screen.getByLabelText(/^帳號/), 'lin');
    await user.type(screen.getByLabelText(/^密碼/), 'one-time 1234');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() =>
      expect(app.twins.navigation.current()).toBe(
        `/home/zh-tw/editor/account?returnUrl=${encodeURIComponent('/home/zh-tw/about')}`,
      ),
    );
    expect(app.twins.localStorage.get('setupOwed')).toBe('password');
  });
});

describe('the owed steps', () => {
  it('sends any logged-in page to the owed step', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor',
      stored: loggedIn({ setupOwed: 'password' }),
      script: (http) => scriptAccount(http),
    });
    await waitFor(() =>
      expect(app.twins.navigation.current()).toBe(
        `/home/zh-tw/editor/account?returnUrl=${encodeURIComponent('/home/zh-tw/editor')}`,
      ),
    );
    expect(screen.queryByText('editor-tools')).toBeNull();
  });

  it('takes the new password, then two-step setup with its recovery codes, then continues', async () => {
    const app = await renderApp({
      path: `/home/zh-tw/editor/account?returnUrl=${encodeURIComponent('/home/zh-tw/about')}`,
      stored: loggedIn({ setupOwed: 'password,two-factor' }),
      script: (http) => scriptAccount(http, { passwordChangeRequired: true, twoFactorSetupRequired: true }),
    });
    const user = userEvent.setup();
    await screen.findByText('第 1 步，共 2 步', undefined, LAZY);
    expect(screen.getByText(/至少 12 個字元，最多 128 個字元/)).toBeInTheDocument();
    await noAxeViolations();

    await user.type(screen.getByLabelText('目前的密碼'), 'wrong pass 123');
    await user.type(screen.getByLabelText('新密碼'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('再輸入一次新密碼'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: '變更密碼' }));
    await waitFor(() =>
      expect(screen.getByLabelText('目前的密碼')).toHaveAccessibleDescription('目前的密碼不正確。'),
    );
    expect(screen.getByLabelText('目前的密碼')).toHaveFocus();

    await user.clear(screen.getByLabelText('目前的密碼'));
    await user.type(screen.getByLabelText('目前的密碼'), 'one-time 1234');
    await user.click(screen.getByRole('button', { name: '變更密碼' }));

    await screen.findByText('第 2 步，共 2 步');
    await screen.findByAltText('兩步驟登入設定用的 QR Code');
    const qr = screen.getByAltText('兩步驟登入設定用的 QR Code');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(document.querySelector('[data-part="two-factor-secret"]')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByLabelText(/輸入 App 上顯示的 6 位數驗證碼/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await noAxeViolations();

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: '確認並啟用' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('驗證碼不正確')));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '確認並啟用' }));

    const heading = await screen.findByRole('heading', { name: '請立即保存您的復原碼' });
    expect(heading).toHaveFocus();
    const list = document.querySelector('[data-part="recovery-codes"]')!;
    expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/只會顯示這一次/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下載為文字檔' })).toHaveAttribute(
      'download',
      'recovery-codes-lin.txt',
    );
    expect(app.twins.localStorage.get('setupOwed')).toBeNull();
    await noAxeViolations();

    await user.click(screen.getByRole('button', { name: '我已保存復原碼' }));
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw/about'));
  });
});

describe('我的帳號', () => {
  it('sets my own email address: a wrong one named under the field, a right one sent and announced', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/account',
      stored: loggedIn(),
      script: (http) => {
        scriptAccount(http);
        http.on('PUT', '/backend/me/email', (request) => ({
          status: 200,
          body: { ...ME, ...(JSON.parse(request.body ?? '{}') as { email: string | null }) },
        }));
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: '電子郵件' }, LAZY);
    expect(document.querySelector('[data-part="my-email-current"]')).toHaveTextContent(
      '目前的電子郵件地址：lin@museum.example',
    );
    const field = screen.getByLabelText('電子郵件地址');
    expect(field).toHaveValue('lin@museum.example');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('通知會寄到這裡'));

    await user.clear(field);
    await user.type(field, 'lin@museum');
    await user.click(screen.getByRole('button', { name: '儲存電子郵件' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('電子郵件地址格式不正確'));
    expect(field).toHaveFocus();
    expect(app.twins.http.requestsTo('PUT', '/backend/me/email')).toHaveLength(0);
    await noAxeViolations();

    await user.clear(field);
    await user.type(field, 'wei@museum.example');
    await user.click(screen.getByRole('button', { name: '儲存電子郵件' }));
    await waitFor(() =>
      expect(document.querySelector('[data-part="my-email-status"]')).toHaveTextContent(
        '已儲存電子郵件地址：通知信將寄到 wei@museum.example。',
      ),
    );
    expect(app.twins.http.requestsTo('PUT', '/backend/me/email')[0]?.body).toBe(
      JSON.stringify({ email: 'wei@museum.example' }),
    );
    expect(document.querySelector('[data-part="my-email-current"]')).toHaveTextContent('wei@museum.example');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('renames me: a blank name refused under the field, a new one sent and announced', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/account',
      stored: loggedIn(),
      script: (http) => {
        scriptAccount(http);
        http.on('PUT', '/backend/me/name', (request) => ({
          status: 200,
          body: { ...ME, ...(JSON.parse(request.body ?? '{}') as { displayName: string }) },
        }));
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: '顯示名稱' }, LAZY);
    const field = screen.getByRole('textbox', { name: '顯示名稱' });
    expect(field).toHaveValue(ME.displayName);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('登入用的帳號不會改變'));

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '儲存顯示名稱' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('請填寫顯示名稱'));
    expect(field).toHaveFocus();
    expect(app.twins.http.requestsTo('PUT', '/backend/me/name')).toHaveLength(0);

    await user.type(field, '林主編');
    await user.click(screen.getByRole('button', { name: '儲存顯示名稱' }));
    await waitFor(() =>
      expect(document.querySelector('[data-part="my-name-status"]')).toHaveTextContent(
        '已儲存顯示名稱：其他同仁將看到「林主編」。',
      ),
    );
    expect(app.twins.http.requestsTo('PUT', '/backend/me/name')[0]?.body).toBe(
      JSON.stringify({ displayName: '林主編' }),
    );
    expect(document.querySelector('[data-part="my-name-current"]')).toHaveTextContent('林主編');
    await noAxeViolations();
  });

  it('shows the four parts, live password feedback and my sessions, and ends another session', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor/account',
      stored: loggedIn(),
      script: (http) => scriptAccount(http),
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: '變更密碼' }, LAZY);
    expect(screen.getByRole('heading', { level: 2, name: '電子郵件' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '兩步驟登入' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: /Chrome · Android/ });
    expect(screen.getByRole('cell', { name: /Firefox · Linux\s*（目前使用中）/ })).toBeInTheDocument();
    await noAxeViolations();

    await user.type(screen.getByLabelText('新密碼'), 'short1');
    expect(screen.getByLabelText('新密碼')).toHaveAccessibleDescription('密碼至少需要 12 個字元。');
    await user.clear(screen.getByLabelText('新密碼'));
    await user.type(screen.getByLabelText('新密碼'), 'password12345');
    await waitFor(() =>
      expect(document.querySelector('[data-part="password-next-feedback"]')).not.toHaveTextContent(
        '正在載入',
      ),
    );

    await user.click(screen.getByRole('button', { name: '結束 Chrome · Android 的登入' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Chrome · Android（10.0.0.2）');
    await noAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: '結束' }));
    app.twins.http.on('GET', '/backend/me/sessions', { status: 200, body: [SESSIONS[0]] });
    await waitFor(() =>
      expect(app.twins.http.requestsTo('DELETE', '/backend/me/sessions/s2')).toHaveLength(1),
    );
  });
});

describe('the header’s way in', () => {
  it('shows 編輯者工具 and 我的帳號 to an editor, after /backend/me answered', async () => {
    await renderApp({ path: '/home/zh-tw', stored: loggedIn(), script: (http) => scriptAccount(http) });
    await screen.findByRole('link', { name: '編輯者工具' }, LAZY);
    expect(screen.getByRole('link', { name: '編輯者工具' })).toHaveAttribute('href', '/home/zh-tw/editor');
    expect(screen.getByRole('link', { name: '我的帳號' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/account',
    );
    expect(screen.queryByRole('link', { name: '帳號管理' })).toBeNull();
  });

  it('shows 帳號管理 and 稽核紀錄 to administrators from what is kept, without a fetch', async () => {
    const app = await renderApp({
      path: '/home/zh-tw',
      stored: loggedIn({ 'themesite.access': 'editor admin' }),
    });
    expect(await screen.findByRole('link', { name: '帳號管理' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/accounts',
    );
    expect(screen.getByRole('link', { name: '稽核紀錄' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/audit',
    );
    expect(app.twins.http.requestsTo('GET', '/backend/me').length).toBeLessThanOrEqual(1);
  });

  it('shows no account links to a visitor', async () => {
    await renderApp({ path: '/home/zh-tw' });
    await screen.findByRole('link', { name: '登入' });
    expect(screen.queryByRole('link', { name: '我的帳號' })).toBeNull();
  });
});

describe('the idle logout', () => {
  it('warns two minutes before, extends on 繼續使用, and logs out at the end remembering the page', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor',
      stored: loggedIn(),
      script: (http) => {
        scriptAccount(http);
        http.on('POST', '/backend/oauth/del', { status: 200, body: {} });
      },
    });
    await waitFor(() => expect(app.twins.http.requestsTo('GET', '/backend/me')).toHaveLength(1), LAZY);
    await waitFor(() => expect(app.twins.time.pendingCount).toBeGreaterThan(0));
    await act(async () => app.twins.time.advance(28 * MIN));
    const warning = await screen.findByRole('alertdialog', undefined, LAZY);
    expect(warning).toHaveTextContent('約 2 分鐘後自動登出');
    const extend = within(warning).getByRole('button', { name: '繼續使用' });
    await waitFor(() => expect(extend).toHaveFocus());
    await noAxeViolations();
    await act(async () => app.twins.time.advance(MIN));
    expect(warning).toHaveTextContent('約 1 分鐘後自動登出');
    await userEvent.setup().click(extend);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await act(async () => app.twins.time.advance(30 * MIN));
    await waitFor(() =>
      expect(app.twins.navigation.current()).toBe(
        `/login?returnUrl=${encodeURIComponent('/home/zh-tw/editor')}&reason=idle`,
      ),
    );
    // The login page says why it is shown: the user did not ask to log out.
    expect(await screen.findByRole('status', { name: '已自動登出' })).toHaveTextContent('您閒置過久');
    expect(app.twins.http.requestsTo('POST', '/backend/oauth/del')).toHaveLength(1);
    expect(app.twins.localStorage.get('isLoggedIn')).toBeNull();
  });
});
