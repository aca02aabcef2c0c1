import type { Kysely } from 'kysely';
import type { LoginAttemptStore, StoredAttempt } from '../../ports/login-attempt-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

/** An attempt is named by the dialect's row key: SQLite's `rowid`, PostgreSQL's identity `id`. */
export class KyselyLoginAttemptStore implements LoginAttemptStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async record(account: string, ip: string, at: number): Promise<number> {
    const result = await this.q
      .insertInto('login_attempts')
      .values({ account, ip, attempted_at: at })
      .returning(this.dialect.rowKey.as('key'))
      .executeTakeFirstOrThrow();
    return Number(result.key);
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
    await this.q.deleteFrom('login_attempts').where(this.dialect.rowKey, '=', id).execute();
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
