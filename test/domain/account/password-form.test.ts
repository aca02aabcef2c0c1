import { ApiError } from '../../../src/domain/errors/api-errors';
import {
  checkPasswordForm,
  PASSWORD_FORM_MESSAGES,
  passwordRefusal,
  passwordRulesInWords,
} from '../../../src/domain/account/password-form';
import {
  isCodeRefusal,
  readEnrolmentCode,
  secretInGroups,
} from '../../../src/domain/account/two-factor-policy';

const RULES = { minLength: 12, maxLength: 128 };
const LIN = { account: 'lin', displayName: '林小美' };
const GOOD = '藍色的海邊有 3 隻貓在睡午覺';

const apiError = (status: number, fields?: Record<string, string>) =>
  new ApiError({ status, error_description: '密碼不符合規則。', code: `E${status}`, time: 't', fields });

describe('the password form policy', () => {
  it('lets a good change through', () => {
    expect(checkPasswordForm({ current: 'old one 1234', next: GOOD, repeat: GOOD }, LIN, RULES)).toBeNull();
  });

  it('names every field that is wrong, each with its first problem', () => {
    expect(checkPasswordForm({ current: '', next: 'short1', repeat: 'other' }, LIN, RULES)).toEqual({
      current: PASSWORD_FORM_MESSAGES.currentMissing,
      next: '密碼至少需要 12 個字元。',
      repeat: PASSWORD_FORM_MESSAGES.repeatMismatch,
    });
  });

  it('refuses the current password again, and a weak finding from the strength library', () => {
    const same = 'old one 1234';
    expect(checkPasswordForm({ current: same, next: same, repeat: same }, LIN, RULES)?.next).toBe(
      PASSWORD_FORM_MESSAGES.sameAsCurrent,
    );
    expect(
      checkPasswordForm({ current: 'x', next: GOOD, repeat: GOOD }, LIN, RULES, '太常見了。')?.next,
    ).toBe('太常見了。');
  });

  it('refuses the display name inside the new password, as the server does', () => {
    const next = '林小美的 3 隻貓在睡午覺';
    expect(checkPasswordForm({ current: 'x', next, repeat: next }, LIN, RULES)?.next).toBe(
      '密碼不可包含顯示名稱。',
    );
    expect(passwordRulesInWords(RULES)[2]).toContain('顯示名稱');
  });

  it('says the rules in words with the server’s numbers', () => {
    expect(passwordRulesInWords({ minLength: 15, maxLength: 64 })[0]).toContain(
      '至少 15 個字元，最多 64 個字元',
    );
  });

  it('puts a 400’s field messages next to their fields', () => {
    expect(passwordRefusal(apiError(400, { current: '目前的密碼不正確。' }))).toEqual({
      message: PASSWORD_FORM_MESSAGES.refused,
      fields: { current: '目前的密碼不正確。' },
    });
    expect(passwordRefusal(apiError(400, { next: '不可使用最近用過的 3 個密碼。' }))?.fields).toEqual({
      next: '不可使用最近用過的 3 個密碼。',
    });
  });

  it('gives a 400 without fields to the new password, and is no refusal for other failures', () => {
    expect(passwordRefusal(apiError(400))?.fields).toEqual({ next: '密碼不符合規則。' });
    expect(passwordRefusal(apiError(500))).toBeNull();
    expect(passwordRefusal(new Error('x'))).toBeNull();
  });
});

describe('the two-step setup policy', () => {
  it('shows the secret in groups of four for typing', () => {
    expect(secretInGroups('jbswy3dpehpk3pxp==')).toEqual(['JBSW', 'Y3DP', 'EHPK', '3PXP']);
    expect(secretInGroups('')).toEqual([]);
  });

  it('confirms with a six-digit code only, never a recovery code', () => {
    expect(readEnrolmentCode(' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(readEnrolmentCode('ab12c-9xk3m')).toMatchObject({ ok: false });
    expect(readEnrolmentCode('')).toEqual({ ok: false, message: expect.stringContaining('6 位數') });
  });

  it('counts a 400 and a 401 as a refused code, not other failures', () => {
    expect(isCodeRefusal(apiError(400))).toBe(true);
    expect(isCodeRefusal(apiError(401))).toBe(true);
    expect(isCodeRefusal(apiError(503))).toBe(false);
    expect(isCodeRefusal(new Error('x'))).toBe(false);
  });
});
