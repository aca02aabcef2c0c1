import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { login, type LoginDeps } from '../../../src/application/auth/login.use-case';
import type { Captcha } from '../../../src/domain/captcha/captcha.port';
import { anAnswer } from '../support/answers';
import { aClient } from '../support/client-harness';
import type { MemoryAnswer } from '../../../src/adapters/http/memory-http.adapter';
import { FIXED_NOW } from '../../domain/support/fixed-now';

class FakeCaptcha implements Captcha {
  resets = 0;
  constructor(private readonly response: () => Promise<string> = () => Promise.resolve('captcha-ok')) {}
  getResponse(): Promise<string> {
    return this.response();
  }
  reset(): void {
    this.resets += 1;
  }
}

const PASSWORD = 'p@ss word 123';

function aLogin(answer?: MemoryAnswer, captcha = new FakeCaptcha()) {
  const harness = aClient();
  if (answer) harness.http.on('POST', '/backend/oauth/token', answer);
  const deps: LoginDeps = {
    api: harness.api,
    session: harness.session,
    captcha,
    clock: new ManualTime(FIXED_NOW),
  };
  return {
    ...harness,
    captcha,
    run: (account = ' editor ', password = PASSWORD) => login(deps, { account, password }),
  };
}

describe('login', () => {
  it('sends the form-encoded token call and stores the token', async () => {
    const { run, http, storage, session, captcha } = aLogin(anAnswer.freshToken('t1'));
    await expect(run()).resolves.toEqual({ ok: true, owed: [] });
    expect(http.requests).toHaveLength(1);
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/backend/oauth/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'account=editor&password=p%40ss%20word%20123&g-recaptcha-response=captcha-ok&grant_type=password',
    });
    expect(storage.values.get('access_token')).toBe('t1');
    expect(storage.values.get('isLoggedIn')).toBe('true');
    expect(session.isLoggedIn).toBe(true);
    expect(captcha.resets).toBe(0);
  });

  it('keeps the session’s absolute end, counted from when the answer arrived', async () => {
    const { run, session, storage } = aLogin({
      status: 200,
      body: { access_token: 't1', token_type: 'bearer', expires_in: 900, session_expires_in: 43200 },
    });
    await run();
    expect(session.endsAt).toBe(FIXED_NOW + 43_200_000);
    expect(storage.values.get('sessionEndsAt')).toBe(String(FIXED_NOW + 43_200_000));
  });

  it('knows no end when the token answer does not name one', async () => {
    const { run, session } = aLogin(anAnswer.freshToken('t1'));
    await run();
    expect(session.isLoggedIn).toBe(true);
    expect(session.endsAt).toBeNull();
  });

  it('never stores the password', async () => {
    const { run, storage } = aLogin(anAnswer.freshToken('t1'));
    await run();
    expect([...storage.values.values()].some((value) => value.includes(PASSWORD))).toBe(false);
  });

  it('checks the field bounds first and sends nothing when they are wrong', async () => {
    const { run, http, captcha } = aLogin();
    await expect(run('', 'x'.repeat(129))).resolves.toEqual({
      ok: false,
      reason: 'invalid-fields',
      message: '請輸入帳號。',
      messageKey: 'core.login.accountRequired',
      fields: { account: '請輸入帳號。', password: '密碼不可超過 128 個字元。' },
    });
    await expect(run('editor', '')).resolves.toMatchObject({
      message: '請輸入密碼。',
      fields: { password: '請輸入密碼。' },
    });
    expect(http.requests).toEqual([]);
    expect(captcha.resets).toBe(0);
  });

  it.each([
    [
      '401',
      anAnswer.unauthorized(),
      {
        reason: 'rejected',
        message: '帳號、密碼或驗證碼錯誤，請重新輸入。',
        messageKey: 'core.login.rejected',
      },
    ],
    [
      '429',
      anAnswer.tooManyAttempts(),
      { reason: 'too-many-attempts', messageKey: 'core.login.tooManyAttempts' },
    ],
    [
      '400',
      anAnswer.badInput({ account: '帳號格式錯誤。' }),
      { reason: 'bad-input', message: '輸入資料有誤。', fields: { account: '帳號格式錯誤。' } },
    ],
    ['400 without fields', anAnswer.badInput(), { reason: 'bad-input', message: '輸入資料有誤。' }],
    ['a network failure', anAnswer.offline(), { reason: 'network', messageKey: 'core.error.networkOffline' }],
    [
      '500',
      anAnswer.serverFault(),
      { reason: 'server', message: '資料庫連線失敗。 (Error code: DB-42, Error time: 2026-01-02 03:04:05)' },
    ],
    ['612', anAnswer.tokenInvalid('x'), { reason: 'server', message: 'x' }],
    [
      'a success without a token',
      anAnswer.ok({}),
      { reason: 'server', messageKey: 'core.error.invalidResponse' },
    ],
  ])(
    'returns an inline failure for %s, resets the captcha and opens no dialog',
    async (_label, answer, expected) => {
      const { run, dialogs, captcha, session, navigation } = aLogin(answer);
      const result = await run();
      expect(result).toMatchObject({ ok: false, ...expected });
      expect(dialogs.shown).toEqual([]);
      expect(navigation.visited).toEqual([]);
      expect(captcha.resets).toBe(1);
      expect(session.isLoggedIn).toBe(false);
    },
  );

  it('returns a failure when the captcha gives no response, and resets it', async () => {
    const { run, http, captcha } = aLogin(
      undefined,
      new FakeCaptcha(() => Promise.reject(new Error('widget gone'))),
    );
    await expect(run()).resolves.toMatchObject({
      ok: false,
      reason: 'captcha',
      messageKey: 'core.login.captchaUnavailable',
    });
    expect(http.requests).toEqual([]);
    expect(captcha.resets).toBe(1);
  });

  it('returns a generic failure for an error that is not from the API', async () => {
    const captcha = new FakeCaptcha();
    const api = { post: () => Promise.reject(new TypeError('bug')) } as unknown as LoginDeps['api'];
    const result = await login(
      { api, session: { start: jest.fn() }, captcha, clock: new ManualTime(FIXED_NOW) },
      { account: 'a', password: 'b' },
    );
    expect(result).toMatchObject({ ok: false, reason: 'server', messageKey: 'core.error.generic' });
  });
});
