import { validateLoginFields } from '../../../src/domain/login/login-fields';

describe('login field bounds', () => {
  it('accepts fields within 1–64 and 1–128 characters', () => {
    expect(validateLoginFields({ account: 'a'.repeat(64), password: 'p'.repeat(128) })).toBeNull();
    expect(validateLoginFields({ account: 'a', password: 'p' })).toBeNull();
  });

  it('asks for both fields when they are empty, judging the account without surrounding spaces', () => {
    expect(validateLoginFields({ account: '   ', password: '' })).toEqual({
      account: { key: 'core.login.accountRequired', text: '請輸入帳號。' },
      password: { key: 'core.login.passwordRequired', text: '請輸入密碼。' },
    });
  });

  it('refuses fields over their bounds', () => {
    const errors = validateLoginFields({ account: 'a'.repeat(65), password: 'p'.repeat(129) });
    expect(errors?.account?.key).toBe('core.login.accountTooLong');
    expect(errors?.password?.key).toBe('core.login.passwordTooLong');
  });

  it('counts characters as people do, a rare Han character being one', () => {
    expect(validateLoginFields({ account: '𠀀'.repeat(64), password: 'p' })).toBeNull();
  });

  it('treats fields that are not text as empty', () => {
    const errors = validateLoginFields({ account: undefined, password: null } as unknown as {
      account: string;
      password: string;
    });
    expect(Object.keys(errors ?? {})).toEqual(['account', 'password']);
  });
});
