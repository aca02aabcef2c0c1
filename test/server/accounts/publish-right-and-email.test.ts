import {
  ACCOUNT_PATHS,
  type AccountSummary,
  type CreatedAccount,
  type MyAccount,
} from '../../../src/shared/accounts.types';
import type { ApiErrorBody } from '../../../src/shared/api-types';
import { signIn, type EditorClient } from '../support/sign-in';
import { expectErrorBody } from '../support/http-client';
import type { SqlValue } from '../support/test-engine';
import type { TestServer } from '../support/test-server';
import { startAccountsServer } from './support/accounts-server';

/** side of the accounts API: the publish right p and each account's email address. */
describe('accounts API: the publish right p and email addresses (ext)', () => {
  let server: TestServer;
  let admin: EditorClient;

  beforeAll(async () => {
    server = await startAccountsServer();
    admin = await signIn(server, 'admin');
  });
  afterAll(() => server.close());

  const query = <T>(sql: string, ...params: SqlValue[]): Promise<T[]> => server.sql<T>(sql, params);
  const lastAudit = async (action: string) =>
    (
      await query<{ account: string; detail: string }>(
        'SELECT account, detail FROM audit_log WHERE action = ? ORDER BY id DESC LIMIT 1',
        action,
      )
    )[0];

  describe('p', () => {
    it('stores w without p, so the account submits, and p alone, in user_rights.p', async () => {
      const answer = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
        body: {
          rights: [
            { path: 'news', r: true, w: true, d: false, p: false },
            { path: 'about', r: true, w: false, d: false, p: true },
          ],
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.rights).toEqual([
        { path: 'about', r: true, w: false, d: false, p: true },
        { path: 'news', r: true, w: true, d: false, p: false },
      ]);
      expect(await query("SELECT path, p FROM user_rights WHERE account = 'viewer' ORDER BY path")).toEqual([
        { path: 'about', p: 1 },
        { path: 'news', p: 0 },
      ]);
      expect((await lastAudit('account.rights'))?.detail).toContain('"p":false');
    });

    it('gives p = w to a rights object written as the spec has it, without p', async () => {
      const answer = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
        body: {
          rights: [
            { path: '*', r: true, w: false, d: false },
            { path: 'news', r: true, w: true, d: true },
          ],
        },
      });
      expect(answer.body.rights).toEqual([
        { path: '*', r: true, w: false, d: false, p: false },
        { path: 'news', r: true, w: true, d: true, p: true },
      ]);
      const created = await admin.send<CreatedAccount>('POST', ACCOUNT_PATHS.accounts, {
        body: {
          account: 'spec.client',
          displayName: '舊版用戶端',
          admin: false,
          rights: [{ path: 'news', r: true, w: true, d: false }],
        },
      });
      expect(created.body.account.rights).toEqual([{ path: 'news', r: true, w: true, d: false, p: true }]);
    });

    it('refuses a p that is not true or false with a zh-TW message', async () => {
      const bad = await admin.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
        body: { rights: [{ path: 'news', r: true, w: true, d: false, p: 'yes' }] },
      });
      const body = expectErrorBody(bad, 400);
      expect(JSON.stringify(body.fields)).toContain('發布權限必須是是或否');
      const extra = await admin.send('PUT', ACCOUNT_PATHS.accountRights('viewer'), {
        body: { rights: [{ path: 'news', r: true, w: true, d: false, x: true }] },
      });
      expect(expectErrorBody(extra, 400).error_description).toMatch(/^輸入資料有誤/);
    });
  });

  describe('email', () => {
    it('creates an account with an address, trimmed, and audits it', async () => {
      const created = await admin.send<CreatedAccount>('POST', ACCOUNT_PATHS.accounts, {
        body: {
          account: 'mail.clerk',
          displayName: '收件承辦',
          admin: false,
          rights: [],
          email: '  clerk@museum.example ',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.account.email).toBe('clerk@museum.example');
      expect(await query("SELECT email FROM users WHERE account = 'mail.clerk'")).toEqual([
        { email: 'clerk@museum.example' },
      ]);
      expect(JSON.parse((await lastAudit('account.create'))!.detail)).toEqual(
        expect.objectContaining({ target: 'mail.clerk', email: 'clerk@museum.example' }),
      );
      const list = await admin.send<AccountSummary[]>('GET', ACCOUNT_PATHS.accounts);
      expect(list.body.find((a) => a.account === 'mail.clerk')?.email).toBe('clerk@museum.example');
    });

    it('refuses an address that is not one, or too long, naming the field in zh-TW', async () => {
      for (const email of [
        'clerk',
        'a b@museum.example',
        'clerk@localhost',
        'x@y.example\r\nBcc: z@z.example',
      ])
        for (const [method, path, body] of [
          ['POST', ACCOUNT_PATHS.accounts, { account: 'bad.mail', displayName: '錯誤', email }],
          ['PUT', ACCOUNT_PATHS.account('mail.clerk'), { email }],
        ] as const) {
          const answer = await admin.send<ApiErrorBody>(method, path, { body });
          expect([email, answer.status]).toEqual([email, 400]);
          expect(answer.body.fields?.email).toMatch(/^電子郵件地址格式不正確/);
        }
      // Every part within its own limit (64, 63 per label), the whole 264 characters.
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`;
      const tooLong = await admin.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.account('mail.clerk'), {
        body: { email: long },
      });
      expect(expectErrorBody(tooLong, 400).fields?.email).toBe('電子郵件地址不可超過 254 個字元');
      expect(await query("SELECT email FROM users WHERE account = 'mail.clerk'")).toEqual([
        { email: 'clerk@museum.example' },
      ]);
    });

    it('changes and clears an address, auditing the old one beside the new', async () => {
      const changed = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.account('mail.clerk'), {
        body: { email: 'letters@museum.example' },
      });
      expect(changed.body.email).toBe('letters@museum.example');
      expect(JSON.parse((await lastAudit('account.update'))!.detail)).toEqual({
        target: 'mail.clerk',
        email: 'letters@museum.example',
        previousEmail: 'clerk@museum.example',
      });
      const cleared = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.account('mail.clerk'), {
        body: { email: null },
      });
      expect(cleared.body.email).toBeNull();
      // A form's empty field means no address too.
      await admin.send('PUT', ACCOUNT_PATHS.account('mail.clerk'), { body: { email: 'x@museum.example' } });
      const blank = await admin.send<AccountSummary>('PUT', ACCOUNT_PATHS.account('mail.clerk'), {
        body: { email: '' },
      });
      expect(blank.body.email).toBeNull();
      expect(await query("SELECT email FROM users WHERE account = 'mail.clerk'")).toEqual([{ email: null }]);
    });
  });

  describe('我的帳號', () => {
    it('shows the holder its address and lets it set its own, audited as email.change', async () => {
      const writer = await signIn(server, 'writer');
      const me = await writer.send<MyAccount>('GET', ACCOUNT_PATHS.me);
      expect(me.body.email).toBe('writer@museum.example');
      const put = await writer.send<MyAccount>('PUT', ACCOUNT_PATHS.myEmail, {
        body: { email: 'zhang@museum.example' },
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(
        expect.objectContaining({ account: 'writer', email: 'zhang@museum.example', admin: false }),
      );
      expect((await writer.send<MyAccount>('GET', ACCOUNT_PATHS.me)).body.email).toBe('zhang@museum.example');
      const entry = await lastAudit('email.change');
      expect(entry?.account).toBe('writer');
      expect(JSON.parse(entry!.detail)).toEqual(
        expect.objectContaining({ email: 'zhang@museum.example', previousEmail: 'writer@museum.example' }),
      );
      const cleared = await writer.send<MyAccount>('PUT', ACCOUNT_PATHS.myEmail, { body: { email: null } });
      expect(cleared.body.email).toBeNull();
    });

    it('refuses a wrong address or another field with 400 in zh-TW, changing nothing', async () => {
      const editor = await signIn(server, 'editor');
      const wrong = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myEmail, {
        body: { email: 'editor@' },
      });
      expect(expectErrorBody(wrong, 400).fields?.email).toMatch(/^電子郵件地址格式不正確/);
      const other = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myEmail, {
        body: { email: 'a@museum.example', admin: true },
      });
      expect(expectErrorBody(other, 400).error_description).toMatch(/^輸入資料有誤/);
      const missing = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myEmail, { body: {} });
      expect(missing.status).toBe(400);
      expect(
        await query(
          "SELECT email, is_admin FROM users JOIN site_members USING (account) WHERE account = 'editor'",
        ),
      ).toEqual([{ email: 'editor@museum.example', is_admin: 0 }]);
    });

    it('lets the holder rename itself, trimmed and audited as name.change, its account name unchanged', async () => {
      const writer = await signIn(server, 'writer');
      const before = (await writer.send<MyAccount>('GET', ACCOUNT_PATHS.me)).body.displayName;
      const put = await writer.send<MyAccount>('PUT', ACCOUNT_PATHS.myName, {
        body: { displayName: '  張文書  ' },
      });
      expect(put.status).toBe(200);
      expect(put.body).toEqual(expect.objectContaining({ account: 'writer', displayName: '張文書' }));
      expect((await writer.send<MyAccount>('GET', ACCOUNT_PATHS.me)).body.displayName).toBe('張文書');
      expect(await query("SELECT display_name FROM users WHERE account = 'writer'")).toEqual([
        { display_name: '張文書' },
      ]);
      const entry = await lastAudit('name.change');
      expect(entry?.account).toBe('writer');
      expect(JSON.parse(entry!.detail)).toEqual(
        expect.objectContaining({ displayName: '張文書', previousName: before }),
      );
    });

    it('refuses a blank or too long name, or another field, with 400 in zh-TW, changing nothing', async () => {
      const editor = await signIn(server, 'editor');
      const before = await query(
        "SELECT display_name, is_admin FROM users JOIN site_members USING (account) WHERE account = 'editor'",
      );
      const blank = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myName, {
        body: { displayName: '   ' },
      });
      expect(expectErrorBody(blank, 400).fields?.displayName).toBe('請填寫顯示名稱');
      const long = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myName, {
        body: { displayName: '林'.repeat(51) },
      });
      expect(expectErrorBody(long, 400).fields?.displayName).toBe('顯示名稱不可超過 50 個字');
      const other = await editor.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myName, {
        body: { displayName: '林編輯', admin: true },
      });
      expect(expectErrorBody(other, 400).error_description).toMatch(/^輸入資料有誤/);
      expect(
        await query(
          "SELECT display_name, is_admin FROM users JOIN site_members USING (account) WHERE account = 'editor'",
        ),
      ).toEqual(before);
    });

    it('answers a session that still owes its password change with 403, and no session at all with 612', async () => {
      const reset = await admin.send<{ initialPassword: string }>(
        'POST',
        ACCOUNT_PATHS.accountAction('mail.clerk', 'reset-password'),
      );
      const owed = await signIn(server, 'mail.clerk', reset.body.initialPassword);
      const refused = await owed.send<ApiErrorBody>('PUT', ACCOUNT_PATHS.myEmail, {
        body: { email: 'clerk@museum.example' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error_description).toMatch(/密碼/);
      const anonymous = await fetch(`${server.baseUrl}${ACCOUNT_PATHS.myEmail}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'clerk@museum.example' }),
      });
      expect(anonymous.status).toBe(612);
    });
  });
});
