import {
  OTP_INVALID_CODE,
  OTP_REQUIRED_CODE,
  type TwoFactorEnrolment,
} from '../../../src/shared/accounts.types';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditActions, clientOf, codeAt } from './sign-in.support';

describe('two-step login with TOTP', () => {
  let server: TestServer;
  let secret: string;
  let recoveryCodes: string[];
  const client = () => clientOf(server, '127.0.0.31');

  /** Enrols `editor`: setup, then confirm with the code an app computes from the secret. */
  async function enrol(): Promise<void> {
    const token = (await client().login('editor', 'Editor#2026')).body.access_token;
    const setup = await client().call<TwoFactorEnrolment>('POST', '/backend/me/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    secret = setup.body.secret;
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.uri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]* role="img"/);
    expect(setup.body.qrSvg).toContain('<title id="two-factor-qr-title">兩步驟驗證設定 QR 碼');

    const wrong = await client().call('POST', '/backend/me/two-factor/confirm', {
      token,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { code: expect.stringMatching(/驗證碼不正確/) } });

    const confirmed = await client().call<{ recoveryCodes: string[] }>(
      'POST',
      '/backend/me/two-factor/confirm',
      {
        token,
        json: { code: codeAt(secret, server.clock.now()) },
      },
    );
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The code that confirmed the setup is spent: the next login needs the next step's code.
    server.clock.advanceSeconds(30);
  }

  beforeEach(async () => {
    server = await startTestServer();
    await enrol();
  });
  afterEach(() => server.close());

  it('asks for the code after the right password, and that question costs no attempt', async () => {
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await client().login('editor', 'Editor#2026');
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: OTP_REQUIRED_CODE,
        error_description: '請輸入兩步驟驗證碼。',
      });
    }
    const answer = await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now()));
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    expect(answer.body).not.toHaveProperty('two_factor_setup_required');
  });

  it('does not ask a wrong password for a code: the guesser learns nothing', async () => {
    const answer = await client().login('editor', 'wrong');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('E401');
  });

  it('refuses a code used once already, even inside its window', async () => {
    const code = codeAt(secret, server.clock.now());
    expect((await client().login('editor', 'Editor#2026', code)).status).toBe(200);
    const replay = await client().login('editor', 'Editor#2026', code);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: OTP_INVALID_CODE,
      error_description: '驗證碼錯誤或已使用過。',
    });
  });

  it('accepts a code of the step before or after, for a phone whose clock is a little off', async () => {
    expect(
      (await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now(), 1))).status,
    ).toBe(200);
    // Two steps on, the step before now is later than the one just accepted.
    server.clock.advanceSeconds(90);
    expect(
      (await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now(), -1))).status,
    ).toBe(200);
    expect(
      (await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now(), 2))).status,
    ).toBe(401);
  });

  it('takes a recovery code once, typed in capitals or without its hyphen', async () => {
    const [code = ''] = recoveryCodes;
    const typed = code.toUpperCase().replace('-', '');
    expect((await client().login('editor', 'Editor#2026', typed)).status).toBe(200);
    const again = await client().login('editor', 'Editor#2026', code);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe(OTP_INVALID_CODE);
    const token = (await client().login('editor', 'Editor#2026', recoveryCodes[1])).body.access_token;
    const me = await client().call<{ twoFactor: { recoveryCodesLeft: number } }>('GET', '/backend/me', {
      token,
    });
    expect(me.body.twoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: 8 });
  });

  it('counts a wrong code toward the lockout: five wrong codes lock the account from that address', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await client().login('editor', 'Editor#2026', '123456')).status).toBe(401);
    expect((await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now()))).status).toBe(
      429,
    );
  });

  it('audits the enrolment and each login’s outcome, with the reason', async () => {
    await client().login('editor', 'Editor#2026', '999999');
    await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now()));
    const rows = await auditActions(server, 'editor');
    expect(rows.map((row) => row.action)).toEqual([
      'login.success',
      'two-factor.enable',
      'login.failure',
      'login.success',
    ]);
    expect(rows[2]?.detail).toEqual({ reason: 'otp', ip: '127.0.0.31' });
    expect(rows[3]?.detail).toMatchObject({ twoFactor: true });
  });

  describe('re-enrolling a second step that works', () => {
    const setup = (token: string, json?: unknown) =>
      client().call<TwoFactorEnrolment & { fields?: Record<string, string> }>(
        'POST',
        '/backend/me/two-factor/setup',
        { token, ...(json === undefined ? {} : { json }) },
      );
    const loginNow = async () =>
      (await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now()))).body.access_token!;

    it("is refused to the session token alone, and the owner's second step keeps working", async () => {
      const stolen = await loginNow();
      server.clock.advanceSeconds(30);
      const bare = await setup(stolen);
      expect(bare.status).toBe(400);
      expect(bare.body.fields).toEqual({
        password: '請輸入目前的密碼',
        code: '請輸入目前的驗證碼或一組復原碼',
      });
      expect(
        (await setup(stolen, { password: 'wrong', code: codeAt(secret, server.clock.now()) })).status,
      ).toBe(400);
      expect((await setup(stolen, { password: 'Editor#2026', code: '000000' })).status).toBe(400);
      const confirm = await client().call('POST', '/backend/me/two-factor/confirm', {
        token: stolen,
        json: { code: '123456' },
      });
      expect(confirm.status).toBe(400);
      // Nothing changed: the owner's app still logs in.
      server.clock.advanceSeconds(30);
      expect((await client().login('editor', 'Editor#2026', codeAt(secret, server.clock.now()))).status).toBe(
        200,
      );
      const failures = (await auditActions(server, 'editor')).filter(
        (entry) => entry.action === 'login.failure' && entry.detail.during === 'two-factor.reset',
      );
      expect(failures.map((entry) => entry.detail.reason)).toEqual(['credentials', 'otp']);
    });

    it('takes the password and a current code, and ends the other sessions', async () => {
      const other = await loginNow();
      server.clock.advanceSeconds(30);
      const mine = await loginNow();
      server.clock.advanceSeconds(30);
      const started = await setup(mine, {
        password: 'Editor#2026',
        code: codeAt(secret, server.clock.now()),
      });
      expect(started.status).toBe(200);
      expect((await client().rights(other)).status).toBe(200);
      const confirmed = await client().call('POST', '/backend/me/two-factor/confirm', {
        token: mine,
        json: { code: codeAt(started.body.secret, server.clock.now()) },
      });
      expect(confirmed.status).toBe(200);
      expect((await client().rights(other)).status).toBe(612);
      expect((await client().rights(mine)).status).toBe(200);
    });

    it('takes the password and a recovery code instead of a code, once', async () => {
      const mine = await loginNow();
      const started = await setup(mine, { password: 'Editor#2026', code: recoveryCodes[0] });
      expect(started.status).toBe(200);
      expect((await setup(mine, { password: 'Editor#2026', code: recoveryCodes[0] })).status).toBe(400);
    });
  });
});
