import { sql, type Kysely } from 'kysely';
import type { LoginAttemptStore, StoredAttempt } from '../../auth/login-attempt-store.port';
import type { Tables } from '../tables';

/**
 * `login_attempts` has no key column: an attempt is named by SQLite's `rowid`. PostgreSQL will need
 * an identity `id` column (the baseline of issue 25 Deliver 2) in its place.
 */
export class KyselyLoginAttemptStore implements LoginAttemptStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async record(account: string, ip: string, at: number): Promise<number> {
    const result = await this.q
      .insertInto('login_attempts')
      .values({ account, ip, attempted_at: at })
      .executeTakeFirst();
    // engine: sqlite-only (issue 25 Deliver 2): the rowid; PostgreSQL returns its id column.
    return Number(result.insertId);
  }

  async timesSince(match: { account?: string; ip?: string }, after: number): Promise<number[]> {
    let query = this.q.selectFrom('login_attempts').select('attempted_at').where('attempted_at', '>', after);
    if (match.account !== undefined) query = query.where('account', '=', match.account);
    if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
    return (await query.execute()).map((row) => row.attempted_at);
  }

  async between(after: number, upTo: number): Promise<StoredAttempt[]> {
    return this.q
      .selectFrom('login_attempts')
      .select(['account', 'ip', 'attempted_at as attemptedAt'])
      .where('attempted_at', '>', after)
      .where('attempted_at', '<=', upTo)
      .execute();
  }

  async withdraw(id: number): Promise<void> {
    await this.q
      .deleteFrom('login_attempts')
      // engine: sqlite-only (issue 25 Deliver 2): PostgreSQL needs an id column here.
      .where(sql<number>`rowid`, '=', id)
      .execute();
  }

  async clear(account: string, ip: string): Promise<void> {
    await this.q.deleteFrom('login_attempts').where('account', '=', account).where('ip', '=', ip).execute();
  }

  async clearAccount(account: string): Promise<number> {
    const result = await this.q
      .deleteFrom('login_attempts')
      .where('account', '=', account)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async purgeUpTo(time: number): Promise<void> {
    await this.q.deleteFrom('login_attempts').where('attempted_at', '<=', time).execute();
  }
}
