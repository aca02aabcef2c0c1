import { ACCOUNT_PATHS, type AccountSummary, type CreatedAccount } from '../../../src/shared/accounts.types';
import type { ApiErrorBody } from '../../../src/shared/api-types';
import { logIn, signIn, type EditorClient } from '../support/sign-in';
import { expectErrorBody } from '../support/http-client';
import type { TestServer } from '../support/test-server';
import { ADMIN_ONLY, startAccountsServer } from './support/accounts-server';

describe('accounts API', () => {
  let server: TestServer;
  let admin: EditorClient;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startAccountsServer();
    admin = await signIn(server, 'admin');
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  const auditActions = () =>
    server.sql<{ account: string; action: string; detail: string }>(
      'SELECT account, action, detail FROM audit_log ORDER BY id',
    );

  it('refuses every account route to a non-administrator with the zh-TW reason', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', ACCOUNT_PATHS.accounts],
      ['POST', ACCOUNT_PATHS.accounts, { account: 'someone', displayName: '某人', admin: false, rights: [] }],
      ['PUT', ACCOUNT_PATHS.account('viewer'), { displayName: '改名' }],
      ['DELETE', ACCOUNT_PATHS.account('viewer')],
      ['PUT', ACCOUNT_PATHS.accountRights('viewer'), { rights: [] }],
      ['POST', ACCOUNT_PATHS.accountAction('viewer', 'disable')],
      ['POST', ACCOUNT_PATHS.accountAction('viewer', 'reset-password')],
      ['GET', ACCOUNT_PATHS.rightsPaths],
      ['GET', ACCOUNT_PATHS.audit],
      ['GET', ACCOUNT_PATHS.auditCsv],
      ['PUT', '/backend/site/settings', { indexEditable: true }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await editor.send<ApiErrorBody>(method, path, body === undefined ? {} : { body });
      expect([method, path, answer.status]).toEqual([method, path, 403]);
      expect(answer.body.error_description).toBe(ADMIN_ONLY);
    }
  });

  it('lists accounts with role, email, rights with p, status and two-step status', async () => {
    const list = await admin.send<AccountSummary[]>('GET', ACCOUNT_PATHS.accounts);
    expect(list.status).toBe(200);
    const byName = new Map(list.body.map((account) => [account.account, account]));
    expect(byName.get('admin')).toEqual(
      expect.objectContaining({
        displayName: '網站管理者',
        admin: true,
        email: 'admin@museum.example',
        status: 'active',
        twoFactor: false,
        rights: [{ path: '*', r: true, w: true, d: true, p: true }],
      }),
    );
    // The demo's writer edits news and activities without publishing: it submits for review.
    expect(byName.get('writer')?.rights).toEqual([
      { path: '*', r: true, w: false, d: false, p: false },
      { path: 'activities', r: true, w: true, d: false, p: false },
      { path: 'news', r: true, w: true, d: false, p: false },
    ]);
    expect(byName.get('editor')?.admin).toBe(false);
  });

  it('creates an account with a one-time password that must be changed, and audits it', async () => {
    const created = await admin.send<CreatedAccount>('POST', ACCOUNT_PATHS.accounts, {
      body: {
        account: 'New.Editor',
        displayName: '新編輯',
        admin: false,
        rights: [{ path: 'news', r: true, w: true, d: false, p: false }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.account).toEqual(
      expect.objectContaining({
        account: 'new.editor',
        email: null,
        passwordChangeRequired: true,
        status: 'active',
        rights: [{ path: 'news', r: true, w: true, d: false, p: false }],
      }),
    );
    expect(created.body.initialPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const login = await logIn(server, 'new.editor', created.body.initialPassword);
    expect(login.status).toBe(200);
    const entry = (await auditActions()).find((row) => row.action === 'account.create');
    expect(entry?.account).toBe('admin');
    expect(JSON.parse(entry?.detail ?? '{}')).toEqual(expect.objectContaining({ target: 'new.editor' }));
    expect(entry?.detail).not.toContain(created.body.initialPassword);
  });

  it('refuses a taken name with 409 and a bad one with 400 per field', async () => {
    const taken = await admin.send('POST', ACCOUNT_PATHS.accounts, {
      body: { account: 'EDITOR', displayName: '重複', admin: false, rights: [] },
    });
    expect(expectErrorBody(taken, 409).error_description).toBe('帳號「editor」已經存在。');
    const bad = await admin.send('POST', ACCOUNT_PATHS.accounts, {
      body: {
        account: '-x',
        displayName: '',
        admin: 'no',
        rights: [{ path: 'a b', r: true, w: 1, d: false }],
      },
    });
    const body = expectErrorBody(bad, 400);
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining(['account', 'displayName', 'admin']),
    );
    expect(body.error_description).toMatch(/^輸入資料有誤/);
  });

  it('updates the display name and role, and replaces the rights keeping rights_json in step', async () => {
    const updated = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.account('viewer'), {
      body: { displayName: '陳檢閱', admin: false },
    });
    expect(updated.body.displayName).toBe('陳檢閱');
    const rights = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
      body: {
        rights: [
          { path: '*', r: true, w: true, d: false, p: false },
          { path: 'news', r: true, w: true, d: true, p: true },
        ],
      },
    });
    expect(rights.status).toBe(200);
    expect(rights.body.rights).toEqual([
      { path: '*', r: true, w: true, d: false, p: false },
      { path: 'news', r: true, w: true, d: true, p: true },
    ]);
    const [row] = await server.sql<{ rights_json: string }>(
      "SELECT rights_json FROM users WHERE account = 'viewer'",
    );
    // The spec's object of the `*` row: r, w and d only; p lives in user_rights.
    expect(JSON.parse(row?.rights_json ?? 'null')).toEqual({ r: true, w: true, d: false });
    const duplicate = await admin.send('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
      body: {
        rights: [
          { path: 'news', r: true, w: false, d: false },
          { path: 'news', r: true, w: true, d: false },
        ],
      },
    });
    expectErrorBody(duplicate, 400);
    expect((await auditActions()).map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.update', 'account.rights']),
    );
  });

  it('answers 404 in zh-TW for an account that does not exist', async () => {
    const missing = await admin.send('POST', ACCOUNT_PATHS.accountAction('nobody', 'enable'));
    expect(expectErrorBody(missing, 404).error_description).toBe('找不到這個帳號。');
  });

  it('resets a password: a new one-time password, and every session of the account ends', async () => {
    const writer = await signIn(server, 'writer');
    expect((await writer.send('GET', '/backend/documents?type=item&path=news')).status).toBe(200);
    const reset = await admin.send<{ account: string; initialPassword: string }>(
      'POST',
      ACCOUNT_PATHS.accountAction('writer', 'reset-password'),
    );
    expect(reset.status).toBe(200);
    expect(reset.body.account).toBe('writer');
    const after = await writer.send('GET', '/backend/documents?type=item&path=news');
    expect([611, 612]).toContain(after.status);
    const old = await logIn(server, 'writer', 'Writer#2026');
    expect(old.status).toBe(401);
    const fresh = await signIn(server, 'writer', reset.body.initialPassword);
    expect(fresh.token).toEqual(expect.any(String));
    const list = await admin.send<AccountSummary[]>('GET', ACCOUNT_PATHS.accounts);
    expect(list.body.find((a) => a.account === 'writer')?.passwordChangeRequired).toBe(true);
    const entry = (await auditActions()).find((row) => row.action === 'account.reset-password');
    expect(entry?.detail).not.toContain(reset.body.initialPassword);
  });

  it('ends sessions, disables and enables, each audited', async () => {
    const viewer = await signIn(server, 'viewer');
    const ended = await admin.send<AccountSummary>(
      'POST',
      ACCOUNT_PATHS.accountAction('viewer', 'end-sessions'),
    );
    expect(ended.status).toBe(200);
    expect([611, 612]).toContain((await viewer.send('GET', '/backend/site/settings')).status);
    const disabled = await admin.send<AccountSummary>(
      'POST',
      ACCOUNT_PATHS.accountAction('viewer', 'disable'),
    );
    expect(disabled.body).toEqual(expect.objectContaining({ status: 'disabled', disabledReason: 'admin' }));
    const enabled = await admin.send<AccountSummary>('POST', ACCOUNT_PATHS.accountAction('viewer', 'enable'));
    expect(enabled.body).toEqual(expect.objectContaining({ status: 'active', disabledReason: null }));
    expect((await auditActions()).map((row) => row.action)).toEqual(
      expect.arrayContaining(['account.end-sessions', 'account.disable', 'account.enable']),
    );
  });

  it('shows an account locked by five failures from one address, and unlock clears it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await logIn(server, 'new.editor', 'wrong password');
    const status = async () =>
      (await admin.send<AccountSummary[]>('GET', ACCOUNT_PATHS.accounts)).body.find(
        (a) => a.account === 'new.editor',
      )?.status;
    expect(await status()).toBe('locked');
    const unlocked = await admin.send<AccountSummary>(
      'POST',
      ACCOUNT_PATHS.accountAction('new.editor', 'unlock'),
    );
    expect(unlocked.body.status).toBe('active');
  });

  it('resets two-step login, clearing the secret and the recovery codes', async () => {
    await server.sql(
      "UPDATE users SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_last_step = 5 WHERE account = 'viewer'",
    );
    await server.sql("INSERT INTO recovery_codes (account, code_hash) VALUES ('viewer', 'x')");
    const before = await admin.send<AccountSummary[]>('GET', ACCOUNT_PATHS.accounts);
    expect(before.body.find((a) => a.account === 'viewer')?.twoFactor).toBe(true);
    const reset = await admin.send<AccountSummary>(
      'POST',
      ACCOUNT_PATHS.accountAction('viewer', 'reset-two-factor'),
    );
    expect(reset.body.twoFactor).toBe(false);
    const codes = await server.sql("SELECT COUNT(*) AS n FROM recovery_codes WHERE account = 'viewer'");
    expect(codes).toEqual([{ n: 0 }]);
  });

  it('lists the paths rights can name: 全站 and every module with its title', async () => {
    const paths = await admin.send<Array<{ path: string; title: string }>>('GET', ACCOUNT_PATHS.rightsPaths);
    expect(paths.body[0]).toEqual({ path: '*', title: '全站' });
    expect(paths.body).toEqual(expect.arrayContaining([{ path: 'news', title: '新聞稿' }]));
  });

  it("refuses to delete oneself or remove one's own role, and ends a disabled administrator's sessions", async () => {
    const self = await admin.send('DELETE', ACCOUNT_PATHS.account('admin'));
    expect(expectErrorBody(self, 409).error_description).toBe('不能刪除自己的帳號，請由另一位管理者操作。');
    const demoteSelf = await admin.send('PUT', ACCOUNT_PATHS.account('admin'), { body: { admin: false } });
    expect(expectErrorBody(demoteSelf, 409).error_description).toMatch(/自己的管理者身分/);
    const second = await admin.send<CreatedAccount>('POST', ACCOUNT_PATHS.accounts, {
      body: { account: 'admin2', displayName: '第二位管理者', admin: true, rights: [] },
    });
    const owed = await signIn(server, 'admin2', second.body.initialPassword);
    // The one-time password is changed first: until then every other call answers 403.
    const changed = await owed.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: second.body.initialPassword, next: 'Second-admin-2026-lantern' },
    });
    expect(changed.status).toBe(204);
    const other = owed;
    // admin is a 平台管理者 (the demo's administrator, as every administrator from before sites):
    // a site's administrator cannot change that account, another platform administrator can.
    const refused = await other.send('POST', ACCOUNT_PATHS.accountAction('admin', 'disable'));
    expect(expectErrorBody(refused, 403).error_description).toBe('只有平台管理者可以變更平台管理者的帳號。');
    await server.sql("UPDATE users SET is_platform_admin = ? WHERE account = 'admin2'", [true]);
    expect((await other.send('POST', ACCOUNT_PATHS.accountAction('admin', 'disable'))).status).toBe(200);
    // admin's own session ended with the disabling: it cannot act on admin2 any more.
    expect([611, 612]).toContain(
      (await admin.send('POST', ACCOUNT_PATHS.accountAction('admin2', 'disable'))).status,
    );
    expect((await other.send('POST', ACCOUNT_PATHS.accountAction('admin', 'enable'))).status).toBe(200);
    admin = await signIn(server, 'admin');
  });

  it('deletes an account with its dependent rows, keeping its audit entries', async () => {
    const victim = await signIn(server, 'viewer');
    expect(victim.token).toEqual(expect.any(String));
    const deleted = await admin.send('DELETE', ACCOUNT_PATHS.account('viewer'));
    expect(deleted.status).toBe(204);
    const count = async (table: string) =>
      (await server.sql<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE account = 'viewer'`))[0]?.n;
    const left = await Promise.all(
      ['users', 'user_rights', 'access_tokens', 'password_history', 'recovery_codes', 'edit_locks'].map(
        async (table) => [table, await count(table)] as const,
      ),
    );
    // The target is read here, not in SQL: each engine spells a JSON path its own way.
    const details = await server.sql<{ detail: string | null }>('SELECT detail FROM audit_log');
    const audited = details.filter(
      (row) => row.detail && (JSON.parse(row.detail) as { target?: string }).target === 'viewer',
    ).length;
    expect(left.every(([, n]) => n === 0)).toBe(true);
    expect(audited).toBeGreaterThan(3);
    expect((await auditActions()).at(-1)).toEqual(
      expect.objectContaining({ account: 'admin', action: 'account.delete' }),
    );
  });

  it('lets only administrators change site settings', async () => {
    const put = await admin.send('PUT', '/backend/site/settings', { body: { indexEditable: true } });
    expect(put.status).toBe(200);
    expect((await editor.send('GET', '/backend/site/settings')).status).toBe(200);
  });
});
