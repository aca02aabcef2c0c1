import { createHash, randomBytes, randomUUID } from 'node:crypto';
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
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

export interface Authenticated {
  account: string;
  sessionId: string;
  tokenHash: string;
}

export const tokenExpired = (): ApiError => new ApiError(611, '登入權杖已逾時，請更新權杖後再試。');
export const tokenInvalid = (): ApiError => new ApiError(612, '登入資訊無效或已失效，請重新登入。');

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opaque random access tokens, stored only as their sha256. A token moves through: valid →
 * expired but refreshable (611) → unusable (612); a reflash or a logout ends it earlier.
 */
export class TokenService {
  constructor(
    private readonly tokens: TokenRepository,
    private readonly clock: Clock,
    private readonly lifetimes: TokenLifetimes,
  ) {}

  /** A login: a new session with its first token. */
  issue(account: string): IssuedToken {
    const now = this.clock.now();
    return this.tokens.transaction(() => {
      this.tokens.deleteUnusableBefore(now);
      return this.insertToken(account, randomUUID(), now);
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

  /** Exchanges a usable or refreshable token for a new one in the same session. */
  reflash(token: string | undefined): IssuedToken {
    const now = this.clock.now();
    return this.tokens.transaction(() => {
      const current = this.authenticate(token, { allowExpired: true });
      this.tokens.markSuperseded(current.tokenHash, now);
      return this.insertToken(current.account, current.sessionId, now);
    });
  }

  /** Logout: every token of the session, including one still in its reflash grace, stops working. */
  revoke(token: string | undefined): void {
    const now = this.clock.now();
    this.tokens.transaction(() => {
      const current = this.authenticate(token, { allowExpired: true });
      this.tokens.revokeSession(current.sessionId, now);
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

  private insertToken(account: string, sessionId: string, now: number): IssuedToken {
    const token = randomBytes(32).toString('base64url');
    this.tokens.insert({
      tokenHash: hashToken(token),
      sessionId,
      account,
      issuedAt: now,
      expiresAt: now + this.lifetimes.accessTtlSeconds * 1000,
      refreshUntil: now + this.lifetimes.refreshWindowSeconds * 1000,
      supersededAt: null,
      revokedAt: null,
    });
    return { access_token: token, token_type: 'bearer', expires_in: this.lifetimes.accessTtlSeconds };
  }
}
