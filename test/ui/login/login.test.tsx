import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpRequest } from '../../../src/domain/http/http.port';
import { renderApp, type RenderedApp } from '../shell/support/render-app';

/** How long a lazily loaded page may take to appear. */
const LAZY_PAGE_MS = 10_000;

jest.mock('../../../src/ui/pages/home.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('home'),
}));
jest.mock('../../../src/ui/pages/module.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').ModulePageDouble,
}));
jest.mock('../../../src/ui/pages/detail.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('detail'),
}));
jest.mock('../../../src/ui/pages/search.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('search'),
}));
jest.mock('../../../src/ui/pages/sitemap.page', () => ({
  __esModule: true,
  default: jest.requireActual('../shell/support/page-doubles').pageDouble('sitemap'),
}));

const TOKEN = '/backend/oauth/token';
const grant = { status: 200, body: { access_token: 'tok-1', token_type: 'bearer', expires_in: 900 } };
const refusal = (status: number, description: string) => ({
  status,
  body: { status, error_description: description, code: `E${status}`, time: 't' },
});

async function openLogin(path = '/login') {
  const app = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: '登入' });
  return app;
}

const account = () => screen.getByLabelText(/^帳號/);
const password = () => screen.getByLabelText(/^密碼/);
const submit = () => screen.getByRole('button', { name: '登入' });

async function fill(user: ReturnType<typeof userEvent.setup>, a: string, p: string) {
  if (a) await user.type(account(), a);
  if (p) await user.type(password(), p);
}

const formOf = (request: HttpRequest) => Object.fromEntries(new URLSearchParams(request.body ?? ''));

describe('the login page', () => {
  it('shows the field messages for empty fields and sends nothing', async () => {
    const app = await openLogin();
    const user = userEvent.setup();
    await user.click(submit());
    expect(screen.getByText('請輸入帳號。')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼。')).toBeInTheDocument();
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(account()).toHaveAccessibleDescription('請輸入帳號。');
    expect(password()).toHaveAccessibleDescription('請輸入密碼。');
    expect(account()).toHaveFocus();
    expect(app.twins.http.requestsTo('POST', TOKEN)).toHaveLength(0);
  });

  it('refuses an account over 64 characters and a password over 128 without sending', async () => {
    const app = await openLogin();
    const user = userEvent.setup();
    await user.click(account());
    await user.paste('a'.repeat(65));
    await user.click(password());
    await user.paste('p'.repeat(129));
    await user.click(submit());
    expect(screen.getByText('帳號不可超過 64 個字元。')).toBeInTheDocument();
    expect(screen.getByText('密碼不可超過 128 個字元。')).toBeInTheDocument();
    expect(app.twins.http.requestsTo('POST', TOKEN)).toHaveLength(0);
  });

  it('logs in with the form-encoded token call and goes to the remembered URL', async () => {
    const app = await openLogin(`/login?returnUrl=${encodeURIComponent('/home/zh-tw/about')}`);
    app.twins.http.on('POST', TOKEN, grant);
    const user = userEvent.setup();
    await fill(user, 'editor', 'Editor#2026');
    await user.click(submit());
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw/about'));
    const [request] = app.twins.http.requestsTo('POST', TOKEN);
    expect(formOf(request!)).toEqual({
      account: 'editor',
      password: 'Editor#2026',
      'g-recaptcha-response': '',
      grant_type: 'password',
    });
    expect(request!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(app.twins.localStorage.get('access_token')).toBe('tok-1');
    expect(app.twins.localStorage.get('isLoggedIn')).toBe('true');
  });

  it('opened again after a form sent before its scripts ran: says why, keeps the account, and logs in', async () => {
    const app = await openLogin(
      `/login?returnUrl=${encodeURIComponent('/home/zh-tw/about')}&account=editor&again=1`,
    );
    expect(document.querySelector('[data-part="login-again"]')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/請確認密碼後再按一次「登入」/)).toBeInTheDocument();
    expect(account()).toHaveValue('editor');
    expect(password()).toHaveValue('');
    app.twins.http.on('POST', TOKEN, grant);
    const user = userEvent.setup();
    await fill(user, '', 'Editor#2026');
    await user.click(submit());
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw/about'));
    expect(formOf(app.twins.http.requestsTo('POST', TOKEN)[0]!)).toMatchObject({
      account: 'editor',
      password: 'Editor#2026',
    });
  });

  it('goes home after login when nothing was remembered, and never to another site', async () => {
    const app = await openLogin(`/login?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    app.twins.http.on('POST', TOKEN, grant);
    const user = userEvent.setup();
    await fill(user, 'editor', 'Editor#2026');
    await user.click(submit());
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw'));
  });

  it('never stores the password', async () => {
    const app = await openLogin();
    app.twins.http.on('POST', TOKEN, grant);
    const user = userEvent.setup();
    await fill(user, 'editor', 'Editor#2026');
    await user.click(submit());
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw'));
    const stored = JSON.stringify([app.twins.localStorage.snapshot(), app.twins.sessionStorage.snapshot()]);
    expect(stored).not.toContain('Editor#2026');
  });

  it('sends one request for a double click and disables the button while it is out', async () => {
    const app = await openLogin();
    let answer: () => void = () => {};
    app.twins.http.on('POST', TOKEN, () => new Promise((resolve) => (answer = () => resolve(grant))));
    const user = userEvent.setup();
    await fill(user, 'editor', 'Editor#2026');
    await user.dblClick(submit());
    expect(screen.getByRole('button', { name: '登入中…' })).toBeDisabled();
    await act(async () => answer());
    await waitFor(() => expect(app.twins.navigation.current()).toBe('/home/zh-tw'));
    expect(app.twins.http.requestsTo('POST', TOKEN)).toHaveLength(1);
  });

  it.each([
    [401, refusal(401, 'wrong'), '帳號、密碼或驗證碼錯誤，請重新輸入。'],
    [429, refusal(429, 'slow down'), '登入嘗試次數過多，請稍後再試。'],
    [400, refusal(400, '帳號格式不正確。'), '帳號格式不正確。'],
  ])('shows a %s answer inline, without a dialog, and stays on the page', async (_status, answer, text) => {
    const app = await openLogin();
    app.twins.http.on('POST', TOKEN, answer);
    const user = userEvent.setup();
    await fill(user, 'editor', 'nope');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(app.twins.navigation.current()).toBe('/login');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('shows the server field messages of a 400 next to their fields', async () => {
    const app = await openLogin();
    app.twins.http.on('POST', TOKEN, {
      status: 400,
      body: {
        status: 400,
        error_description: '輸入資料有誤',
        code: 'E400',
        time: 't',
        fields: { account: '帳號含有不允許的字元。' },
      },
    });
    const user = userEvent.setup();
    await fill(user, 'ed<>itor', 'x');
    await user.click(submit());
    await waitFor(() => expect(account()).toHaveAccessibleDescription('帳號含有不允許的字元。'));
  });

  it('shows a network failure inline', async () => {
    const app = await openLogin();
    app.twins.http.on('POST', TOKEN, { fail: 'offline' });
    const user = userEvent.setup();
    await fill(user, 'editor', 'Editor#2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('無法連線到伺服器');
    expect(app.twins.navigation.current()).toBe('/login');
  });
});

describe('the guard and the account slot', () => {
  const loggedIn = { access_token: 'tok', isLoggedIn: 'true', 'themesite.account': 'editor' };

  it('sends a visitor of the editor page to /login, remembering the URL, and back after login', async () => {
    const app: RenderedApp = await renderApp({ path: '/home/zh-tw/editor' });
    await waitFor(() =>
      expect(app.twins.navigation.current()).toBe(
        `/login?returnUrl=${encodeURIComponent('/home/zh-tw/editor')}`,
      ),
    );
    app.twins.http.on('POST', TOKEN, grant);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: '登入' });
    await fill(user, 'editor', 'Editor#2026');
    await user.click(submit());
    // The staff area's 儀表板 is a lazy chunk; on a busy CI machine its import outlasts the 1 s default.
    expect(
      await screen.findByRole('heading', { level: 1, name: '儀表板' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(app.twins.navigation.current()).toBe('/home/zh-tw/editor');
    expect(screen.getByText('editor 已登入')).toBeInTheDocument();
  });

  it('lets a stored isLoggedIn of true through', async () => {
    const app = await renderApp({ path: '/home/zh-tw/editor', stored: loggedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: '儀表板' }, { timeout: LAZY_PAGE_MS }),
    ).toBeInTheDocument();
    expect(app.twins.navigation.current()).toBe('/home/zh-tw/editor');
  });

  it('treats any other stored flag as logged out', async () => {
    const app = await renderApp({
      path: '/home/zh-tw/editor',
      stored: { access_token: 'tok', isLoggedIn: 'yes' },
    });
    await waitFor(() => expect(app.twins.navigation.current()).toMatch(/^\/login\?returnUrl=/));
  });

  it('logs out through the logout call and shows the logged-out state', async () => {
    const app = await renderApp({ path: '/home/zh-tw', stored: loggedIn });
    app.twins.http.on('POST', '/backend/oauth/del', { status: 200, body: '' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登出' }));
    expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
    expect(screen.queryByText('editor 已登入')).toBeNull();
    const [request] = app.twins.http.requestsTo('POST', '/backend/oauth/del');
    expect(request!.headers.access_token).toBe('tok');
    expect(app.twins.localStorage.get('access_token')).toBeNull();
    expect(app.twins.localStorage.get('isLoggedIn')).toBeNull();
  });

  it('follows a logout made in another tab, leaving the guarded page', async () => {
    const app = await renderApp({ path: '/home/zh-tw/editor', stored: loggedIn });
    await screen.findByText('editor 已登入');
    await act(async () => {
      app.twins.localStorage.changeElsewhere('access_token', null);
      app.twins.localStorage.changeElsewhere('isLoggedIn', null);
    });
    await waitFor(() => expect(app.twins.navigation.current()).toMatch(/^\/login/));
    expect(await screen.findByRole('link', { name: '登入' })).toBeInTheDocument();
  });
});
