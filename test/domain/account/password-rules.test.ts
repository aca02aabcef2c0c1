import {
  NAME_IN_PASSWORD_MIN_LENGTH,
  passwordRuleBroken,
  type PasswordOwner,
} from '../../../src/shared/password-rules';

const IN_NAME = '密碼不可包含顯示名稱。';
const owner = (displayName: string): PasswordOwner => ({ account: 'editor', displayName });

describe('the names inside a password', () => {
  it('refuses the display name inside a password, whatever its case or spacing', () => {
    expect(passwordRuleBroken('藍色林小美家的 3 隻貓', owner('林小美'))).toBe(IN_NAME);
    expect(passwordRuleBroken('Sunny-MeiLing-2026', owner('meiling'))).toBe(IN_NAME);
    expect(passwordRuleBroken('sunny mei ling 2026', owner('Mei Ling'))).toBe(IN_NAME);
    expect(passwordRuleBroken('sunny-meiling-2026', owner('Mei Ling'))).toBe(IN_NAME);
    // Full-width letters and digits are the same name to a guesser.
    expect(passwordRuleBroken('sunny-meiling-2026', owner('ＭｅｉＬｉｎｇ'))).toBe(IN_NAME);
  });

  it('takes the same password when the display name is elsewhere, short or unknown', () => {
    expect(passwordRuleBroken('藍色的海邊有 3 隻貓在睡午覺', owner('林小美'))).toBeNull();
    expect(NAME_IN_PASSWORD_MIN_LENGTH).toBe(3);
    expect(passwordRuleBroken('always-walking-2026', owner('Al'))).toBeNull();
    expect(passwordRuleBroken('always-walking-2026', owner('王明'))).toBeNull();
    expect(passwordRuleBroken('always-walking-2026', owner('  '))).toBeNull();
    expect(passwordRuleBroken('always-walking-2026', { account: 'editor' })).toBeNull();
  });

  it('still refuses the account name first, and still checks length before names', () => {
    expect(passwordRuleBroken('my-Editor-2026!', owner('editor'))).toBe('密碼不可包含帳號名稱。');
    expect(passwordRuleBroken('林小美1', owner('林小美'))).toBe('密碼至少需要 12 個字元。');
  });
});
