import { anAccount } from '../../../src/adapters/http/memory-accounts.adapter';
import {
  commandDone,
  commandQuestion,
  commandText,
  commandsOffered,
  deleteRefusal,
  LAST_ADMIN_REFUSAL,
  lastLoginText,
  newAccountProblems,
  emailProblem,
  emailText,
  emailToSend,
  passwordChangeText,
  roleText,
  statusText,
  twoFactorText,
} from '../../../src/domain/accounts/account-policy';

describe('what an account’s row says', () => {
  it('names the role, the status with why it is disabled, the second step and the owed change', () => {
    expect(roleText(anAccount('a', { admin: true }))).toBe('網站管理者');
    expect(roleText(anAccount('a'))).toBe('編輯者');
    expect(statusText(anAccount('a'))).toBe('啟用');
    expect(statusText(anAccount('a', { status: 'locked' }))).toBe('鎖定中');
    expect(statusText(anAccount('a', { status: 'disabled', disabledReason: 'admin' }))).toBe('停用');
    expect(statusText(anAccount('a', { status: 'disabled', disabledReason: 'idle' }))).toBe(
      '停用（閒置過久）',
    );
    expect(twoFactorText(anAccount('a', { twoFactor: true }))).toBe('已設定');
    expect(twoFactorText(anAccount('a'))).toBe('未設定');
    expect(passwordChangeText(anAccount('a', { passwordChangeRequired: true }))).toBe('下次登入須變更');
    expect(passwordChangeText(anAccount('a'))).toBe('不需要');
  });

  it('gives the last login in Taipei time, or 從未登入', () => {
    expect(lastLoginText(anAccount('a', { lastLoginAt: '2026-11-23T02:32:00.000Z' }))).toBe(
      '2026-11-23 10:32',
    );
    expect(lastLoginText(anAccount('a'))).toBe('從未登入');
    expect(lastLoginText(anAccount('a', { lastLoginAt: 'garbled' }))).toBe('garbled');
  });
});

describe('the actions an account offers', () => {
  it('offers 停用 but not 啟用 or 解除鎖定 on an active account without a second step', () => {
    expect(commandsOffered(anAccount('a'))).toEqual([
      'rights',
      'disable',
      'reset-password',
      'end-sessions',
      'delete',
    ]);
  });

  it('offers 啟用 and not 停用 on a disabled account', () => {
    const offered = commandsOffered(anAccount('a', { status: 'disabled' }));
    expect(offered).toContain('enable');
    expect(offered).not.toContain('disable');
  });

  it('offers 解除鎖定 only on a locked account, and 重設兩步驟驗證 only with a second step', () => {
    expect(commandsOffered(anAccount('a', { status: 'locked', twoFactor: true }))).toEqual([
      'rights',
      'disable',
      'unlock',
      'reset-password',
      'end-sessions',
      'reset-two-factor',
      'delete',
    ]);
  });

  it('refuses to delete the last administrator, and lets one of two go', () => {
    const boss = anAccount('boss', { admin: true });
    const writer = anAccount('writer');
    expect(deleteRefusal(boss, [boss, writer])).toBe(LAST_ADMIN_REFUSAL);
    expect(deleteRefusal(writer, [boss, writer])).toBeNull();
    expect(deleteRefusal(boss, [boss, anAccount('second', { admin: true })])).toBeNull();
  });

  it('asks before what takes something away, naming the account and the action on the yes button', () => {
    const lin = anAccount('lin', { displayName: '林編輯' });
    expect(commandQuestion('reset-password', lin)).toEqual({
      title: '重設密碼',
      message: expect.stringContaining('林編輯（lin）') as string,
      action: '重設密碼',
    });
    expect(commandQuestion('reset-password', lin)?.message).toContain('結束這個帳號所有的登入');
    for (const command of ['disable', 'end-sessions', 'reset-two-factor', 'delete'] as const)
      expect(commandQuestion(command, lin)?.action).toBe(commandText(command));
    expect(commandQuestion('enable', lin)).toBeNull();
    expect(commandQuestion('unlock', lin)).toBeNull();
  });

  it('says what was done, and names every command', () => {
    const lin = anAccount('lin', { displayName: '林編輯' });
    expect(commandDone('unlock', lin)).toBe('已解除 林編輯（lin） 的鎖定');
    // 編輯帳號 saves the role, the address and the rights together.
    expect(commandDone('rights', lin)).toBe('已更新 林編輯（lin） 的帳號資料與權限');
    expect(commandText('rights')).toBe('編輯帳號');
    expect(commandText('end-sessions')).toBe('結束所有登入');
    expect(commandText('other' as 'delete')).toBe('other');
  });
});

describe('a new account’s form', () => {
  it('asks for an account and a display name', () => {
    expect(newAccountProblems({ account: ' ', displayName: '' })).toEqual({
      account: '請輸入帳號。',
      displayName: '請填寫顯示名稱。',
    });
  });

  it('refuses spaces inside an account and names over their length, by the server’s rule', () => {
    expect(newAccountProblems({ account: 'lin wei', displayName: '林' }).account).toBe('帳號不可包含空白。');
    expect(newAccountProblems({ account: 'a'.repeat(65), displayName: '林'.repeat(51) })).toEqual({
      account: '帳號不可超過 64 個字元。',
      displayName: '顯示名稱不可超過 50 個字。',
    });
    expect(newAccountProblems({ account: 'lin', displayName: '林'.repeat(50) })).toEqual({});
    expect(newAccountProblems({ account: 'lin', displayName: '林編輯' })).toEqual({});
  });

  it('takes an address or none, and names a wrong one by the server’s rule', () => {
    expect(newAccountProblems({ account: 'lin', displayName: '林', email: '  ' })).toEqual({});
    expect(newAccountProblems({ account: 'lin', displayName: '林', email: 'lin@museum.example' })).toEqual(
      {},
    );
    expect(newAccountProblems({ account: 'lin', displayName: '林', email: 'lin@museum' })).toEqual({
      email: '電子郵件地址格式不正確，請寫成 name@example.gov.tw 的樣子。',
    });
  });
});

describe('an account’s address', () => {
  it('is sent trimmed, and blank is sent as none', () => {
    expect(emailToSend(' lin@museum.example ')).toBe('lin@museum.example');
    expect(emailToSend(' ')).toBeNull();
  });

  it('refuses what the server refuses: no @, spaces, a bare host, a local part over 64, over 254 in all', () => {
    for (const typed of ['lin', 'lin @museum.example', 'lin@localhost', `${'a'.repeat(65)}@museum.example`])
      expect([typed, emailProblem(typed)]).toEqual([typed, expect.stringMatching(/^電子郵件地址格式不正確/)]);
    expect(emailProblem(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.tw`)).toBe(
      '電子郵件地址不可超過 254 個字元。',
    );
    expect(emailProblem('lin.wei+news@museum.example.gov.tw')).toBeNull();
  });

  it('reads 未設定 in the table when the account has none', () => {
    expect(emailText({ email: null })).toBe('未設定');
    expect(emailText({ email: 'lin@museum.example' })).toBe('lin@museum.example');
  });
});
