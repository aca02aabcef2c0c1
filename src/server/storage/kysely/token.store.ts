import type { Kysely, Selectable } from 'kysely';
import type { StoredSession, StoredToken, TokenStore } from '../../ports/token-store.port';
import type { Tables } from '../tables';

const SUCCESSOR_KEY = 'token_successor_key';

const tokenOf = (row: Selectable<Tables['access_tokens']>): StoredToken => ({
  tokenHash: row.token_hash,
  sessionId: row.session_id,
  account: row.account,
  issuedAt: row.issued_at,
  // Tokens written before sessions had an end count their session from their own issue.
  sessionStartedAt: row.session_started_at ?? row.issued_at,
  expiresAt: row.expires_at,
  refreshUntil: row.refresh_until,
  supersededAt: row.superseded_at,
  revokedAt: row.revoked_at,
  ip: row.ip,
  userAgent: row.user_agent,
  lastUsedAt: row.last_used_at,
});

export class KyselyTokenStore implements TokenStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async successorKey(candidate: string): Promise<string> {
    // The first writer's key wins; a second instance starting at once reads that one.
    await this.q
      .insertInto('meta')
      .values({ key: SUCCESSOR_KEY, value: candidate })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.q
      .selectFrom('meta')
      .select('value')
      .where('key', '=', SUCCESSOR_KEY)
      .executeTakeFirstOrThrow();
    return row.value;
  }

  async insert(token: StoredToken): Promise<void> {
    await this.q
      .insertInto('access_tokens')
      .values({
        token_hash: token.tokenHash,
        session_id: token.sessionId,
        account: token.account,
        issued_at: token.issuedAt,
        session_started_at: token.sessionStartedAt,
        expires_at: token.expiresAt,
        refresh_until: token.refreshUntil,
        superseded_at: token.supersededAt,
        revoked_at: token.revokedAt,
        ip: token.ip,
        user_agent: token.userAgent,
        last_used_at: token.lastUsedAt,
      })
      .execute();
  }

  async find(tokenHash: string): Promise<StoredToken | undefined> {
    const row = await this.q
      .selectFrom('access_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? tokenOf(row) : undefined;
  }

  async touchSession(sessionId: string, at: number): Promise<void> {
    await this.q
      .updateTable('access_tokens')
      .set({ last_used_at: at })
      .where('session_id', '=', sessionId)
      // Two instances may write out of order: the last use only moves forward.
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
      .execute();
  }

  async liveSessionsOf(account: string, now: number): Promise<StoredSession[]> {
    const rows = await this.q
      .selectFrom('access_tokens as t')
      .select((eb) => [
        't.session_id',
        't.account',
        eb.fn.min<number>(eb.fn.coalesce('t.session_started_at', 't.issued_at')).as('started_at'),
        eb.fn.max<number>(eb.fn.coalesce('t.last_used_at', 't.issued_at')).as('last_used_at'),
        // Where and with what the session's login came: its first token's.
        eb
          .selectFrom('access_tokens as o')
          .select('o.ip')
          .whereRef('o.session_id', '=', 't.session_id')
          .orderBy('o.issued_at')
          .limit(1)
          .as('ip'),
        eb
          .selectFrom('access_tokens as o')
          .select('o.user_agent')
          .whereRef('o.session_id', '=', 't.session_id')
          .orderBy('o.issued_at')
          .limit(1)
          .as('user_agent'),
      ])
      .where('t.account', '=', account)
      .groupBy(['t.session_id', 't.account'])
      .having((eb) => eb(eb.fn.count('t.revoked_at'), '=', 0))
      .having((eb) => eb(eb.fn.max('t.refresh_until'), '>=', now))
      .orderBy('started_at')
      .orderBy('t.session_id')
      .execute();
    return rows.map((row) => ({
      sessionId: row.session_id,
      account: row.account,
      ip: row.ip ?? null,
      userAgent: row.user_agent ?? null,
      startedAt: Number(row.started_at),
      lastUsedAt: Number(row.last_used_at),
    }));
  }

  async accountOfSession(sessionId: string): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('access_tokens')
      .select('account')
      .where('session_id', '=', sessionId)
      .limit(1)
      .executeTakeFirst();
    return row?.account;
  }

  async revokeSessionsOf(account: string, at: number, keep = ''): Promise<number> {
    const { n } = await this.q
      .selectFrom('access_tokens')
      .select((eb) => eb.fn.count<number>('session_id').distinct().as('n'))
      .where('account', '=', account)
      .where('revoked_at', 'is', null)
      .where('refresh_until', '>', at)
      .where('session_id', '!=', keep)
      .executeTakeFirstOrThrow();
    await this.q
      .updateTable('access_tokens')
      .set({ revoked_at: at })
      .where('account', '=', account)
      .where('revoked_at', 'is', null)
      .where('session_id', '!=', keep)
      .execute();
    return Number(n);
  }

  async markSuperseded(tokenHash: string, at: number): Promise<void> {
    await this.q
      .updateTable('access_tokens')
      .set((eb) => ({ superseded_at: eb.fn.coalesce('superseded_at', eb.val(at)) }))
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  async revokeSession(sessionId: string, at: number): Promise<void> {
    await this.q
      .updateTable('access_tokens')
      .set({ revoked_at: at })
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async deleteUnusableBefore(time: number): Promise<void> {
    await this.q.deleteFrom('access_tokens').where('refresh_until', '<', time).execute();
  }
}
