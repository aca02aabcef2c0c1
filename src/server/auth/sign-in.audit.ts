import type { AuditRepository } from '../authoring/audit.repository';
import type { Clock } from '../platform/clock';

/** What sign-in writes into the audit table (issue 22, deliver 6), beside its log lines. */
export type SignInAction =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'logout'
  | 'refresh.reuse'
  | 'session.idle-end'
  | 'session.end'
  | 'password.change'
  /** The account changed its own address (issue 23). */
  | 'email.change'
  | 'two-factor.enable';

export type LoginFailureReason = 'credentials' | 'captcha' | 'otp' | 'disabled';

/**
 * Rows of the audit table for sign-in. `account` is the account as typed for failures and
 * lockouts, which may name no account at all; `detail` is JSON, never a password or a code.
 */
export class SignInAudit {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(action: SignInAction, account: string, detail?: Record<string, unknown>): void {
    this.audit.record({
      at: this.clock.now(),
      account,
      action,
      docId: null,
      revision: null,
      detail: detail ? JSON.stringify(detail) : null,
    });
  }
}
