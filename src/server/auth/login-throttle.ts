import type { Clock } from '../platform/clock';
import type { SiteStorage } from '../ports/storage.port';
import type { LoginAttemptStore } from '../ports/login-attempt-store.port';

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
 * How long an attempt refused only because of attempts still being checked waits for them to end
 * (real time, not the policy's clock). Checks take a password hash and perhaps a captcha call, well
 * under this; an attempt that never ends (a crash mid-check) stops holding others back after it.
 */
export const SETTLE_WAIT_MS = 10_000;

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

/** An attempt admitted by this process whose check has not ended yet. */
interface Unsettled {
  attempt: RecordedAttempt;
  /** Real time it was admitted (`Date.now()`), to stop waiting for one that never ends. */
  since: number;
  ended: Promise<void>;
  end: () => void;
}

type Admission = AttemptAdmission | { admitted: false; waitFor: Array<Promise<void>> };

/**
 * Login attempts kept in the database (table `login_attempts`), so a restart does not reopen the
 * door. An attempt is recorded when it is admitted, before its password is checked: parallel
 * attempts count as they arrive, and the check and the record are one unit of work under the
 * account's `login:` key, so no burst slips through between them. A success clears its account's
 * attempts from that IP; a failure stays counted. Unknown accounts go through the same steps as
 * known ones. Deleting an account's rows unlocks it (the administrator's 解除鎖定).
 *
 * Every admitted attempt ends in exactly one of `failed`, `codeOwed`, `withdraw` (a password
 * check that passed) or `succeeded`. An attempt that would be refused only because of attempts
 * this process is still checking waits for them to end and is judged again: parallel right
 * passwords that owe the code are then not turned away by each other, while parallel wrong ones
 * still lock, since they end as failures. Attempts being checked by another instance count as
 * failures until they end: a refusal that may come too early, never a way past the limit.
 */
export class LoginThrottle {
  readonly policy: LoginThrottlePolicy;
  /** Rows older than this can no longer start or extend a lock. */
  private readonly keepMs: number;
  /** This process's admitted attempts whose check has not ended, by attempt id. */
  private readonly unsettled = new Map<number, Unsettled>();

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    policy: Partial<LoginThrottlePolicy> = {},
  ) {
    this.policy = { ...DEFAULT_LOGIN_THROTTLE, ...policy };
    const limits = [this.policy.perAccountAndIp, this.policy.perIp, this.policy.perAccount];
    // An attempt matters while it can be counted with a later one, or while a lock it started lasts.
    this.keepMs = Math.max(...limits.map((limit) => limit.windowMs + lockLength(limit)));
  }

  /**
   * Records the attempt, or refuses it while a lock is in force. A lock that stands only while
   * attempts of this process are still being checked is waited out (at most `SETTLE_WAIT_MS`):
   * how those end decides.
   */
  async admit(account: string, ip: string): Promise<AttemptAdmission> {
    const giveUpAt = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      const admission = await this.tryAdmit(account, ip, Date.now() < giveUpAt);
      if (!('waitFor' in admission)) return admission;
      await this.firstOf(admission.waitFor, giveUpAt - Date.now());
    }
  }

  /**
   * The attempt failed and stays counted. Answers the lock it started, if it was the one that
   * reached a limit: the moment to audit `login.locked`, once per lock rather than once per
   * refused attempt.
   */
  async failed(attempt: RecordedAttempt): Promise<Lock | null> {
    try {
      const lock = await this.lockAt(
        this.storage.stores.loginAttempts,
        attempt.account,
        attempt.ip,
        this.clock.now(),
      );
      return lock && lock.since === attempt.at ? lock : null;
    } finally {
      this.ended(attempt);
    }
  }

  /** The attempt was no failure (the password it guarded was right): it does not count. */
  async withdraw(attempt: RecordedAttempt): Promise<void> {
    try {
      await this.storage.stores.loginAttempts.withdraw(attempt.id);
    } finally {
      this.ended(attempt);
    }
  }

  /**
   * The password was right and only the second step is owed: no failure, so not counted. A
   * two-step login then costs one attempt, and logins sent together do not lock each other out.
   * A wrong code afterwards is a failure like a wrong password.
   */
  codeOwed(attempt: RecordedAttempt): Promise<void> {
    return this.withdraw(attempt);
  }

  /**
   * The login succeeded: earlier mistakes from this place no longer count. Other attempts of the
   * account from here that are still being checked lose their rows too, so nobody waits for them.
   */
  async succeeded(attempt: RecordedAttempt): Promise<void> {
    const { account, ip } = attempt;
    try {
      await this.storage.write({ key: `login:${account}` }, (tx) => tx.loginAttempts.clear(account, ip));
    } finally {
      for (const entry of [...this.unsettled.values()])
        if (entry.attempt.account === account && entry.attempt.ip === ip) this.ended(entry.attempt);
      this.ended(attempt);
    }
  }

  /** One judgement in one unit of work: admitted, refused, or (when `mayWait`) what to wait for. */
  private async tryAdmit(account: string, ip: string, mayWait: boolean): Promise<Admission> {
    const now = this.clock.now();
    const admission = await this.storage.write(
      { key: `login:${account}` },
      async (tx): Promise<Admission> => {
        await tx.loginAttempts.purgeUpTo(now - this.keepMs);
        const lock = await this.lockAt(tx.loginAttempts, account, ip, now);
        if (lock) {
          const pending = mayWait ? this.unsettledNear(account, ip) : [];
          if (pending.length > 0 && !(await this.lockAt(tx.loginAttempts, account, ip, now, pending)))
            return { admitted: false, waitFor: pending.map((entry) => entry.ended) };
          return {
            admitted: false,
            limit: lock.limit,
            retryAfterSeconds: Math.max(1, Math.ceil((lock.until - now) / 1000)),
          };
        }
        const id = await tx.loginAttempts.record(account, ip, now);
        return { admitted: true, attempt: { id, account, ip, at: now } };
      },
    );
    if (admission.admitted) this.started(admission.attempt);
    return admission;
  }

  private started(attempt: RecordedAttempt): void {
    let end = (): void => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.unsettled.set(attempt.id, { attempt, since: Date.now(), ended, end });
  }

  private ended(attempt: RecordedAttempt): void {
    this.unsettled.get(attempt.id)?.end();
    this.unsettled.delete(attempt.id);
  }

  /** This process's attempts still being checked that share the account or the address. */
  private unsettledNear(account: string, ip: string): Unsettled[] {
    const tooOld = Date.now() - SETTLE_WAIT_MS;
    const near: Unsettled[] = [];
    for (const entry of this.unsettled.values()) {
      // One that never ended (a crash mid-check) is forgotten rather than waited for again.
      if (entry.since < tooOld) this.ended(entry.attempt);
      else if (entry.attempt.account === account || entry.attempt.ip === ip) near.push(entry);
    }
    return near;
  }

  /** Resolves when the first of `ends` does, or after `ms`. */
  private async firstOf(ends: Array<Promise<void>>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, ms));
    });
    try {
      await Promise.race([...ends, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The lock in force for `account` from `ip` at `now` that ends last, or null. `leaving` are
   * attempts not to count: the ones still being checked, to ask whether the lock stands without them.
   */
  private async lockAt(
    attempts: LoginAttemptStore,
    account: string,
    ip: string,
    now: number,
    leaving: readonly Unsettled[] = [],
  ): Promise<Lock | null> {
    const limits: Array<[LoginLimit, AttemptLimit, { account?: string; ip?: string }]> = [
      ['account-and-ip', this.policy.perAccountAndIp, { account, ip }],
      ['ip', this.policy.perIp, { ip }],
    ];
    if (!this.policy.captchaEnforced) limits.push(['account', this.policy.perAccount, { account }]);
    let found: Lock | null = null;
    for (const [limit, attemptLimit, match] of limits) {
      let times = await attempts.timesSince(match, now - this.keepMs);
      for (const { attempt } of leaving) {
        if (match.account !== undefined && attempt.account !== match.account) continue;
        if (match.ip !== undefined && attempt.ip !== match.ip) continue;
        const index = times.indexOf(attempt.at);
        if (index >= 0) times = times.filter((_, i) => i !== index);
      }
      const lock = lockOf(times, attemptLimit);
      if (lock && lock.until > now && (!found || lock.until > found.until)) found = { limit, ...lock };
    }
    return found;
  }
}
