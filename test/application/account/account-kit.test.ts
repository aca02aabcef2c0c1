import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryMyAccount } from '../../../src/adapters/http/memory-my-account.adapter';
import { MemoryNavigation } from '../../../src/adapters/navigation/memory-navigation.adapter';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { accountKitOver } from '../../../src/application/account/account-kit';
import { headerAccessOf } from '../../../src/application/account/my-account.use-case';
import { recoveryCodesText } from '../../../src/application/account/two-factor.use-case';
import { idleLogout } from '../../../src/application/auth/idle-logout.use-case';
import type { LogoutResult } from '../../../src/application/auth/logout.use-case';
import { LAST_ACTIVITY_KEY } from '../../../src/domain/session/idle-watch';
import { Session } from '../../../src/domain/session/session';
import { SessionEndNotes } from '../../../src/domain/session/session-end-notes';
import { ApiError } from '../../../src/domain/errors/api-errors';
import type { MyAccount, SessionSummary } from '../../../src/shared/accounts.types';

const ME: MyAccount = {
  account: 'lin',
  displayName: '林編輯',
  admin: false,
  platformAdmin: false,
  email: 'lin@museum.example',
  anyRights: true,
  twoFactor: { enabled: false, required: false, recoveryCodesLeft: 0 },
  passwordChangeRequired: true,
  twoFactorSetupRequired: true,
  passwordChangedAt: null,
  passwordExpiresAt: null,
  idleLogoutSeconds: 1800,
  passwordRules: { minLength: 12, maxLength: 128 },
};
const SESSIONS: SessionSummary[] = [
  { id: 's1', current: true, device: 'Firefox · Linux', ip: '10.0.0.1', startedAt: 'a', lastUsedAt: 'b' },
  { id: 's2', current: false, device: 'Chrome · Android', ip: '10.0.0.2', startedAt: 'c', lastUsedAt: 'd' },
];
const OLD = 'first pass 1234';
const NEW = '藍色的海邊有 3 隻貓在睡午覺';
const MIN = 60_000;

function aKit() {
  const storage = new MemoryStore();
  const session = new Session(storage);
  session.start('tok', undefined, ['password', 'two-factor']);
  const remote = new MemoryMyAccount(structuredClone(ME), OLD, structuredClone(SESSIONS));
  const dialogs = new MemoryDialogs();
  const time = new ManualTime();
  const navigation = new MemoryNavigation('/home/zh-tw/editor/edit/news/7');
  const notes = new SessionEndNotes();
  const remembered: unknown[] = [];
  const logout = jest.fn(async (): Promise<LogoutResult> => {
    session.end();
    return { ok: true };
  });
  const kit = accountKitOver({
    security: remote,
    sessions: remote,
    dialogs,
    session,
    rememberAccess: (access) => remembered.push(access),
    idle: { clock: time, timers: time, storage, sessionEndNotes: notes, logout, navigation },
  });
  return { kit, remote, session, dialogs, time, navigation, notes, remembered, logout, storage };
}

const ctx = { account: 'lin', displayName: ME.displayName, rules: ME.passwordRules };

describe('my account', () => {
  it('loads the account and remembers what the header may link to', async () => {
    const { kit, remembered } = aKit();
    await expect(kit.loadMe()).resolves.toMatchObject({ kind: 'loaded', me: { account: 'lin' } });
    expect(remembered).toEqual([{ editor: true, admin: false, platform: false }]);
  });

  it('gives administrators every link, and 編輯者工具 to accounts with any right', () => {
    expect(headerAccessOf({ ...ME, admin: true, anyRights: false })).toEqual({
      editor: true,
      admin: true,
      platform: false,
    });
    expect(headerAccessOf(ME)).toEqual({ editor: true, admin: false, platform: false });
    expect(headerAccessOf({ ...ME, admin: true, platformAdmin: true })).toEqual({
      editor: true,
      admin: true,
      platform: true,
    });
    expect(headerAccessOf({ ...ME, anyRights: false })).toEqual({
      editor: false,
      admin: false,
      platform: false,
    });
  });

  it('says it failed when the account cannot be read', async () => {
    const { kit, remote } = aKit();
    remote.offline = true;
    await expect(kit.loadMe()).resolves.toEqual({ kind: 'failed' });
  });
});

describe('my email address', () => {
  it('stores a new address, trimmed, and says where the mail will go', async () => {
    const { kit, remote } = aKit();
    const outcome = await kit.changeEmail({ me: ME, typed: ' wei@museum.example ' });
    expect(outcome).toEqual({
      kind: 'saved',
      me: expect.objectContaining({ email: 'wei@museum.example' }) as MyAccount,
      message: '已儲存電子郵件地址：通知信將寄到 wei@museum.example。',
    });
    expect(remote.account.email).toBe('wei@museum.example');
  });

  it('clears the address when the field is left blank, and says no mail will come', async () => {
    const { kit, remote } = aKit();
    const outcome = await kit.changeEmail({ me: ME, typed: '   ' });
    expect(outcome).toMatchObject({
      kind: 'saved',
      message: '已清除電子郵件地址：您將不會收到網站寄出的通知信。',
    });
    expect(remote.account.email).toBeNull();
  });

  it('sends nothing when the address is the one stored, or not an address', async () => {
    const { kit, remote } = aKit();
    expect(await kit.changeEmail({ me: ME, typed: 'lin@museum.example' })).toEqual({
      kind: 'unchanged',
      message: '電子郵件地址沒有變更。',
    });
    expect(await kit.changeEmail({ me: ME, typed: 'lin@museum' })).toEqual({
      kind: 'invalid',
      message: '電子郵件地址格式不正確，請寫成 name@example.gov.tw 的樣子。',
    });
    expect(remote.calls).toEqual([]);
  });

  it('shows the server’s own refusal, and says it failed when the network is down', async () => {
    const { kit, remote } = aKit();
    jest.spyOn(remote, 'changeEmail').mockRejectedValueOnce(
      new ApiError({
        status: 400,
        error_description: '輸入資料有誤：電子郵件地址不可超過 254 個字元',
        code: 'E400',
        time: '2026-01-01 00:00:00',
        fields: { email: '電子郵件地址不可超過 254 個字元' },
      }),
    );
    expect(await kit.changeEmail({ me: ME, typed: 'wei@museum.example' })).toEqual({
      kind: 'invalid',
      message: '電子郵件地址不可超過 254 個字元',
    });
    // A 400 that names no field (a body the server would not take) still says why, in its words.
    jest
      .spyOn(remote, 'changeEmail')
      .mockRejectedValueOnce(
        new ApiError({ status: 400, error_description: '輸入資料有誤', code: 'E400', time: 't' }),
      );
    expect(await kit.changeEmail({ me: ME, typed: 'wei@museum.example' })).toEqual({
      kind: 'invalid',
      message: '輸入資料有誤',
    });
    remote.offline = true;
    expect(await kit.changeEmail({ me: ME, typed: 'wei@museum.example' })).toEqual({ kind: 'failed' });
  });
});

describe('my display name', () => {
  it('stores a new name, trimmed, and says what colleagues will see', async () => {
    const { kit, remote } = aKit();
    expect(await kit.changeName({ me: ME, typed: '  林主編 ' })).toEqual({
      kind: 'saved',
      me: expect.objectContaining({ displayName: '林主編' }) as MyAccount,
      message: '已儲存顯示名稱：其他同仁將看到「林主編」。',
    });
    expect(remote.account.displayName).toBe('林主編');
  });

  it('sends nothing for the stored name or a blank one, and names a long one by the server’s rule', async () => {
    const { kit, remote } = aKit();
    expect(await kit.changeName({ me: ME, typed: ` ${ME.displayName} ` })).toEqual({
      kind: 'unchanged',
      message: '顯示名稱沒有變更。',
    });
    expect(await kit.changeName({ me: ME, typed: '  ' })).toEqual({
      kind: 'invalid',
      message: '請填寫顯示名稱。',
    });
    expect(await kit.changeName({ me: ME, typed: '林'.repeat(51) })).toEqual({
      kind: 'invalid',
      message: '顯示名稱不可超過 50 個字。',
    });
    expect(remote.calls).toEqual([]);
    remote.offline = true;
    expect(await kit.changeName({ me: ME, typed: '林主編' })).toEqual({ kind: 'failed' });
  });
});

describe('changing my password', () => {
  it('changes it and settles the owed change, leaving the second step owed', async () => {
    const { kit, remote, session } = aKit();
    await expect(kit.changePassword({ current: OLD, next: NEW, repeat: NEW }, ctx)).resolves.toEqual({
      kind: 'changed',
    });
    expect(remote.password).toBe(NEW);
    expect(session.owed).toEqual(['two-factor']);
  });

  it('sends nothing while the form itself has problems', async () => {
    const { kit, remote } = aKit();
    const outcome = await kit.changePassword({ current: OLD, next: NEW, repeat: 'other' }, ctx);
    expect(outcome).toMatchObject({ kind: 'invalid', fields: { repeat: '兩次輸入的新密碼不一致。' } });
    expect(remote.calls).toEqual([]);
  });

  it('shows the server’s refusal next to the current password', async () => {
    const { kit, session } = aKit();
    const outcome = await kit.changePassword({ current: 'wrong one 123', next: NEW, repeat: NEW }, ctx);
    expect(outcome).toMatchObject({ kind: 'invalid', fields: { current: '目前的密碼不正確。' } });
    expect(session.owed).toEqual(['password', 'two-factor']);
  });

  it('refuses one of the last 3 passwords, as the server says', async () => {
    const { kit, remote } = aKit();
    remote.history.push(NEW);
    const outcome = await kit.changePassword({ current: OLD, next: NEW, repeat: NEW }, ctx);
    expect(outcome).toMatchObject({ kind: 'invalid', fields: { next: '不可使用最近用過的 3 個密碼。' } });
  });

  it('says it failed when the network is down', async () => {
    const { kit, remote } = aKit();
    remote.offline = true;
    await expect(kit.changePassword({ current: OLD, next: NEW, repeat: NEW }, ctx)).resolves.toEqual({
      kind: 'failed',
    });
  });
});

describe('setting up two-step login', () => {
  it('starts with the secret in groups and confirms with a code, settling the owed setup', async () => {
    const { kit, session } = aKit();
    session.settle('password');
    const started = await kit.startTwoFactor();
    expect(started).toMatchObject({ kind: 'started', secretGroups: ['JBSW', 'Y3DP', 'EHPK', '3PXP', '1'] });
    const confirmed = await kit.confirmTwoFactor('123 456');
    expect(confirmed.kind === 'confirmed' && confirmed.recoveryCodes).toHaveLength(10);
    expect(session.owed).toEqual([]);
  });

  it('says a wrong code is wrong, and keeps the setup owed', async () => {
    const { kit, session } = aKit();
    await kit.startTwoFactor();
    await expect(kit.confirmTwoFactor('654321')).resolves.toMatchObject({ kind: 'invalid-code' });
    await expect(kit.confirmTwoFactor('65432')).resolves.toMatchObject({ kind: 'invalid-code' });
    expect(session.owed).toContain('two-factor');
  });

  it('says it failed when the network is down', async () => {
    const { kit, remote } = aKit();
    remote.offline = true;
    await expect(kit.startTwoFactor()).resolves.toEqual({ kind: 'failed' });
    await expect(kit.confirmTwoFactor('123456')).resolves.toEqual({ kind: 'failed' });
  });

  it('replaces a working second step only with the password and a code', async () => {
    const { kit, remote } = aKit();
    remote.account = {
      ...remote.account,
      twoFactor: { enabled: true, required: false, recoveryCodesLeft: 10 },
      twoFactorSetupRequired: false,
    };
    await expect(kit.startTwoFactor({ password: '', code: ' ' })).resolves.toEqual({
      kind: 'proof-refused',
      fields: { password: '請輸入目前的密碼。', code: '請輸入驗證 App 上目前的驗證碼，或一組復原碼。' },
    });
    expect(remote.calls).not.toContain('startTwoFactor');
    await expect(kit.startTwoFactor({ password: 'nope', code: '123456' })).resolves.toEqual({
      kind: 'proof-refused',
      fields: { password: '目前的密碼不正確。' },
    });
    await expect(kit.startTwoFactor({ password: OLD, code: '000000' })).resolves.toMatchObject({
      kind: 'proof-refused',
      fields: { code: expect.stringContaining('不正確') },
    });
    await expect(kit.startTwoFactor({ password: OLD, code: ' 123456 ' })).resolves.toMatchObject({
      kind: 'started',
    });
  });

  it('writes the recovery codes into a text to keep, one per line', () => {
    const text = recoveryCodesText('lin', ['aaaaa-bbbbb', 'ccccc-ddddd']);
    expect(text.split('\n')).toEqual(expect.arrayContaining(['aaaaa-bbbbb', 'ccccc-ddddd']));
    expect(text).toContain('帳號：lin');
  });
});

describe('my sessions', () => {
  it('lists them and ends another after a confirm that names it', async () => {
    const { kit, dialogs, remote, session } = aKit();
    await expect(kit.listSessions()).resolves.toMatchObject({ kind: 'listed', sessions: SESSIONS });
    const outcome = await kit.endSession(SESSIONS[1]!);
    expect(outcome).toEqual({ kind: 'ended', sessions: [SESSIONS[0]] });
    expect(dialogs.shown[0]).toMatchObject({
      kind: 'confirm',
      message: expect.stringContaining('Chrome · Android'),
    });
    expect(remote.sessions).toHaveLength(1);
    expect(session.isLoggedIn).toBe(true);
  });

  it('sends nothing when the confirm is cancelled', async () => {
    const { kit, dialogs, remote } = aKit();
    dialogs.confirmAnswer = false;
    await expect(kit.endSession(SESSIONS[1]!)).resolves.toEqual({ kind: 'kept' });
    expect(remote.calls).toEqual([]);
  });

  it('logs out here when this browser’s own session is ended', async () => {
    const { kit, session } = aKit();
    await expect(kit.endSession(SESSIONS[0]!)).resolves.toEqual({ kind: 'ended-here' });
    expect(session.isLoggedIn).toBe(false);
  });

  it('says it failed when the end or the list after it fails', async () => {
    const { kit, remote } = aKit();
    await expect(kit.endSession({ ...SESSIONS[1]!, id: 'gone' })).resolves.toEqual({ kind: 'failed' });
    remote.offline = true;
    await expect(kit.listSessions()).resolves.toEqual({ kind: 'failed' });
    const listFails = aKit();
    const list = jest.spyOn(listFails.remote, 'list').mockRejectedValue(new Error('down'));
    await expect(listFails.kit.endSession(SESSIONS[1]!)).resolves.toEqual({ kind: 'failed' });
    expect(list).toHaveBeenCalled();
  });
});

describe('the idle logout', () => {
  it('backs up the open edit, logs out and sends the user to /login remembering the page and why', async () => {
    const { kit, time, notes, logout, navigation, session } = aKit();
    const order: string[] = [];
    notes.addFlush(async () => {
      order.push(`flush while logged in: ${session.isLoggedIn}`);
    });
    logout.mockImplementation(async () => {
      order.push('logout');
      session.end();
      return { ok: true };
    });
    const watch = kit.watchIdle(1800);
    time.advance(30 * MIN);
    expect(watch.getState()).toEqual({ phase: 'ended' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['flush while logged in: true', 'logout']);
    expect(navigation.current()).toBe(
      `/login?returnUrl=${encodeURIComponent('/home/zh-tw/editor/edit/news/7')}&reason=idle`,
    );
    watch.dispose();
  });

  it('ends the session here even when the server refused the logout', async () => {
    const session = new Session(new MemoryStore());
    session.start('tok');
    const navigation = new MemoryNavigation('/home/zh-tw/editor');
    await idleLogout({
      sessionEndNotes: new SessionEndNotes(),
      logout: async () => ({ ok: false, error: new Error('x'), message: 'x' }),
      navigation,
      session,
    });
    expect(session.isLoggedIn).toBe(false);
    expect(navigation.current()).toBe('/login?returnUrl=%2Fhome%2Fzh-tw%2Feditor&reason=idle');
  });

  it('shares the watch with other tabs through the session’s storage', () => {
    const { kit, storage, time } = aKit();
    const watch = kit.watchIdle(1800);
    expect(storage.get(LAST_ACTIVITY_KEY)).toBe(String(time.now()));
    watch.dispose();
  });
});
