import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';

export interface AttemptLimit {
  max: number;
  windowMs: number;
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

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  perAccountAndIp: { max: 5, windowMs: FIFTEEN_MINUTES },
  perIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  perAccount: { max: 50, windowMs: FIFTEEN_MINUTES },
  captchaEnforced: false,
};

export type LoginLimit = 'account-and-ip' | 'ip' | 'account';

export type AttemptAdmission =
  { admitted: true } | { admitted: false; limit: LoginLimit; retryAfterSeconds: number };

/**
 * Login attempts over sliding windows, kept in SQLite so a restart does not reopen the door.
 * An attempt is recorded when it is admitted, before its password is checked: parallel attempts
 * count as they arrive, and the check and the record happen in one synchronous step, so no burst
 * slips through between them. A success clears its account's attempts from that IP; a failure
 * stays counted. Unknown accounts go through the same steps as known ones.
 */
export class LoginThrottle {
  private readonly policy: LoginThrottlePolicy;
  private readonly longestWindowMs: number;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    policy: Partial<LoginThrottlePolicy> = {},
  ) {
    this.policy = { ...DEFAULT_LOGIN_THROTTLE, ...policy };
    this.longestWindowMs = Math.max(
      this.policy.perAccountAndIp.windowMs,
      this.policy.perIp.windowMs,
      this.policy.perAccount.windowMs,
    );
  }

  admit(account: string, ip: string): AttemptAdmission {
    const now = this.clock.now();
    return immediate(this.db, () => {
      const limits: Array<[LoginLimit, AttemptLimit, string, unknown[]]> = [
        ['account-and-ip', this.policy.perAccountAndIp, 'account = ? AND ip = ?', [account, ip]],
        ['ip', this.policy.perIp, 'ip = ?', [ip]],
      ];
      if (!this.policy.captchaEnforced)
        limits.push(['account', this.policy.perAccount, 'account = ?', [account]]);
      for (const [limit, { max, windowMs }, where, values] of limits) {
        const retryAfterSeconds = this.retryAfter(where, values, max, windowMs, now);
        if (retryAfterSeconds > 0) return { admitted: false, limit, retryAfterSeconds };
      }
      this.db.prepare('DELETE FROM login_attempts WHERE attempted_at <= ?').run(now - this.longestWindowMs);
      this.db
        .prepare('INSERT INTO login_attempts (account, ip, attempted_at) VALUES (?, ?, ?)')
        .run(account, ip, now);
      return { admitted: true };
    });
  }

  /** The password was right: earlier mistakes from this place no longer count. */
  succeeded(account: string, ip: string): void {
    immediate(this.db, () => {
      this.db.prepare('DELETE FROM login_attempts WHERE account = ? AND ip = ?').run(account, ip);
    });
  }

  /** Seconds until the oldest of the last `max` attempts leaves its window; 0 below the limit. */
  private retryAfter(where: string, values: unknown[], max: number, windowMs: number, now: number): number {
    const rows = this.db
      .prepare(
        `SELECT attempted_at FROM login_attempts WHERE ${where} AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?`,
      )
      .all(...values, now - windowMs, max) as Array<{ attempted_at: number }>;
    const oldestCounted = rows[max - 1];
    if (!oldestCounted) return 0;
    return Math.max(1, Math.ceil((oldestCounted.attempted_at + windowMs - now) / 1000));
  }
}
