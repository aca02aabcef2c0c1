import type { AuditRows, AuditWriter } from '../platform/audit-writer';
import type { LoginThrottle, RecordedAttempt } from './login-throttle';
import { signInRow, type LoginFailureReason } from './sign-in.audit';

/** What records a wrong secret: the throttle that counts it and the audit that keeps it. */
export interface FailedSecretDeps {
  throttle: LoginThrottle;
  audit: AuditWriter;
  /** Where its rows go: the stores, outside any unit of work (a failure changes nothing else). */
  rows: AuditRows;
}

export interface FailedSecret {
  /** The account as typed: a failed login may name no account at all. */
  account: string;
  reason: LoginFailureReason;
  ip: string;
  /** Set when the secret was asked for outside a login (a password change, a second step replaced). */
  during?: 'password.change' | 'two-factor.reset';
}

/**
 * A wrong password, captcha or code, wherever it was asked for: audited as a failed login and
 * counted toward the same lockout; the attempt that reaches a limit also records the lock, once.
 */
export async function recordFailedSecret(
  { throttle, audit, rows }: FailedSecretDeps,
  attempt: RecordedAttempt,
  { account, reason, ip, during }: FailedSecret,
): Promise<void> {
  await audit.record(
    rows,
    signInRow('login.failure', account, { reason, ip, ...(during ? { during } : {}) }),
  );
  const lock = await throttle.failed(attempt);
  if (lock)
    await audit.record(
      rows,
      signInRow('login.locked', account, {
        ip,
        limit: lock.limit,
        until: new Date(lock.until).toISOString(),
      }),
    );
}
