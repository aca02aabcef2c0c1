import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { anAccount, MemoryAccounts } from '../../../src/adapters/http/memory-accounts.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { MemorySites } from '../../../src/adapters/http/memory-sites.adapter';
import { MemoryChecklist } from '../../../src/adapters/http/memory-checklist.adapter';
import { MemorySiteSettings } from '../../../src/adapters/http/memory-site-settings.adapter';
import { accountsKitOver } from '../../../src/application/accounts/accounts-kit';

const siteSettings = new MemorySiteSettings();
const sites = new MemorySites();
const checklist = new MemoryChecklist();
import { rightsRows, toggleRight } from '../../../src/domain/accounts/account-rights';
import { LAST_ADMIN_REFUSAL } from '../../../src/domain/accounts/account-policy';
import { NO_AUDIT_FILTERS } from '../../../src/domain/accounts/audit-policy';
import type { AccountsSource, AuditSource } from '../../../src/domain/accounts/accounts.port';
import { ApiError } from '../../../src/domain/errors/api-errors';

const PATHS = [
  { path: 'news', title: '最新消息' },
  { path: 'about', title: '關於我們' },
];

function setup() {
  const time = new ManualTime(Date.UTC(2026, 10, 26, 2, 0));
  const accounts = new MemoryAccounts(time)
    .withPaths(PATHS)
    .seed(anAccount('admin', { displayName: '管理者', admin: true }))
    .seed(
      anAccount('lin', {
        displayName: '林編輯',
        email: 'lin@museum.example',
        rights: [{ path: 'news', r: true, w: true, d: false, p: false }],
      }),
    );
  const dialogs = new MemoryDialogs();
  const kit = accountsKitOver({
    accounts,
    audit: accounts,
    siteSettings,
    sites,
    checklist,
    dialogs,
    clock: time,
  });
  return { time, accounts, dialogs, kit };
}

const rejecting = (error: unknown) => () => Promise.reject(error);
/** The twin with some calls replaced; the rest still answer from its state. */
const alike = (twin: MemoryAccounts, calls: Partial<AccountsSource>): AccountsSource =>
  Object.assign(Object.create(twin) as MemoryAccounts, calls);
const refused403 = new ApiError({
  status: 403,
  error_description: '只有網站管理者可以管理帳號。',
  code: 'E403',
  time: '2026-01-01 00:00:00',
});

describe('帳號管理’s use cases', () => {
  it('lists the accounts with the paths rights can name', async () => {
    const { kit } = setup();
    const outcome = await kit.load();
    expect(outcome).toMatchObject({ kind: 'listed', paths: PATHS });
    expect(outcome.kind === 'listed' && outcome.accounts.map((a) => a.account)).toEqual(['admin', 'lin']);
  });

  it('offers a person of another site to join instead of a new account, with the rights chosen', async () => {
    const { kit, accounts } = setup();
    accounts.elsewhere.set('chen', '陳館員');
    const rows = toggleRight(rightsRows(PATHS, []), 'news', 'r', true);
    const request = { account: 'chen', displayName: '陳', email: '', admin: false, rows };
    const outcome = await kit.create(request);
    expect(outcome).toEqual({
      kind: 'elsewhere',
      account: 'chen',
      message: '帳號「chen」已是其他網站的帳號：請把這個人加入本網站，而不是另開帳號。',
    });
    const joined = await kit.join({ account: 'chen', admin: false, rows });
    expect(joined.kind === 'joined' && joined.account).toMatchObject({
      account: 'chen',
      displayName: '陳館員',
      rights: [{ path: 'news', r: true, w: false, d: false, p: false }],
    });
    const again = await kit.join({ account: 'chen', admin: false, rows });
    expect(again.kind).toBe('failed');
  });

  it('says a non-administrator is refused, in the server’s words', async () => {
    const { kit, accounts } = setup();
    accounts.as('lin');
    expect(await kit.load()).toEqual({
      kind: 'refused',
      message: '只有網站管理者可以管理帳號與查看稽核紀錄。',
    });
  });

  it('tells a failed load from a refusal', async () => {
    const { accounts, dialogs, time } = setup();
    const broken = alike(accounts, { list: rejecting(new Error('x')) });
    const kit = accountsKitOver({
      accounts: broken,
      audit: accounts,
      siteSettings,
      sites,
      checklist,
      dialogs,
      clock: time,
    });
    expect(await kit.load()).toEqual({ kind: 'failed', message: '無法載入帳號清單，請稍後再試。' });
  });

  it('creates an account with its address and rights and hands back the one-time password once', async () => {
    const { kit, accounts } = setup();
    let rows = toggleRight(toggleRight(rightsRows(PATHS, []), 'news', 'r', true), 'news', 'w', true);
    rows = toggleRight(rows, 'news', 'p', true);
    const outcome = await kit.create({
      account: ' chen ',
      displayName: ' 陳編輯 ',
      email: ' chen@museum.example ',
      admin: false,
      rows,
    });
    expect(outcome).toMatchObject({
      kind: 'created',
      initialPassword: expect.stringMatching(/^Once-/) as string,
    });
    expect(accounts.get('chen')).toMatchObject({
      displayName: '陳編輯',
      email: 'chen@museum.example',
      rights: [{ path: 'news', r: true, w: true, d: false, p: true }],
      passwordChangeRequired: true,
    });
  });

  it('creates an account without an address when the field is left blank', async () => {
    const { kit, accounts } = setup();
    await kit.create({ account: 'wu', displayName: '吳', email: '  ', admin: false, rows: [] });
    expect(accounts.get('wu')?.email).toBeNull();
  });

  it('sends nothing for a wrong address, and puts the server’s own refusal under the field', async () => {
    const { kit, accounts, dialogs, time } = setup();
    expect(
      await kit.create({ account: 'wu', displayName: '吳', email: 'wu@', admin: false, rows: [] }),
    ).toEqual({
      kind: 'invalid',
      problems: { email: '電子郵件地址格式不正確，請寫成 name@example.gov.tw 的樣子。' },
    });
    expect(accounts.get('wu')).toBeUndefined();
    const refused = new ApiError({
      status: 400,
      error_description: '輸入資料有誤：電子郵件地址不可超過 254 個字元',
      code: 'E400',
      time: '2026-01-01 00:00:00',
      fields: { email: '電子郵件地址不可超過 254 個字元' },
    });
    const picky = accountsKitOver({
      accounts: alike(accounts, { create: rejecting(refused) }),
      audit: accounts,
      siteSettings,
      sites,
      checklist,
      dialogs,
      clock: time,
    });
    expect(
      await picky.create({
        account: 'wu',
        displayName: '吳',
        email: 'wu@museum.example',
        admin: false,
        rows: [],
      }),
    ).toMatchObject({ kind: 'failed', problems: { email: '電子郵件地址不可超過 254 個字元' } });
  });

  it('sends nothing while the form is incomplete', async () => {
    const { kit, accounts } = setup();
    expect(await kit.create({ account: '', displayName: '陳', admin: false, rows: [] })).toEqual({
      kind: 'invalid',
      problems: { account: '請輸入帳號。' },
    });
    expect((await accounts.list()).map((a) => a.account)).toEqual(['admin', 'lin']);
  });

  it('words a taken account name, and puts a 400’s field messages under their fields', async () => {
    const { kit, accounts, dialogs, time } = setup();
    expect(await kit.create({ account: 'lin', displayName: '林', admin: false, rows: [] })).toEqual({
      kind: 'failed',
      message: '帳號「lin」已經存在，請換一個帳號名稱。',
      problems: {},
    });
    const bad = new ApiError({
      status: 400,
      error_description: '資料有誤',
      code: 'E400',
      time: '2026-01-01 00:00:00',
      fields: { account: '帳號只能包含英數字', other: 'x' },
    });
    const picky = accountsKitOver({
      accounts: alike(accounts, { create: rejecting(bad) }),
      audit: accounts,
      siteSettings,
      sites,
      checklist,
      dialogs,
      clock: time,
    });
    expect(await picky.create({ account: 'ü', displayName: '林', admin: false, rows: [] })).toEqual({
      kind: 'failed',
      message: '資料有誤',
      problems: { account: '帳號只能包含英數字' },
    });
  });

  it('saves the role and the whole list of rights, and keeps the last administrator one', async () => {
    const { kit, accounts } = setup();
    const lin = accounts.get('lin')!;
    const rows = toggleRight(rightsRows(PATHS, lin.rights), 'about', 'r', true);
    const saved = await kit.saveRights({ account: lin, admin: true, email: 'lin@museum.example', rows });
    expect(saved).toMatchObject({ kind: 'saved', account: { account: 'lin', admin: true } });
    expect(accounts.get('lin')!.rights).toEqual([
      { path: 'news', r: true, w: true, d: false, p: false },
      { path: 'about', r: true, w: false, d: false, p: false },
    ]);
    await kit.remove({ account: accounts.get('lin')!, all: await accounts.list() });
    expect(
      await kit.saveRights({ account: accounts.get('admin')!, admin: false, email: '', rows: [] }),
    ).toEqual({
      kind: 'failed',
      message: '不能取消最後一位網站管理者的管理權限。',
      problems: {},
    });
  });

  it('saves rights alone when the role and the address are unchanged', async () => {
    const { kit, accounts } = setup();
    const lin = accounts.get('lin')!;
    const update = jest.spyOn(accounts, 'update');
    expect(
      await kit.saveRights({ account: lin, admin: false, email: ' lin@museum.example ', rows: [] }),
    ).toMatchObject({ kind: 'saved', account: { rights: [] } });
    expect(update).not.toHaveBeenCalled();
  });

  it('changes the address, or clears it when left blank, in one update with the role', async () => {
    const { kit, accounts } = setup();
    const update = jest.spyOn(accounts, 'update');
    const lin = accounts.get('lin')!;
    await kit.saveRights({ account: lin, admin: true, email: 'wei@museum.example', rows: [] });
    expect(update).toHaveBeenLastCalledWith('lin', { admin: true, email: 'wei@museum.example' });
    await kit.saveRights({ account: accounts.get('lin')!, admin: true, email: '', rows: [] });
    expect(update).toHaveBeenLastCalledWith('lin', { email: null });
    expect(accounts.get('lin')?.email).toBeNull();
  });

  it('puts the server’s refusal of an address under the field in 編輯帳號', async () => {
    const { accounts, dialogs, time } = setup();
    const refused = new ApiError({
      status: 400,
      error_description: '輸入資料有誤：電子郵件地址不可超過 254 個字元',
      code: 'E400',
      time: '2026-01-01 00:00:00',
      fields: { email: '電子郵件地址不可超過 254 個字元' },
    });
    const picky = accountsKitOver({
      accounts: alike(accounts, { update: rejecting(refused) }),
      audit: accounts,
      siteSettings,
      sites,
      checklist,
      dialogs,
      clock: time,
    });
    expect(
      await picky.saveRights({
        account: accounts.get('lin')!,
        admin: false,
        email: 'w@museum.example',
        rows: [],
      }),
    ).toEqual({
      kind: 'failed',
      message: '輸入資料有誤：電子郵件地址不可超過 254 個字元',
      problems: { email: '電子郵件地址不可超過 254 個字元' },
    });
  });

  it('sends nothing for a wrong address in 編輯帳號, naming it under the field', async () => {
    const { kit, accounts } = setup();
    const update = jest.spyOn(accounts, 'update');
    const setRights = jest.spyOn(accounts, 'setRights');
    expect(
      await kit.saveRights({ account: accounts.get('lin')!, admin: false, email: 'lin@ museum', rows: [] }),
    ).toEqual({
      kind: 'invalid',
      problems: { email: '電子郵件地址格式不正確，請寫成 name@example.gov.tw 的樣子。' },
    });
    expect(update).not.toHaveBeenCalled();
    expect(setRights).not.toHaveBeenCalled();
  });

  it('asks before resetting a password, then shows the new one and ends the sessions', async () => {
    const { kit, accounts, dialogs } = setup();
    const outcome = await kit.act({ account: accounts.get('lin')!, action: 'reset-password' });
    expect(dialogs.shown[0]).toMatchObject({ kind: 'confirm', title: '重設密碼', action: '重設密碼' });
    expect(outcome).toMatchObject({
      kind: 'password',
      initialPassword: expect.stringMatching(/^Once-/) as string,
      message: '已重設 林編輯（lin） 的密碼，並結束其所有登入',
    });
    expect(accounts.endedSessions.get('lin')).toBe(1);
  });

  it('does nothing when the question is answered 取消', async () => {
    const { kit, accounts, dialogs } = setup();
    dialogs.confirmAnswer = false;
    expect(await kit.act({ account: accounts.get('lin')!, action: 'disable' })).toEqual({ kind: 'declined' });
    expect(accounts.get('lin')!.status).toBe('active');
  });

  it('enables without asking and answers the server’s copy', async () => {
    const { kit, accounts, dialogs } = setup();
    accounts.seed(anAccount('old', { status: 'disabled', disabledReason: 'idle' }));
    const outcome = await kit.act({ account: accounts.get('old')!, action: 'enable' });
    expect(outcome).toMatchObject({
      kind: 'done',
      account: { status: 'active' },
      message: '已啟用 old（old）',
    });
    expect(dialogs.shown).toHaveLength(0);
  });

  it('words a failed action', async () => {
    const { kit } = setup();
    expect(await kit.act({ account: anAccount('ghost'), action: 'unlock' })).toEqual({
      kind: 'failed',
      message: '找不到這個帳號。',
    });
  });

  it('refuses to delete the last administrator without asking', async () => {
    const { kit, accounts, dialogs } = setup();
    const all = await accounts.list();
    expect(await kit.remove({ account: accounts.get('admin')!, all })).toEqual({
      kind: 'refused',
      message: LAST_ADMIN_REFUSAL,
    });
    expect(dialogs.shown).toHaveLength(0);
  });

  it('deletes after the question, declines on 取消, and words the server’s 409', async () => {
    const { kit, accounts, dialogs } = setup();
    dialogs.confirmAnswer = false;
    expect(await kit.remove({ account: accounts.get('lin')!, all: await accounts.list() })).toEqual({
      kind: 'declined',
    });
    dialogs.confirmAnswer = true;
    expect(await kit.remove({ account: accounts.get('lin')!, all: await accounts.list() })).toEqual({
      kind: 'deleted',
      message: '已刪除 林編輯（lin）',
    });
    // A stale list that still shows a second administrator: the server has the last word.
    const stale = [accounts.get('admin')!, anAccount('gone', { admin: true })];
    expect(await kit.remove({ account: accounts.get('admin')!, all: stale })).toEqual({
      kind: 'failed',
      message: '不能刪除最後一位網站管理者。',
    });
  });
});

describe('稽核紀錄’s use cases', () => {
  it('pages the audited actions newest first, filtered', async () => {
    const { kit, accounts, time } = setup();
    for (let n = 0; n < 60; n += 1) {
      time.advance(60_000);
      await accounts.act('lin', 'end-sessions');
    }
    const first = await kit.auditPage({ ...NO_AUDIT_FILTERS, action: 'account.end-sessions' }, 0);
    expect(first).toMatchObject({ kind: 'page', total: 60, pages: 2 });
    const second = await kit.auditPage({ ...NO_AUDIT_FILTERS, action: 'account.end-sessions' }, 1);
    expect(second.kind === 'page' && second.rows).toHaveLength(10);
    expect(await kit.auditPage({ ...NO_AUDIT_FILTERS, account: 'nobody' }, 0)).toMatchObject({
      total: 0,
      pages: 1,
    });
  });

  it('refuses a wrong date range before asking, and words a refusal or failure', async () => {
    const { kit, accounts, dialogs, time } = setup();
    expect(await kit.auditPage({ ...NO_AUDIT_FILTERS, from: '2026-12-01', to: '2026-11-01' }, 0)).toEqual({
      kind: 'invalid',
      message: '結束日期不可早於開始日期。',
    });
    accounts.as('lin');
    expect(await kit.auditPage(NO_AUDIT_FILTERS, 0)).toMatchObject({ kind: 'refused' });
    const broken: AuditSource = { page: rejecting(new Error('x')), csv: rejecting(refused403) };
    const other = accountsKitOver({
      accounts,
      audit: broken,
      siteSettings,
      sites,
      checklist,
      dialogs,
      clock: time,
    });
    expect(await other.auditPage(NO_AUDIT_FILTERS, 0)).toEqual({
      kind: 'failed',
      message: '無法載入稽核紀錄，請稍後再試。',
    });
    expect(await other.exportAudit(NO_AUDIT_FILTERS)).toEqual({
      kind: 'failed',
      message: '只有網站管理者可以管理帳號。',
    });
  });

  it('exports every row under the same filters, named by today’s Taipei date', async () => {
    const { kit, accounts } = setup();
    await accounts.act('lin', 'unlock');
    await accounts.act('lin', 'end-sessions');
    const outcome = await kit.exportAudit({ ...NO_AUDIT_FILTERS, action: 'account.unlock' });
    expect(outcome).toMatchObject({ kind: 'exported', fileName: '稽核紀錄-2026-11-26.csv' });
    const lines = outcome.kind === 'exported' ? outcome.text.split('\r\n') : [];
    expect(lines).toHaveLength(2);
    // The action in the staff's words, as on the screen.
    expect(lines[1]).toContain('解除鎖定');
    expect(await kit.exportAudit({ ...NO_AUDIT_FILTERS, from: 'x' })).toMatchObject({ kind: 'invalid' });
  });
});
