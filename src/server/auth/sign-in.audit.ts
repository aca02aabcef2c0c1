import type { AuditRow } from '../platform/audit-writer';

/** What sign-in writes into the audit table, beside its log lines. */
export type SignInAction =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'logout'
  | 'refresh.reuse'
  | 'session.idle-end'
  | 'session.end'
  | 'password.change'
  /** The account changed its own address. */
  | 'email.change'
  /** The account renamed itself (its display name; the account name stays). */
  | 'name.change'
  | 'two-factor.enable';

export type LoginFailureReason = 'credentials' | 'captcha' | 'otp' | 'disabled';

/**
 * A sign-in row for the AuditWriter. `account` is the account as typed for failures and lockouts,
 * which may name no account at all; `detail` is never a password or a code.
 */
export function signInRow(action: SignInAction, account: string, detail?: Record<string, unknown>): AuditRow {
  return { action, account, detail: detail ?? null };
}
