import { DEFAULT_SECURITY_OPTIONS, type SecurityOptions } from '../../../src/server/server-options';
import { SETUP_OWED_CODE, type MyAccount, type TwoFactorEnrolment } from '../../../src/shared/accounts.types';
import { DAY_MS } from '../../../src/shared/password-rules';
import { startTestServer, type TestServer } from '../support/test-server';
import { clientOf, codeAt } from './sign-in.support';

const NEW_PASSWORD = 'Harbor#Maple-2291';

async function serverWith(security: Partial<SecurityOptions>): Promise<TestServer> {
  return startTestServer({ security: { ...DEFAULT_SECURITY_OPTIONS, ...security } });
}

describe('a forced password change', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await serverWith({});
    await server.sql("UPDATE users SET must_change_password = ? WHERE account = 'writer'", [true]);
  });
  afterEach(() => server.close());

  it('says so in the token answer and restricts the session until the password is changed', async () => {
    const client = clientOf(server);
    const login = await client.login('writer', 'Writer#2026');
    expect(login.status).toBe(200);
    expect(login.body.password_change_required).toBe(true);
    expect(login.body).not.toHaveProperty('two_factor_setup_required');
    const token = login.body.access_token;

    const refused = await client.rights(token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: SETUP_OWED_CODE, error_description: '請先變更密碼。' });
    const document = await client.call('GET', '/backend/documents', { token });
    expect(document.body).toMatchObject({ status: 403, code: SETUP_OWED_CODE });

    const me = await client.call<MyAccount>('GET', '/backend/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      account: 'writer',
      passwordChangeRequired: true,
      twoFactorSetupRequired: false,
    });
    expect((await client.call('GET', '/backend/me/sessions', { token })).status).toBe(200);

    const changed = await client.call('POST', '/backend/me/password', {
      token,
      json: { current: 'Writer#2026', next: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    // Read from the account, not the token: the same session is free at once.
    expect((await client.rights(token)).status).toBe(200);
    const again = await client.login('writer', NEW_PASSWORD);
    expect(again.body).not.toHaveProperty('password_change_required');
  });

  it('keeps reflash and logout open to the restricted session', async () => {
    const client = clientOf(server);
    const token = (await client.login('writer', 'Writer#2026')).body.access_token;
    const reflashed = await client.call<{ access_token: string }>('POST', '/backend/oauth/reflash', {
      token,
    });
    expect(reflashed.status).toBe(200);
    expect(
      (await client.call('POST', '/backend/oauth/del', { token: reflashed.body.access_token })).status,
    ).toBe(200);
  });
});

describe('the maximum password age', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await serverWith({ passwordMaxAgeDays: 90 });
    await server.sql("UPDATE users SET password_changed_at = ? WHERE account = 'writer'", [
      new Date(server.clock.now()),
    ]);
  });
  afterEach(() => server.close());

  it('asks for a change once the password is 90 days old, not a second before', async () => {
    const client = clientOf(server);
    server.clock.advanceSeconds((90 * DAY_MS) / 1000 - 1);
    const before = await client.login('writer', 'Writer#2026');
    expect(before.body).not.toHaveProperty('password_change_required');
    expect((await client.rights(before.body.access_token)).status).toBe(200);

    server.clock.advanceSeconds(1);
    const after = await client.login('writer', 'Writer#2026');
    expect(after.body.password_change_required).toBe(true);
    expect((await client.rights(after.body.access_token)).status).toBe(403);
    const me = await client.call<MyAccount>('GET', '/backend/me', { token: after.body.access_token });
    expect(me.body.passwordExpiresAt).toBe(new Date(server.clock.now()).toISOString());
  });
});

describe('two-step login required by REQUIRE_2FA', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('asks administrators to set it up (admins), and lifts the restriction once confirmed', async () => {
    server = await serverWith({ requireTwoFactor: 'admins' });
    await server.sql("UPDATE site_members SET is_admin = ? WHERE account = 'editor'", [true]);
    const client = clientOf(server);
    expect((await client.login('viewer', 'Viewer#2026')).body).not.toHaveProperty(
      'two_factor_setup_required',
    );

    const login = await client.login('editor', 'Editor#2026');
    expect(login.body.two_factor_setup_required).toBe(true);
    const token = login.body.access_token;
    const refused = await client.rights(token);
    expect(refused.body).toMatchObject({
      code: SETUP_OWED_CODE,
      error_description: '請先完成兩步驟驗證設定。',
    });

    const setup = await client.call<TwoFactorEnrolment>('POST', '/backend/me/two-factor/setup', { token });
    const code = codeAt(setup.body.secret, server.clock.now());
    expect(
      (await client.call('POST', '/backend/me/two-factor/confirm', { token, json: { code } })).status,
    ).toBe(200);
    expect((await client.rights(token)).status).toBe(200);
  });

  it('names both when both are owed', async () => {
    server = await serverWith({ requireTwoFactor: 'all' });
    await server.sql("UPDATE users SET must_change_password = ? WHERE account = 'viewer'", [true]);
    const client = clientOf(server);
    const login = await client.login('viewer', 'Viewer#2026');
    expect(login.body).toMatchObject({ password_change_required: true, two_factor_setup_required: true });
    expect((await client.rights(login.body.access_token)).body).toMatchObject({
      error_description: '請先變更密碼並完成兩步驟驗證設定。',
    });
  });

  it('asks no one when off', async () => {
    server = await serverWith({ requireTwoFactor: 'off' });
    await server.sql("UPDATE site_members SET is_admin = ? WHERE account = 'editor'", [true]);
    const login = await clientOf(server).login('editor', 'Editor#2026');
    expect(login.body).not.toHaveProperty('two_factor_setup_required');
  });
});

describe('a disabled account', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await serverWith({});
  });
  afterEach(() => server.close());

  it('answers 403 in zh-TW only after the right password, and its tokens stop working', async () => {
    const client = clientOf(server);
    const token = (await client.login('editor', 'Editor#2026')).body.access_token;
    await server.sql("UPDATE users SET disabled_at = ?, disabled_reason = 'admin' WHERE account = 'editor'", [
      new Date(1),
    ]);

    const wrong = await client.login('editor', 'wrong');
    expect(wrong.status).toBe(401);
    const right = await client.login('editor', 'Editor#2026');
    expect(right.status).toBe(403);
    expect(right.body.error_description).toBe('此帳號已停用，請洽網站管理者。');

    expect((await client.rights(token)).status).toBe(612);
    expect((await client.call('GET', '/backend/me', { token })).status).toBe(612);
    expect((await client.call('POST', '/backend/oauth/reflash', { token })).status).toBe(612);
  });
});
