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
});
