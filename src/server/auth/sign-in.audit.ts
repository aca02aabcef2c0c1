import type { AuditEntry, AuditStore } from '../authoring/audit-store.port';
import type { Stores } from '../storage/stores';
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
  /** The account renamed itself (its display name; the account name stays). */
  | 'name.change'
  | 'two-factor.enable';

export type LoginFailureReason = 'credentials' | 'captcha' | 'otp' | 'disabled';

/** One sign-in row of the audit table, for a writer that holds its own transaction. */
export function signInEntry(
  at: number,
  action: SignInAction,
  account: string,
  detail?: Record<string, unknown>,
): Omit<AuditEntry, 'id'> {
  return { at, account, action, docId: null, revision: null, detail: detail ? JSON.stringify(detail) : null };
}

/**
 * Rows of the audit table for sign-in. `account` is the account as typed for failures and
 * lockouts, which may name no account at all; `detail` is JSON, never a password or a code.
 */
export class SignInAudit {
  constructor(
    private readonly audit: AuditStore,
    private readonly clock: Clock,
  ) {}

  /** The same audit, written in the transaction `tx` (of the change it records). */
  in(tx: Pick<Stores, 'audit'>): SignInAudit {
    return new SignInAudit(tx.audit, this.clock);
  }

  async record(action: SignInAction, account: string, detail?: Record<string, unknown>): Promise<void> {
    await this.audit.record(signInEntry(this.clock.now(), action, account, detail));
  }
}
