import { accountLockedUntil, type LoginThrottlePolicy } from '../auth/login-throttle';
import type { LoginAttemptStore } from '../ports/login-attempt-store.port';

/** The throttle's numbers that decide a lock: the account list asks with what the login runs on. */
export type LockPolicy = Pick<LoginThrottlePolicy, 'perAccountAndIp' | 'perAccount' | 'captchaEnforced'>;

/**
 * The accounts the login throttle refuses now, from at least one address or from everywhere, read
 * from `login_attempts` and judged by the throttle's own rule (`accountLockedUntil`), so 鎖定中 in
 * the list is what a login would meet.
 */
export async function lockedAccounts(
  attempts: LoginAttemptStore,
  now: number,
  policy: LockPolicy,
): Promise<Set<string>> {
  const longest = Math.max(policy.perAccountAndIp.windowMs, policy.perAccount.windowMs) * 2;
  const rows = await attempts.between(now - longest, now);
  const byAccount = new Map<string, Array<{ ip: string; attemptedAt: number }>>();
  for (const row of rows)
    byAccount.set(row.account, [
      ...(byAccount.get(row.account) ?? []),
      { ip: row.ip, attemptedAt: row.attemptedAt },
    ]);
  const locked = new Set<string>();
  for (const [account, attempts] of byAccount) {
    const until = accountLockedUntil(attempts, policy);
    if (until !== null && until > now) locked.add(account);
  }
  return locked;
}
