import type { SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';

export interface LoginThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

/**
 * Failed logins per account over a sliding window, kept in SQLite so a restart does not reopen
 * the door. Counted per account name (existing or not), so guessing works the same on both.
 */
export class LoginThrottle {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  ) {}

  /** Seconds until this account may try again; 0 when it may try now. */
  retryAfterSeconds(account: string): number {
    const now = this.clock.now();
    const rows = this.db
      .prepare(
        'SELECT failed_at FROM login_failures WHERE account = ? AND failed_at > ? ORDER BY failed_at DESC LIMIT ?',
      )
      .all(account, now - this.policy.windowMs, this.policy.maxFailures) as Array<{ failed_at: number }>;
    const oldestCounted = rows[this.policy.maxFailures - 1];
    if (!oldestCounted) return 0;
    return Math.max(1, Math.ceil((oldestCounted.failed_at + this.policy.windowMs - now) / 1000));
  }

  recordFailure(account: string): void {
    const now = this.clock.now();
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO login_failures (account, failed_at) VALUES (?, ?)').run(account, now);
      this.db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - this.policy.windowMs);
    })();
  }

  reset(account: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
    })();
  }
}
