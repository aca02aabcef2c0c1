import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import type { MemoryAnswer } from '../../../src/adapters/http/memory-http.adapter';
import { login, type LoginDeps } from '../../../src/application/auth/login.use-case';
import type { Credentials } from '../../../src/domain/login/login-fields';
import { OTP_INVALID_CODE, OTP_REQUIRED_CODE } from '../../../src/shared/accounts.types';
import { aClient } from '../support/client-harness';
import { FIXED_NOW } from '../../domain/support/fixed-now';

const TOKEN = '/backend/oauth/token';
const refused = (code: string): MemoryAnswer => ({
  status: 401,
  body: { status: 401, error_description: '帳號或密碼錯誤。', code, time: 't' },
});
const granted = (extra: Record<string, unknown> = {}): MemoryAnswer => ({
  status: 200,
  body: { access_token: 'tok', token_type: 'bearer', expires_in: 900, ...extra },
});

function aLogin(...answers: MemoryAnswer[]) {
  const harness = aClient();
  harness.http.on('POST', TOKEN, ...answers);
  let resets = 0;
  const deps: LoginDeps = {
    api: harness.api,
    session: harness.session,
    captcha: { getResponse: () => Promise.resolve('ok'), reset: () => void (resets += 1) },
    clock: new ManualTime(FIXED_NOW),
  };
  const run = (extra: Partial<Credentials> = {}) =>
    login(deps, { account: 'admin', password: 'a long pass 12', ...extra });
  const forms = () =>
    harness.http.requestsTo('POST', TOKEN).map((r) => Object.fromEntries(new URLSearchParams(r.body ?? '')));
  return { ...harness, run, forms, resets: () => resets };
}

describe('login with a second step', () => {
  it('says the second step is asked for when the right password meets otp_required', async () => {
    const { run, session, forms } = aLogin(refused(OTP_REQUIRED_CODE));
    const result = await run();
    expect(result).toMatchObject({
      ok: false,
      reason: 'otp-required',
      messageKey: 'account.login.otpRequired',
    });
    expect(session.isLoggedIn).toBe(false);
    expect(forms()[0]).not.toHaveProperty('otp');
  });

  it('sends the same account and password again with the code, and logs in', async () => {
    const { run, session, forms } = aLogin(refused(OTP_REQUIRED_CODE), granted());
    await run();
    await expect(run({ otp: ' 123 456 ' })).resolves.toEqual({ ok: true, owed: [] });
    expect(forms()[1]).toMatchObject({ account: 'admin', password: 'a long pass 12', otp: '123456' });
    expect(session.isLoggedIn).toBe(true);
  });

  it('accepts a recovery code in the same field, as typed', async () => {
    const { run, forms } = aLogin(granted());
    await run({ otp: 'ab12c-9xk3m' });
    expect(forms()[0]!.otp).toBe('ab12c-9xk3m');
  });

  it('reads full-width digits typed with a Chinese input method as the code', async () => {
    const { run, forms } = aLogin(granted());
    await run({ otp: '１２３４５６' });
    expect(forms()[0]!.otp).toBe('123456');
  });

  it('sends nothing for a code that is neither six digits nor a recovery code', async () => {
    const { run, http } = aLogin(granted());
    const result = await run({ otp: '12345' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid-fields' });
    expect(!result.ok && result.fields?.otp).toMatch(/6 位數字/);
    expect(http.requests).toHaveLength(0);
  });

  it('asks for an empty code rather than sending it', async () => {
    const { run, http } = aLogin(granted());
    const result = await run({ otp: '  ' });
    expect(!result.ok && result.fields?.otp).toBe('請輸入驗證碼或復原碼。');
    expect(http.requests).toHaveLength(0);
  });

  it('says a wrong code is wrong, and resets the captcha for the next try', async () => {
    const { run, resets } = aLogin(refused(OTP_INVALID_CODE));
    await expect(run({ otp: '000000' })).resolves.toMatchObject({ ok: false, reason: 'otp-invalid' });
    expect(resets()).toBe(1);
  });

  it('keeps other 401 answers as the plain refusal that names no field', async () => {
    const { run } = aLogin(refused('E401'));
    await expect(run()).resolves.toMatchObject({ ok: false, reason: 'rejected' });
  });
});

describe('login that owes steps', () => {
  it('remembers a forced password change and a two-step setup in storage, in that order', async () => {
    const { run, session, storage } = aLogin(
      granted({ two_factor_setup_required: true, password_change_required: true }),
    );
    await expect(run()).resolves.toEqual({ ok: true, owed: ['password', 'two-factor'] });
    expect(session.owed).toEqual(['password', 'two-factor']);
    expect(storage.values.get('setupOwed')).toBe('password,two-factor');
  });

  it('owes nothing when the answer carries no extension or says false', async () => {
    const { run, session, storage } = aLogin(granted({ password_change_required: false }));
    await expect(run()).resolves.toEqual({ ok: true, owed: [] });
    expect(session.owed).toEqual([]);
    expect(storage.values.has('setupOwed')).toBe(false);
  });
});
