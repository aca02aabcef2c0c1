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
        `INSERT INTO access_tokens (token_hash, session_id, account, issued_at, session_started_at, expires_at, refresh_until, superseded_at, revoked_at)
         VALUES (@tokenHash, @sessionId, @account, @issuedAt, @sessionStartedAt, @expiresAt, @refreshUntil, @supersededAt, @revokedAt)`,
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
    };
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
