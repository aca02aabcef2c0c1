import type { Clock } from '../platform/clock';
import type { Storage } from '../storage/storage';
import type { LoginAttemptStore } from './login-attempt-store.port';

export interface AttemptLimit {
  /** Attempts that lock: the one that reaches `max` inside `windowMs` starts the lock. */
  max: number;
  /** How far back attempts are counted. */
  windowMs: number;
  /** How long the lock lasts, counted from the attempt that reached `max`; `windowMs` when unset. */
  lockMs?: number;
}

export interface LoginThrottlePolicy {
  /** One account from one IP: the lock the owner meets after mistyping, and only from there. */
  perAccountAndIp: AttemptLimit;
  /** One IP over every account: stops one address from trying many accounts. */
  perIp: AttemptLimit;
  /** One account from every IP: the slow backstop against guesses spread over many addresses. */
  perAccount: AttemptLimit;
  /**
   * True when every login is checked by a real captcha: the backstop then leaves the account
   * open, since each guess already costs a solved captcha, and an attacker elsewhere cannot lock the
   * owner out.
   */
  captchaEnforced: boolean;
}

export const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * 附表十: 5 failed logins of an account stop further attempts for 15 minutes. Every limit counts over
 * the same 15 minutes and locks for 15 minutes from the attempt that reached it, so the numbers in
 * docs/api.md are the whole story.
 */
export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  perAccountAndIp: { max: 5, windowMs: FIFTEEN_MINUTES_MS, lockMs: FIFTEEN_MINUTES_MS },
  perIp: { max: 20, windowMs: FIFTEEN_MINUTES_MS, lockMs: FIFTEEN_MINUTES_MS },
  perAccount: { max: 50, windowMs: FIFTEEN_MINUTES_MS, lockMs: FIFTEEN_MINUTES_MS },
  captchaEnforced: false,
};

export type LoginLimit = 'account-and-ip' | 'ip' | 'account';

export type AttemptAdmission =
  | { admitted: true; attempt: RecordedAttempt }
  | { admitted: false; limit: LoginLimit; retryAfterSeconds: number };

/** One attempt as recorded: enough to withdraw it, or to tell whether it started a lock. */
export interface RecordedAttempt {
  id: number;
  account: string;
  ip: string;
  at: number;
}

export interface Lock {
  limit: LoginLimit;
  /** When the lock ends (ms). */
  until: number;
  /** When the lock began: the time of the attempt that reached the limit. */
  since: number;
}

const lockLength = (limit: AttemptLimit): number => limit.lockMs ?? limit.windowMs;

/**
 * When the lock made by these attempt times ends, or null when they make none (pure; the times in
 * any order). Attempts are read oldest first: the one that is the `max`-th inside `windowMs` starts a
 * lock of `lockMs` from its own time, and the attempts before it no longer count once the lock has
 * passed. The caller compares the answer with its clock: a past time means the lock is over.
 *
 * The account list (鎖定中) and the lockout call this same function on the `login_attempts` rows.
 */
export function lockedUntil(attemptTimes: readonly number[], limit: AttemptLimit): number | null {
  return lockOf(attemptTimes, limit)?.until ?? null;
}

function lockOf(
  attemptTimes: readonly number[],
  limit: AttemptLimit,
): { since: number; until: number } | null {
  let counted: number[] = [];
  let lock: { since: number; until: number } | null = null;
  for (const at of [...attemptTimes].sort((a, b) => a - b)) {
    // An attempt during a lock is refused before it is recorded; one found here changes nothing.
    if (lock && at < lock.until) continue;
    counted = counted.filter((earlier) => earlier > at - limit.windowMs);
    counted.push(at);
    if (counted.length >= limit.max) {
      lock = { since: at, until: at + lockLength(limit) };
      counted = [];
    }
  }
  return lock;
}

/**
 * When an account is locked from some address or from everywhere (pure), for the account list:
 * the latest end among the account+IP locks and the per-account backstop, or null.
 */
export function accountLockedUntil(
  attempts: ReadonlyArray<{ ip: string; attemptedAt: number }>,
  policy: Pick<
    LoginThrottlePolicy,
    'perAccountAndIp' | 'perAccount' | 'captchaEnforced'
  > = DEFAULT_LOGIN_THROTTLE,
): number | null {
  const byIp = new Map<string, number[]>();
  for (const { ip, attemptedAt } of attempts) byIp.set(ip, [...(byIp.get(ip) ?? []), attemptedAt]);
  const ends = [...byIp.values()].map((times) => lockedUntil(times, policy.perAccountAndIp));
  if (!policy.captchaEnforced)
    ends.push(
      lockedUntil(
        attempts.map((attempt) => attempt.attemptedAt),
        policy.perAccount,
      ),
    );
  const known = ends.filter((end): end is number => end !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

/**
 * Login attempts kept in the database (table `login_attempts`), so a restart does not reopen the
 * door. An attempt is recorded when it is admitted, before its password is checked: parallel
 * attempts count as they arrive, and the check and the record are one unit of work under the
 * account's `login:` key, so no burst slips through between them. A success clears its account's
 * attempts from that IP; a failure stays counted. Unknown accounts go through the same steps as
 * known ones. Deleting an account's rows unlocks it (the administrator's 解除鎖定).
 */
export class LoginThrottle {
  readonly policy: LoginThrottlePolicy;
  /** Rows older than this can no longer start or extend a lock. */
  private readonly keepMs: number;

  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    policy: Partial<LoginThrottlePolicy> = {},
  ) {
    this.policy = { ...DEFAULT_LOGIN_THROTTLE, ...policy };
    const limits = [this.policy.perAccountAndIp, this.policy.perIp, this.policy.perAccount];
    // An attempt matters while it can be counted with a later one, or while a lock it started lasts.
    this.keepMs = Math.max(...limits.map((limit) => limit.windowMs + lockLength(limit)));
  }

  async admit(account: string, ip: string): Promise<AttemptAdmission> {
    const now = this.clock.now();
    return this.storage.write({ key: `login:${account}` }, async (tx): Promise<AttemptAdmission> => {
      await tx.loginAttempts.purgeUpTo(now - this.keepMs);
      const lock = await this.lockAt(tx.loginAttempts, account, ip, now);
      if (lock) {
        return {
          admitted: false,
          limit: lock.limit,
          retryAfterSeconds: Math.max(1, Math.ceil((lock.until - now) / 1000)),
        };
      }
      const id = await tx.loginAttempts.record(account, ip, now);
      return { admitted: true, attempt: { id, account, ip, at: now } };
    });
  }

  /**
   * The lock this attempt started, if it was the one that reached a limit: the moment to audit
   * `login.locked`, once per lock rather than once per refused attempt.
   */
  async lockStartedBy(attempt: RecordedAttempt): Promise<Lock | null> {
    const lock = await this.lockAt(
      this.storage.stores.loginAttempts,
      attempt.account,
      attempt.ip,
      this.clock.now(),
    );
    return lock && lock.since === attempt.at ? lock : null;
  }

  /** The attempt was no failure (the password was right, a code is asked for next): it does not count. */
  async withdraw(attempt: RecordedAttempt): Promise<void> {
    await this.storage.stores.loginAttempts.withdraw(attempt.id);
  }

  /** The login succeeded: earlier mistakes from this place no longer count. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.storage.write({ key: `login:${account}` }, (tx) => tx.loginAttempts.clear(account, ip));
  }

  /** The lock in force for `account` from `ip` at `now` that ends last, or null. */
  private async lockAt(
    attempts: LoginAttemptStore,
    account: string,
    ip: string,
    now: number,
  ): Promise<Lock | null> {
    const limits: Array<[LoginLimit, AttemptLimit, { account?: string; ip?: string }]> = [
      ['account-and-ip', this.policy.perAccountAndIp, { account, ip }],
      ['ip', this.policy.perIp, { ip }],
    ];
    if (!this.policy.captchaEnforced) limits.push(['account', this.policy.perAccount, { account }]);
    let found: Lock | null = null;
    for (const [limit, attemptLimit, match] of limits) {
      const times = await attempts.timesSince(match, now - this.keepMs);
      const lock = lockOf(times, attemptLimit);
      if (lock && lock.until > now && (!found || lock.until > found.until)) found = { limit, ...lock };
    }
    return found;
  }
}
