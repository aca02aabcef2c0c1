import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../platform/clock';
import { ApiError } from '../http/api-error';
import type { StoredToken, TokenRepository } from './token.repository';

export interface TokenLifetimes {
  /** Seconds a token is accepted as is. */
  accessTtlSeconds: number;
  /** Seconds after issue during which an expired token can still be exchanged (611, not 612). */
  refreshWindowSeconds: number;
  /** Seconds a token stays accepted after a reflash replaced it, for requests already in flight. */
  reflashGraceSeconds: number;
  /** Seconds after login after which every token of the session is unusable, reflashed or not. */
  sessionMaxSeconds: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  /** Seconds until the session's absolute end, so the client can warn before it (WCAG 2.2.1). */
  session_expires_in: number;
}

export interface Authenticated {
  account: string;
  sessionId: string;
  tokenHash: string;
}

export const tokenExpired = (): ApiError => new ApiError(611, '登入權杖已逾時，請更新權杖後再試。');
export const tokenInvalid = (): ApiError => new ApiError(612, '登入資訊無效或已失效，請重新登入。');

/**
 * A replaced token reflashed again after its grace: a client sharing its reflash never does this,
 * so someone else holds a copy. The whole session has been ended; the route audits who it was.
 */
export class TokenReuseError extends ApiError {
  constructor(
    readonly account: string,
    readonly sessionId: string,
  ) {
    super(612, '登入資訊無效或已失效，請重新登入。');
  }
}

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opaque random access tokens, stored only as their sha256. A token moves through: valid →
 * expired but refreshable (611) → unusable (612); a reflash or a logout ends it earlier, and the
 * session's absolute end ends them all.
 */
export class TokenService {
  private readonly successorKey: Buffer;

  constructor(
    private readonly tokens: TokenRepository,
    private readonly clock: Clock,
    private readonly lifetimes: TokenLifetimes,
  ) {
    this.successorKey = tokens.successorKey();
  }

  /** A login: a new session with its first token. */
  issue(account: string): IssuedToken {
    const now = this.clock.now();
    return this.tokens.transaction(() => {
      this.tokens.deleteUnusableBefore(now);
      return this.insertToken(randomBytes(32).toString('base64url'), account, randomUUID(), now, now);
    });
  }

  /**
   * Checks the `access_token` header. `allowExpired` is for reflash and logout, which exist
   * precisely for tokens past their access lifetime but inside the refresh window.
   */
  authenticate(token: string | undefined, { allowExpired = false } = {}): Authenticated {
    if (!token) throw tokenInvalid();
    const stored = this.tokens.find(hashToken(token));
    if (!stored) throw tokenInvalid();
    const state = this.stateOf(stored, this.clock.now());
    if (state === 'unusable') throw tokenInvalid();
    if (state === 'expired' && !allowExpired) throw tokenExpired();
    return { account: stored.account, sessionId: stored.sessionId, tokenHash: stored.tokenHash };
  }

  /**
   * Exchanges a usable or refreshable token for its successor in the same session. The successor
   * is derived from the token (HMAC), so a second reflash of the same token inside the grace
   * window answers the same successor rather than a fork of the session.
   */
  reflash(token: string | undefined): IssuedToken {
    const now = this.clock.now();
    const answer = this.tokens.transaction((): IssuedToken | TokenReuseError => {
      const reused = token ? this.tokens.find(hashToken(token)) : undefined;
      if (reused && this.isReuse(reused, now)) {
        // Either holder may be the thief: the successor and every token after it stop too.
        this.tokens.revokeSession(reused.sessionId, now);
        return new TokenReuseError(reused.account, reused.sessionId);
      }
      const current = this.authenticate(token, { allowExpired: true });
      const stored = this.tokens.find(current.tokenHash);
      if (!token || !stored) throw tokenInvalid();
      const successor = createHmac('sha256', this.successorKey).update(token).digest('base64url');
      if (stored.supersededAt !== null) {
        const existing = this.tokens.find(hashToken(successor));
        if (existing) return this.answer(successor, existing.expiresAt, existing.sessionStartedAt, now);
      }
      this.tokens.markSuperseded(current.tokenHash, now);
      return this.insertToken(successor, current.account, current.sessionId, stored.sessionStartedAt, now);
    });
    // Thrown after the commit: the revocation must stay even though the answer is an error.
    if (answer instanceof TokenReuseError) throw answer;
    return answer;
  }

  /**
   * A token that was already replaced, whose grace has passed, and whose session was not ended:
   * presenting it to reflash again is reuse. A token past its refresh window is simply old.
   */
  private isReuse(token: StoredToken, now: number): boolean {
    return (
      token.supersededAt !== null &&
      token.revokedAt === null &&
      now <= token.refreshUntil &&
      this.stateOf(token, now) === 'unusable'
    );
  }

  /**
   * Logout: every token of the session, including one still in its reflash grace, stops working.
   * Any token the server issued will do, already revoked or expired ones too: a second logout (a
   * retry after a lost answer, another tab) must succeed. Answers the account, for the audit log.
   */
  revoke(token: string | undefined): string {
    const now = this.clock.now();
    return this.tokens.transaction(() => {
      const stored = token ? this.tokens.find(hashToken(token)) : undefined;
      if (!stored) throw tokenInvalid();
      this.tokens.revokeSession(stored.sessionId, now);
      return stored.account;
    });
  }

  private stateOf(token: StoredToken, now: number): 'valid' | 'expired' | 'unusable' {
    if (token.revokedAt !== null) return 'unusable';
    if (token.supersededAt !== null) {
      // Requests sent with the old token before the new one arrived still pass for a few seconds.
      return now <= token.supersededAt + this.lifetimes.reflashGraceSeconds * 1000 &&
        now <= token.refreshUntil
        ? 'valid'
        : 'unusable';
    }
    if (now > token.refreshUntil) return 'unusable';
    if (now > token.expiresAt) return 'expired';
    return 'valid';
  }

  private insertToken(
    token: string,
    account: string,
    sessionId: string,
    sessionStartedAt: number,
    now: number,
  ): IssuedToken {
    const sessionEnd = sessionStartedAt + this.lifetimes.sessionMaxSeconds * 1000;
    const expiresAt = Math.min(now + this.lifetimes.accessTtlSeconds * 1000, sessionEnd);
    this.tokens.insert({
      tokenHash: hashToken(token),
      sessionId,
      account,
      issuedAt: now,
      sessionStartedAt,
      expiresAt,
      refreshUntil: Math.min(now + this.lifetimes.refreshWindowSeconds * 1000, sessionEnd),
      supersededAt: null,
      revokedAt: null,
    });
    return this.answer(token, expiresAt, sessionStartedAt, now);
  }

  private answer(token: string, expiresAt: number, sessionStartedAt: number, now: number): IssuedToken {
    const sessionEnd = sessionStartedAt + this.lifetimes.sessionMaxSeconds * 1000;
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: seconds(expiresAt - now),
      session_expires_in: seconds(sessionEnd - now),
    };
  }
}
