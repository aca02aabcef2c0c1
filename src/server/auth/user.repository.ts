import type { SqliteDatabase } from '../database/sqlite.database';
import { userOf, type UserRow } from '../storage/kysely/user.store';
import type { StoredUser } from './user-store.port';

export type { StoredUser };

/** Accounts as stored; writes that change several tables run in the caller's transaction. */
export class UserRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(account: string): StoredUser | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
    return row ? userOf(row) : undefined;
  }

  all(): StoredUser[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY account').all() as UserRow[]).map(userOf);
  }

  /** The addresses of these accounts that have one, for mail to colleagues (issue 23). */
  emailsOf(accounts: readonly string[]): string[] {
    return accounts.flatMap((account) => {
      const email = this.find(account)?.email;
      return email ? [email] : [];
    });
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  /** A login succeeded (sign-in): the account list's 最後登入 and the idle-account rule read this. */
  recordLogin(account: string, at: number): void {
    this.db.prepare('UPDATE users SET last_login_at = ? WHERE account = ?').run(at, account);
  }
}
