import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountsPanel } from '../../../../src/ui/staff/accounts/accounts-panel';
import AccountsPage from '../../../../src/ui/staff/accounts/accounts.page';
import { accountsTwins } from '../support/accounts-twins';
import { axeViolations } from '../../../support/axe-violations';

// axe walks every node of the page and its dialog.
jest.setTimeout(30_000);

beforeEach(() => {
  // jsdom has no canvas; axe only uses one to spot icon-font ligatures.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // jsdom lays nothing out, and the focus trap only focuses an element that has a size.
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
});
afterEach(() => jest.restoreAllMocks());

function setup(before: (parts: ReturnType<typeof accountsTwins>) => void = () => {}) {
  const parts = accountsTwins();
  before(parts);
  const view = parts.render(<AccountsPanel kit={parts.kit} />);
  return { ...parts, view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: '帳號清單' });
const rowOf = (container: HTMLElement, account: string) =>
  container.querySelector<HTMLElement>(`[data-part="account-row"][data-account="${account}"]`)!;
const announcement = () => document.querySelector('[data-part="accounts-announcement"]')!;

describe('帳號管理', () => {
  it('lists each account with its address, role, rights in words, last login in Taipei, status, second step and owed change', async () => {
    const { view } = setup();
    await table();
    const admin = within(rowOf(view.container, 'admin'));
    expect(admin.getByRole('rowheader')).toHaveTextContent('管理者');
    expect(rowOf(view.container, 'admin').querySelector('[data-col="role"]')).toHaveTextContent('網站管理者');
    expect(rowOf(view.container, 'admin').querySelector('[data-col="last-login"]')).toHaveTextContent(
      '2026-11-26 09:00',
    );
    expect(rowOf(view.container, 'admin').querySelector('[data-col="two-factor"]')).toHaveTextContent(
      '已設定',
    );
    expect(rowOf(view.container, 'admin').querySelector('[data-col="email"]')).toHaveTextContent('未設定');
    const lin = rowOf(view.container, 'lin');
    expect(lin.querySelector('[data-col="email"]')).toHaveTextContent('lin@museum.example');
    expect(lin.querySelector('[data-col="role"]')).toHaveTextContent('編輯者');
    expect(lin.querySelector('[data-col="rights"]')).toHaveTextContent('news：檢視、編輯');
    expect(lin.querySelector('[data-col="last-login"]')).toHaveTextContent('從未登入');
    expect(lin.querySelector('[data-col="status"]')).toHaveTextContent('啟用');
    expect(lin.querySelector('[data-col="two-factor"]')).toHaveTextContent('未設定');
    expect(lin.querySelector('[data-col="password"]')).toHaveTextContent('不需要');
  });

  it('offers no 啟用 on an active account and no 解除鎖定 unless it is locked', async () => {
    const { view } = setup();
    await table();
    const actions = [...rowOf(view.container, 'lin').querySelectorAll('[data-part="account-action"]')].map(
      (b) => b.getAttribute('data-action'),
    );
    expect(actions).toEqual(['rights', 'disable', 'reset-password', 'end-sessions', 'delete']);
  });

  it('adds an account with an address and rights on news only, and shows its one-time password once, with axe at 0', async () => {
    const { user, accounts, view } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog', { name: '新增帳號' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^帳號（必填/)).toHaveFocus());
    expect(within(dialog).getByText(/^檢視：可以看到草稿與編輯畫面/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^發布：網站需要審核時，可以直接發布或取消發布，並核准或退回他人送審的草稿/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: '發布' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^帳號（必填/), 'chen');
    await user.type(within(dialog).getByLabelText('顯示名稱（必填）'), '陳編輯');
    const email = within(dialog).getByLabelText('電子郵件（選填）');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('通知會寄到這個地址'));
    await user.type(email, 'chen@museum.example');
    const news = dialog.querySelector<HTMLElement>('[data-part="rights-row"][data-path="news"]')!;
    await user.click(within(news).getByRole('checkbox', { name: '最新消息：檢視' }));
    await user.click(within(news).getByRole('checkbox', { name: '最新消息：編輯' }));
    await user.click(within(news).getByRole('checkbox', { name: '最新消息：發布' }));
    await user.click(within(dialog).getByRole('button', { name: '建立帳號' }));

    const password = await within(dialog).findByText(/^Once-/);
    expect(password).toHaveAttribute('data-part', 'initial-password');
    expect(within(dialog).getByText(/只會顯示這一次.*第一次登入時必須變更密碼/)).toBeInTheDocument();
    expect(accounts.get('chen')).toMatchObject({
      displayName: '陳編輯',
      admin: false,
      email: 'chen@museum.example',
      rights: [{ path: 'news', r: true, w: true, d: false, p: true }],
    });
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/^Once-/)).not.toBeInTheDocument();
    expect(rowOf(view.container, 'chen').querySelector('[data-col="password"]')).toHaveTextContent(
      '下次登入須變更',
    );
    expect(rowOf(view.container, 'chen').querySelector('[data-col="rights"]')).toHaveTextContent(
      'news：檢視、編輯、發布',
    );
  });

  it('names a wrong address under its field in 新增帳號, sends nothing and keeps axe at 0', async () => {
    const { user, accounts } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog', { name: '新增帳號' });
    await user.type(within(dialog).getByLabelText(/^帳號（必填/), 'chen');
    await user.type(within(dialog).getByLabelText('顯示名稱（必填）'), '陳編輯');
    const email = within(dialog).getByLabelText('電子郵件（選填）');
    await user.type(email, 'chen@museum');
    await user.click(within(dialog).getByRole('button', { name: '建立帳號' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('電子郵件地址格式不正確'));
    expect(email).toHaveFocus();
    expect(accounts.get('chen')).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('copies the password, and says so', async () => {
    const { user } = setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^帳號（必填/), 'chen');
    await user.type(within(dialog).getByLabelText('顯示名稱（必填）'), '陳編輯');
    await user.click(within(dialog).getByRole('button', { name: '建立帳號' }));
    const shown = (await within(dialog).findByText(/^Once-/)).textContent;
    await user.click(within(dialog).getByRole('button', { name: '複製密碼' }));
    expect(writeText).toHaveBeenCalledWith(shown);
    expect(await within(dialog).findByText('已複製密碼')).toBeInTheDocument();
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await user.click(within(dialog).getByRole('button', { name: '複製密碼' }));
    expect(await within(dialog).findByText(/無法自動複製/)).toBeInTheDocument();
  });

  it('names the fields to fix and keeps the server’s refusal in words', async () => {
    const { user } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '建立帳號' }));
    const account = within(dialog).getByLabelText(/^帳號（必填/);
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('請輸入帳號。');
    expect(account).toHaveFocus();
    await user.type(account, 'lin');
    await user.type(within(dialog).getByLabelText('顯示名稱（必填）'), '同名');
    await user.click(within(dialog).getByRole('button', { name: '建立帳號' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('帳號「lin」已經存在');
  });

  it('says, while the site has no modules, that per-module rights appear once modules exist', async () => {
    const { user } = setup(({ accounts }) => accounts.withPaths([]));
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog', { name: '新增帳號' });
    const rows = dialog.querySelectorAll('[data-part="rights-row"]');
    expect([...rows].map((row) => row.getAttribute('data-path'))).toEqual(['*']);
    expect(within(dialog).getByText(/^網站還沒有任何單元，所以目前只能設定「全站」/)).toHaveTextContent(
      '用「新增單元」建立單元後，這裡會逐一列出各單元，可以分別設定權限。',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says nothing of modules to come once the grid lists them', async () => {
    const { user } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '新增帳號' }));
    const dialog = await screen.findByRole('dialog', { name: '新增帳號' });
    await within(dialog).findByRole('checkbox', { name: '最新消息：編輯' });
    expect(within(dialog).queryByText(/還沒有任何單元/)).toBeNull();
  });

  it('edits an account’s address, rights (發布 among them) and role in the same dialog, with axe at 0', async () => {
    const { user, accounts, view } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '編輯帳號：林編輯' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯帳號：林編輯（lin）' });
    const email = within(dialog).getByLabelText('電子郵件（選填）');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('lin@museum.example');
    expect(within(dialog).getByRole('checkbox', { name: '最新消息：編輯' })).toBeChecked();
    // Edit without publish: lin submits news for review.
    expect(within(dialog).getByRole('checkbox', { name: '最新消息：發布' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
    await user.clear(email);
    await user.type(email, 'wei@museum.example');
    await user.click(within(dialog).getByRole('checkbox', { name: '關於我們：檢視' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '最新消息：發布' }));
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accounts.get('lin')!.rights).toEqual([
      { path: 'news', r: true, w: true, d: false, p: true },
      { path: 'about', r: true, w: false, d: false, p: false },
    ]);
    expect(accounts.get('lin')!.email).toBe('wei@museum.example');
    expect(rowOf(view.container, 'lin').querySelector('[data-col="rights"]')).toHaveTextContent(
      'news：檢視、編輯、發布；about：檢視',
    );
    expect(rowOf(view.container, 'lin').querySelector('[data-col="email"]')).toHaveTextContent(
      'wei@museum.example',
    );
    expect(announcement()).toHaveTextContent('已更新 林編輯（lin） 的帳號資料與權限');
  });

  it('clears an address left blank in 編輯帳號, and names a wrong one under the field', async () => {
    const { user, accounts } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '編輯帳號：林編輯' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯帳號：林編輯（lin）' });
    const email = within(dialog).getByLabelText('電子郵件（選填）');
    await user.clear(email);
    await user.type(email, 'lin@');
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('電子郵件地址格式不正確'));
    expect(accounts.get('lin')!.email).toBe('lin@museum.example');
    expect(await axeViolations()).toEqual([]);
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(accounts.get('lin')!.email).toBeNull();
  });

  it('words a refused save in the 編輯帳號 dialog', async () => {
    const { user } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '編輯帳號：管理者' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '網站管理者' }));
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '不能取消最後一位網站管理者的管理權限。',
    );
  });

  it('disables after the question, says so, and moves focus to 啟用', async () => {
    const { user, dialogs, accounts, view } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '停用：林編輯' }));
    expect(dialogs.shown[0]).toMatchObject({ kind: 'confirm', action: '停用' });
    await waitFor(() => expect(screen.getByRole('button', { name: '啟用：林編輯' })).toHaveFocus());
    expect(accounts.get('lin')!.status).toBe('disabled');
    expect(rowOf(view.container, 'lin').querySelector('[data-col="status"]')).toHaveTextContent('停用');
    expect(announcement()).toHaveTextContent('已停用 林編輯（lin）');
  });

  it('unlocks a locked account without asking', async () => {
    const { user, dialogs } = setup(({ accounts }) =>
      accounts.seed({ ...accounts.get('lin')!, status: 'locked' }),
    );
    await table();
    await user.click(screen.getByRole('button', { name: '解除鎖定：林編輯' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('已解除 林編輯（lin） 的鎖定'));
    expect(dialogs.shown).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '解除鎖定：林編輯' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '編輯帳號：林編輯' })).toHaveFocus();
  });

  it('resets a password: asks, shows the new one-time password once and says the sessions ended', async () => {
    const { user, dialogs, accounts } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '重設密碼：林編輯' }));
    expect(dialogs.shown[0]?.message).toContain('結束這個帳號所有的登入');
    const dialog = await screen.findByRole('dialog', { name: '新的一次性密碼：林編輯（lin）' });
    expect(within(dialog).getByText(/^Once-/)).toHaveAttribute('data-part', 'initial-password');
    expect(within(dialog).getByText(/所有的登入已結束/)).toBeInTheDocument();
    expect(accounts.endedSessions.get('lin')).toBe(1);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing when a question is answered 取消', async () => {
    const { user, dialogs, accounts } = setup();
    dialogs.confirmAnswer = false;
    await table();
    await user.click(screen.getByRole('button', { name: '結束所有登入：林編輯' }));
    await waitFor(() => expect(dialogs.shown).toHaveLength(1));
    expect(accounts.endedSessions.get('lin')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '刪除：林編輯' }));
    expect(accounts.get('lin')).toBeDefined();
  });

  it('refuses to delete the last administrator in words, and deletes an editor after the question', async () => {
    const { user, accounts, dialogs, view } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: '刪除：管理者' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('不能刪除最後一位網站管理者'));
    expect(dialogs.shown).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '刪除：林編輯' }));
    await waitFor(() => expect(rowOf(view.container, 'lin')).toBeNull());
    expect(accounts.get('lin')).toBeUndefined();
    expect(announcement()).toHaveTextContent('已刪除 林編輯（lin）');
    expect(screen.getByRole('heading', { name: '帳號清單' })).toHaveFocus();
  });

  it('announces a failed action in the server’s words', async () => {
    const { user, accounts } = setup();
    await table();
    accounts.as('lin');
    await user.click(screen.getByRole('button', { name: '重設兩步驟驗證：管理者' }));
    await waitFor(() =>
      expect(announcement()).toHaveTextContent('只有網站管理者可以管理帳號與查看稽核紀錄。'),
    );
  });

  it('shows a non-administrator the server’s sentence instead of the table', async () => {
    const parts = accountsTwins();
    parts.accounts.as('lin');
    parts.render(<AccountsPanel kit={parts.kit} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('只有網站管理者可以管理帳號與查看稽核紀錄。');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增帳號' })).not.toBeInTheDocument();
  });

  it('offers 重試 when the list could not be read', async () => {
    const parts = accountsTwins();
    const list = jest.spyOn(parts.accounts, 'list').mockRejectedValueOnce(new Error('down'));
    parts.render(<AccountsPanel kit={parts.kit} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('無法載入帳號清單');
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }));
    expect(await table()).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('is a page in the site’s frame with its own heading, passing axe with its dialog open', async () => {
    const parts = accountsTwins();
    parts.render(<AccountsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '帳號管理' })).toBeInTheDocument();
    await table();
    expect(await axeViolations({ inFrame: true })).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: '新增帳號' }));
    await screen.findByRole('dialog', { name: '新增帳號' });
    expect(await axeViolations({ inFrame: true })).toEqual([]);
  });
});
