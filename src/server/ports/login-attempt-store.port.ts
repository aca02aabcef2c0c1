/** One recorded login attempt, for the account list's 鎖定中. */
export interface StoredAttempt {
  account: string;
  ip: string;
  attemptedAt: number;
}

/**
 * Login attempts (table `login_attempts`), kept in the database so a restart does not reopen the
 * door. The throttle counts and records in one unit of work under its `login:` key.
 */
export interface LoginAttemptStore {
  /** Records an attempt; answers its id, to withdraw it later. */
  record(account: string, ip: string, at: number): Promise<number>;
  /** The times of the attempts after `after` from `account`, from `ip`, or both. */
  timesSince(match: { account?: string; ip?: string }, after: number): Promise<number[]>;
  /** Every attempt in (after, upTo], for the account list. */
  between(after: number, upTo: number): Promise<StoredAttempt[]>;
  /** The attempt was no failure: it no longer counts. */
  withdraw(id: number): Promise<void>;
  /** A login succeeded: the account's attempts from this address no longer count. */
  clear(account: string, ip: string): Promise<void>;
  /** The administrator's 解除鎖定: every attempt of the account, from every address; answers how many. */
  clearAccount(account: string): Promise<number>;
  /** Forgets attempts that can no longer start or extend a lock. */
  purgeUpTo(time: number): Promise<void>;
}
