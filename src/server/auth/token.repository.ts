import { randomBytes } from 'node:crypto';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';

export interface StoredToken {
  tokenHash: string;
  sessionId: string;
  account: string;
  issuedAt: number;
  /** When the session's login happened; its tokens all end by a fixed time after it. */
  sessionStartedAt: number;
  expiresAt: number;
  refreshUntil: number;
  supersededAt: number | null;
  revokedAt: number | null;
  /** Where and with what the session's login came (my sessions). */
  ip: string | null;
  userAgent: string | null;
  /** The session's last authenticated call, written at most once a minute (idle logout). */
  lastUsedAt: number | null;
}

/** One live session, for the sessions list. */
export interface StoredSession {
  sessionId: string;
  account: string;
  ip: string | null;
  userAgent: string | null;
  startedAt: number;
  lastUsedAt: number;
}

interface TokenRow {
  token_hash: string;
  session_id: string;
  account: string;
  issued_at: number;
  session_started_at: number | null;
  expires_at: number;
  refresh_until: number;
  superseded_at: number | null;
  revoked_at: number | null;
  ip: string | null;
  user_agent: string | null;
  last_used_at: number | null;
}

/** Access tokens by their sha256; every write is its own transaction or part of the caller's. */
export class TokenRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /**
   * The secret successor tokens are derived from, made once per database: a reflash of a token
   * always yields the same successor, so concurrent reflashes cannot fork a session.
   */
  successorKey(): Buffer {
    return immediate(this.db, () => {
      const row = this.db.prepare("SELECT value FROM meta WHERE key = 'token_successor_key'").get() as
        { value: string } | undefined;
      if (row) return Buffer.from(row.value, 'base64url');
      const key = randomBytes(32);
      this.db
        .prepare("INSERT INTO meta (key, value) VALUES ('token_successor_key', ?)")
        .run(key.toString('base64url'));
      return key;
    });
  }

  insert(token: StoredToken): void {
    this.db
      .prepare(
        `INSERT INTO access_tokens (token_hash, session_id, account, issued_at, session_started_at, expires_at, refresh_until, superseded_at, revoked_at, ip, user_agent, last_used_at)
         VALUES (@tokenHash, @sessionId, @account, @issuedAt, @sessionStartedAt, @expiresAt, @refreshUntil, @supersededAt, @revokedAt, @ip, @userAgent, @lastUsedAt)`,
      )
      .run(token);
  }

  find(tokenHash: string): StoredToken | undefined {
    const row = this.db.prepare('SELECT * FROM access_tokens WHERE token_hash = ?').get(tokenHash) as
      TokenRow | undefined;
    if (!row) return undefined;
    return {
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
    };
  }

  /** Every token of the session carries its last use, so a successor inherits it. */
  touchSession(sessionId: string, at: number): void {
    this.db.prepare('UPDATE access_tokens SET last_used_at = ? WHERE session_id = ?').run(at, sessionId);
  }

  /**
   * The account's sessions that are neither ended nor past their refresh window at `now`, oldest
   * first; the caller leaves out the idle ones, whose end it decides.
   */
  liveSessionsOf(account: string, now: number): StoredSession[] {
    const rows = this.db
      .prepare(
        `SELECT session_id, account, MIN(COALESCE(session_started_at, issued_at)) AS started_at,
           MAX(COALESCE(last_used_at, issued_at)) AS last_used_at,
           (SELECT ip FROM access_tokens o WHERE o.session_id = t.session_id ORDER BY issued_at LIMIT 1) AS ip,
           (SELECT user_agent FROM access_tokens o WHERE o.session_id = t.session_id ORDER BY issued_at LIMIT 1) AS user_agent
         FROM access_tokens t WHERE account = ?
         GROUP BY session_id
         HAVING COUNT(revoked_at) = 0 AND MAX(refresh_until) >= ?
         ORDER BY started_at, session_id`,
      )
      .all(account, now) as Array<{
      session_id: string;
      account: string;
      started_at: number;
      last_used_at: number;
      ip: string | null;
      user_agent: string | null;
    }>;
    return rows.map((row) => ({
      sessionId: row.session_id,
      account: row.account,
      ip: row.ip,
      userAgent: row.user_agent,
      startedAt: row.started_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  /** The account a session belongs to, or undefined for a session the server never started. */
  accountOfSession(sessionId: string): string | undefined {
    const row = this.db
      .prepare('SELECT account FROM access_tokens WHERE session_id = ? LIMIT 1')
      .get(sessionId) as { account: string } | undefined;
    return row?.account;
  }

  /** Ends every session of `account` but `keep` (a password change keeps the one that made it). */
  revokeSessionsOf(account: string, at: number, keep?: string): void {
    this.db
      .prepare(
        'UPDATE access_tokens SET revoked_at = ? WHERE account = ? AND revoked_at IS NULL AND session_id != ?',
      )
      .run(at, account, keep ?? '');
  }

  /** Marks a token as replaced by a reflash; the first replacement time is kept. */
  markSuperseded(tokenHash: string, at: number): void {
    this.db
      .prepare('UPDATE access_tokens SET superseded_at = COALESCE(superseded_at, ?) WHERE token_hash = ?')
      .run(at, tokenHash);
  }

  revokeSession(sessionId: string, at: number): void {
    this.db
      .prepare('UPDATE access_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL')
      .run(at, sessionId);
  }

  /** Forgets tokens that can no longer be used or refreshed. */
  deleteUnusableBefore(time: number): void {
    this.db.prepare('DELETE FROM access_tokens WHERE refresh_until < ?').run(time);
  }

  transaction<T>(work: () => T): T {
    return immediate(this.db, work);
  }
}
