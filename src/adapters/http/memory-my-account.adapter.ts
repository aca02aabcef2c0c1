import type { AccountSecurity, MySessions } from '../../domain/account/my-account.port';
import { ApiError, NetworkError } from '../../domain/errors/api-errors';
import type {
  MyAccount,
  PasswordChange,
  SessionSummary,
  TwoFactorEnrolment,
  TwoFactorOwnerProof,
} from '../../shared/accounts.types';
import { displayNameBroken, emailBroken } from '../../shared/accounts.schema';
import { passwordRuleBroken } from '../../shared/password-rules';

const refusal = (status: number, description: string, fields?: Record<string, string>): ApiError =>
  new ApiError({
    status,
    error_description: description,
    code: `E${status}`,
    time: '2026-01-01 00:00:00',
    fields,
  });

/** A QR code's shape as the server makes it: an SVG of rects and a path, nothing else. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0z"/></svg>';

/**
 * The in-memory twin of 我的帳號's API (`ApiMyAccount`), keeping the rules the reference server keeps:
 * an address must be one, the current password must match, the new one obeys the length and kind rules and is none of the
 * last 3; a setup stays pending until `validCode` confirms it; ending a session removes it.
 * `offline` makes every call fail as a dropped network does.
 */
export class MemoryMyAccount implements AccountSecurity, MySessions {
  password: string;
  readonly history: string[] = [];
  validCode = '123456';
  offline = false;
  pendingSecret: string | null = null;
  enrolments = 0;
  readonly calls: string[] = [];

  constructor(
    public account: MyAccount,
    password: string,
    public sessions: SessionSummary[] = [],
  ) {
    this.password = password;
  }

  private call(name: string): void {
    this.calls.push(name);
    if (this.offline) throw new NetworkError('offline');
  }

  async me(): Promise<MyAccount> {
    this.call('me');
    return structuredClone(this.account);
  }

  async changeEmail(email: string | null): Promise<MyAccount> {
    this.call('changeEmail');
    const broken = email === null ? null : emailBroken(email);
    if (broken) throw refusal(400, `輸入資料有誤：${broken}`, { email: broken });
    this.account = { ...this.account, email };
    return structuredClone(this.account);
  }

  async changeName(displayName: string): Promise<MyAccount> {
    this.call('changeName');
    const broken = displayNameBroken(displayName);
    if (broken) throw refusal(400, `輸入資料有誤：${broken}`, { displayName: broken });
    this.account = { ...this.account, displayName: displayName.trim() };
    return structuredClone(this.account);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    this.call('changePassword');
    if (change.current !== this.password)
      throw refusal(400, '目前的密碼不正確。', { current: '目前的密碼不正確。' });
    const broken = passwordRuleBroken(change.next, this.account, this.account.passwordRules);
    if (broken) throw refusal(400, broken, { next: broken });
    if (change.next === this.password || this.history.slice(-3).includes(change.next))
      throw refusal(400, '不可使用最近用過的 3 個密碼。', { next: '不可使用最近用過的 3 個密碼。' });
    this.history.push(this.password);
    this.password = change.next;
    this.account = { ...this.account, passwordChangeRequired: false };
    // The server ends the account's other sessions.
    this.sessions = this.sessions.filter((s) => s.current);
  }

  async startTwoFactor(proof?: TwoFactorOwnerProof): Promise<TwoFactorEnrolment> {
    this.call('startTwoFactor');
    // Replacing a working second step takes the password and a current or recovery code.
    if (this.account.twoFactor.enabled && !this.account.twoFactorSetupRequired) {
      if (!proof) throw refusal(400, '請輸入目前的密碼與驗證碼。', { password: '請輸入目前的密碼' });
      if (proof.password !== this.password)
        throw refusal(400, '目前的密碼不正確。', { password: '目前的密碼不正確。' });
      if (proof.code !== this.validCode)
        throw refusal(400, '驗證碼或復原碼不正確，或已使用過。', {
          code: '驗證碼或復原碼不正確，或已使用過。',
        });
    }
    this.enrolments += 1;
    this.pendingSecret = `JBSWY3DPEHPK3PXP${this.enrolments}`;
    return {
      secret: this.pendingSecret,
      uri: `otpauth://totp/themesite:${this.account.account}?secret=${this.pendingSecret}`,
      qrSvg: QR_SVG,
    };
  }

  async confirmTwoFactor(code: string): Promise<{ recoveryCodes: string[] }> {
    this.call('confirmTwoFactor');
    if (this.pendingSecret === null) throw refusal(400, '請先開始設定兩步驟登入。');
    if (code !== this.validCode) throw refusal(400, '驗證碼不正確。', { code: '驗證碼不正確。' });
    this.pendingSecret = null;
    this.account = {
      ...this.account,
      twoFactor: { ...this.account.twoFactor, enabled: true, recoveryCodesLeft: 10 },
      twoFactorSetupRequired: false,
    };
    return {
      recoveryCodes: Array.from({ length: 10 }, (_, i) => `${String(i).repeat(5)}-abcd${i}`),
    };
  }

  async list(): Promise<SessionSummary[]> {
    this.call('list');
    return structuredClone(this.sessions);
  }

  async end(sessionId: string): Promise<void> {
    this.call('end');
    if (!this.sessions.some((s) => s.id === sessionId)) throw refusal(404, '找不到這個登入階段。');
    this.sessions = this.sessions.filter((s) => s.id !== sessionId);
  }
}
