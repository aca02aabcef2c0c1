import type { SqliteDatabase } from '../database/sqlite.database';

/**
 * The throttle's lock of one account from one address, as numbers: `max` attempts within
 * `windowMs` lock the account from that address for `lockMs` after the last of them. The accounts
 * list asks with the numbers the login throttle runs on (src/server/auth/login-throttle.ts), so
 * 鎖定中 follows its policy rather than a copy of it.
 */
export interface LockPolicy {
  max: number;
  windowMs: number;
  /** How long the lock lasts from the attempt that reached `max`; the window when absent. */
  lockMs?: number;
}

/**
 * The accounts the throttle refuses now from at least one address, read from `login_attempts`
 * (a success clears its account's attempts from that address, so what is left counts as failures).
 */
export function lockedAccounts(db: SqliteDatabase, now: number, policy: LockPolicy): Set<string> {
  const lockMs = policy.lockMs ?? policy.windowMs;
  const rows = db
    .prepare(
      'SELECT account, ip, attempted_at FROM login_attempts WHERE attempted_at > ? ORDER BY account, ip, attempted_at',
    )
    .all(now - policy.windowMs - lockMs) as Array<{ account: string; ip: string; attempted_at: number }>;
  const locked = new Set<string>();
  let run: number[] = [];
  let key = '';
  for (const row of rows) {
    const rowKey = `${row.account}\u0000${row.ip}`;
    if (rowKey !== key) {
      key = rowKey;
      run = [];
    }
    run.push(row.attempted_at);
    // The attempt that is the `max`-th within the window before it starts a lock.
    const first = run[run.length - policy.max];
    if (
      first !== undefined &&
      row.attempted_at - first < policy.windowMs &&
      row.attempted_at + lockMs > now &&
      row.attempted_at <= now
    )
      locked.add(row.account);
  }
  return locked;
}
