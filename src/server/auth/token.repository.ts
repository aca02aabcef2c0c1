import type { SqliteDatabase } from '../database/sqlite.database';

export interface StoredToken {
  tokenHash: string;
  sessionId: string;
  account: string;
  issuedAt: number;
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
  expires_at: number;
  refresh_until: number;
  superseded_at: number | null;
  revoked_at: number | null;
}

/** Access tokens by their sha256; every write is its own transaction or part of the caller's. */
export class TokenRepository {
  constructor(private readonly db: SqliteDatabase) {}

  insert(token: StoredToken): void {
    this.db
      .prepare(
        `INSERT INTO access_tokens (token_hash, session_id, account, issued_at, expires_at, refresh_until, superseded_at, revoked_at)
         VALUES (@tokenHash, @sessionId, @account, @issuedAt, @expiresAt, @refreshUntil, @supersededAt, @revokedAt)`,
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
    return this.db.transaction(work)();
  }
}
