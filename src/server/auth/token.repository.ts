import type { AuditEntry } from '../authoring/audit-store.port';
import { AuditRepository } from '../authoring/audit.repository';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { StoredToken } from './token-store.port';
import type { LegacyTokenCheck } from './token.service';

export type { StoredSession, StoredToken } from './token-store.port';

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

/**
 * What the synchronous token check needs, for the guards of the slices not yet converted, which
 * call `authenticatedUser` without awaiting (issue 25).
 * legacy: until the guards of the other slices are converted (the lead, at merge); the async
 * `TokenStore` does all of this for the sign-in slice.
 */
export class TokenRepository implements LegacyTokenCheck {
  constructor(private readonly db: SqliteDatabase) {}

  find(tokenHash: string): StoredToken | undefined {
    const row = this.db.prepare('SELECT * FROM access_tokens WHERE token_hash = ?').get(tokenHash) as
      TokenRow | undefined;
    if (!row) return undefined;
    return {
      tokenHash: row.token_hash,
      sessionId: row.session_id,
      account: row.account,
      issuedAt: row.issued_at,
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

  /** An account that may still use its sessions: it exists and is not disabled. */
  accountUsable(account: string): boolean {
    const row = this.db.prepare('SELECT disabled_at FROM users WHERE account = ?').get(account) as
      { disabled_at: number | null } | undefined;
    return row !== undefined && row.disabled_at === null;
  }

  touchSession(sessionId: string, at: number): void {
    this.db.prepare('UPDATE access_tokens SET last_used_at = ? WHERE session_id = ?').run(at, sessionId);
  }

  /** Ends an idle session and writes its audit row, in one transaction. */
  endIdleSession(sessionId: string, at: number, entry: Omit<AuditEntry, 'id'> | null): void {
    immediate(this.db, () => {
      this.db
        .prepare('UPDATE access_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL')
        .run(at, sessionId);
      if (entry) new AuditRepository(this.db).record(entry);
    });
  }
}
