import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../platform/clock';
import type { AuditWriter } from '../platform/audit-writer';
import { Refusal } from '../platform/refusals';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';
import { setupOwed, type OwedSetup, type SetupRules } from './setup-owed';
import { signInRow } from './sign-in.audit';
import type { StoredSession, StoredToken } from '../ports/token-store.port';
import type { StoredUser } from '../ports/user-store.port';

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

/** Where a login came from, kept on its session's tokens for "my sessions". */
export interface LoginOrigin {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface SessionRules {
  /**
   * `IDLE_LOGOUT_MINUTES` in seconds: a session without an authenticated call for this long ends
   * (612). Unset: sessions end only at their lifetime.
   */
  idleLogoutSeconds?: number;
  /** Records a session ended for idleness, in the transaction that ends it; none: not recorded. */
  audit?: AuditWriter;
  /** True: the sessions of a disabled or removed account are unusable (612). */
  checkAccount?: boolean;
  /** What a login must settle before its session may do more (`PASSWORD_MAX_AGE_DAYS`, `REQUIRE_2FA`). */
  setup?: SetupRules;
}

const NO_SETUP_RULES: SetupRules = { passwordMaxAgeDays: 0, requireTwoFactor: 'off' };

/**
 * A session's last use is written once it moved by this much: the idle logout is judged from the
 * stored value, by whichever instance a call reaches, so any coarser step would end a session in
 * use up to that step early (a minute, with calls every few seconds, ended a one-minute setting).
 * A second keeps the check exact to the second, with at most one small write per session and
 * second; the calls of one page at once share it.
 */
export const LAST_USE_WRITE_INTERVAL_MS = 1_000;

const USER_AGENT_MAX = 400;

export const tokenExpired = (): Refusal => new Refusal('token-expired', '登入權杖已逾時，請更新權杖後再試。');
export const tokenInvalid = (): Refusal => new Refusal('token-invalid', '登入資訊無效或已失效，請重新登入。');

/** A session found idle, ended and audited; thrown out of a reflash after its commit. */
class SessionIdleError extends Refusal {
  constructor() {
    super('token-invalid', '閒置過久，已自動登出，請重新登入。');
  }
}

/**
 * A replaced token reflashed again after its grace: a client sharing its reflash never does this,
 * so someone else holds a copy. The whole session has been ended; the route audits who it was.
 */
export class TokenReuseError extends Refusal {
  constructor(
    readonly account: string,
    readonly sessionId: string,
  ) {
    super('token-invalid', '登入資訊無效或已失效，請重新登入。');
  }
}

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));

/** Tokens written before sessions recorded their use count from their issue. */
const lastUseOf = (token: StoredToken): number => token.lastUsedAt ?? token.issuedAt;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opaque random access tokens, stored only as their sha256. A token moves through: valid →
 * expired but refreshable (611) → unusable (612); a reflash or a logout ends it earlier, and the
 * session's absolute end ends them all.
 */
export class TokenService {
  private successorKey: Promise<Buffer> | undefined;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly lifetimes: TokenLifetimes,
    private readonly rules: SessionRules = {},
  ) {}

  /** A login: a new session with its first token, remembering where it came from. */
  async issue(account: string, origin: LoginOrigin = {}): Promise<IssuedToken> {
    const now = this.clock.now();
    return this.storage.write({ account }, async (tx) => {
      await tx.tokens.deleteUnusableBefore(now);
      return this.insertToken(tx, randomBytes(32).toString('base64url'), account, randomUUID(), now, now, {
        ip: origin.ip ?? null,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        lastUsedAt: now,
      });
    });
  }

  /**
   * Checks the `access_token` header. `allowExpired` is for reflash and logout, which exist
   * precisely for tokens past their access lifetime but inside the refresh window.
   */
  async authenticate(token: string | undefined, { allowExpired = false } = {}): Promise<Authenticated> {
    const now = this.clock.now();
    const { stored, state, idle } = await this.judge(this.storage.stores, token, now);
    if (idle) {
      await this.storage.write({ account: stored.account }, (tx) => this.endIdle(tx, stored, now));
      throw new SessionIdleError();
    }
    if (state === 'expired' && !allowExpired) throw tokenExpired();
    // A reflash is no use of its own: the client reflashes for a call, and that call counts.
    if (!allowExpired && now - lastUseOf(stored) >= LAST_USE_WRITE_INTERVAL_MS)
      await this.storage.stores.tokens.touchSession(stored.sessionId, now);
    return { account: stored.account, sessionId: stored.sessionId, tokenHash: stored.tokenHash };
  }

  /** What the account still owes before its sessions may do more than settle it, now. */
  owedBy(user: StoredUser): OwedSetup {
    return setupOwed(user, this.rules.setup ?? NO_SETUP_RULES, this.clock.now());
  }

  /** The account's live sessions: not ended, not past their refresh window, not idle. */
  async sessionsOf(account: string): Promise<StoredSession[]> {
    const now = this.clock.now();
    const live = await this.storage.stores.tokens.liveSessionsOf(account, now);
    return live.filter((session) => !this.idleSince(session.lastUsedAt, now));
  }

  /**
   * Ends one of the account's sessions, in the caller's unit of work (under `{ account }`); false
   * when the account has no such session.
   */
  async endSession(tx: Pick<Stores, 'tokens'>, account: string, sessionId: string): Promise<boolean> {
    if ((await tx.tokens.accountOfSession(sessionId)) !== account) return false;
    await tx.tokens.revokeSession(sessionId, this.clock.now());
    return true;
  }

  /**
   * Ends every session of the account but `keep` when given (the one that changed the password),
   * in the caller's unit of work.
   */
  async endSessionsOf(tx: Pick<Stores, 'tokens'>, account: string, keep?: string): Promise<void> {
    await tx.tokens.revokeSessionsOf(account, this.clock.now(), keep);
  }

  /**
   * Reads the token and judges it, writing nothing: unknown, unusable or of an unusable account
   * throws 612; an idle session is for the caller to end, in its own transaction.
   */
  private async judge(
    stores: Pick<Stores, 'tokens' | 'users'>,
    token: string | undefined,
    now: number,
  ): Promise<{ stored: StoredToken; state: 'valid' | 'expired'; idle: boolean }> {
    if (!token) throw tokenInvalid();
    const stored = await stores.tokens.find(hashToken(token));
    if (!stored) throw tokenInvalid();
    const state = this.stateOf(stored, now);
    if (state === 'unusable') throw tokenInvalid();
    if (this.rules.checkAccount) {
      const user = await stores.users.find(stored.account);
      // A person taken off the site keeps no session there.
      if (user?.disabledAt !== null || !user.member) throw tokenInvalid();
    }
    return { stored, state, idle: this.isIdle(stored, now) };
  }

  private async endIdle(
    tx: Pick<Stores, 'tokens' | 'audit'>,
    stored: StoredToken,
    now: number,
  ): Promise<void> {
    await tx.tokens.revokeSession(stored.sessionId, now);
    await this.rules.audit?.record(
      tx,
      signInRow('session.idle-end', stored.account, { sessionId: stored.sessionId }),
    );
  }

  /** The key successors are derived from, read (or made) once per process. */
  private key(): Promise<Buffer> {
    this.successorKey ??= this.storage
      .write({ key: 'token_successor_key' }, (tx) =>
        tx.tokens.successorKey(randomBytes(32).toString('base64url')),
      )
      .then((value) => Buffer.from(value, 'base64url'));
    return this.successorKey;
  }

  private isIdle(token: StoredToken, now: number): boolean {
    return this.idleSince(lastUseOf(token), now);
  }

  private idleSince(lastUse: number, now: number): boolean {
    const { idleLogoutSeconds } = this.rules;
    return idleLogoutSeconds !== undefined && now - lastUse >= idleLogoutSeconds * 1000;
  }

  /**
   * Exchanges a usable or refreshable token for its successor in the same session. The successor
   * is derived from the token (HMAC), so a second reflash of the same token inside the grace
   * window answers the same successor rather than a fork of the session.
   */
  async reflash(token: string | undefined): Promise<IssuedToken> {
    const now = this.clock.now();
    const successorKey = await this.key();
    // The owner's lock: found first, then read again inside, where it decides the write.
    const presented = token ? await this.storage.stores.tokens.find(hashToken(token)) : undefined;
    if (!token || !presented) throw tokenInvalid();
    const answer = await this.storage.write(
      { account: presented.account },
      async (tx): Promise<IssuedToken | TokenReuseError | SessionIdleError> => {
        const reused = await tx.tokens.find(hashToken(token));
        if (reused && this.isReuse(reused, now)) {
          // Either holder may be the thief: the successor and every token after it stop too.
          await tx.tokens.revokeSession(reused.sessionId, now);
          return new TokenReuseError(reused.account, reused.sessionId);
        }
        const { stored, idle } = await this.judge(tx, token, now);
        if (idle) {
          // Returned, not thrown: the session's end and its audit row must be committed.
          await this.endIdle(tx, stored, now);
          return new SessionIdleError();
        }
        const successor = createHmac('sha256', successorKey).update(token).digest('base64url');
        if (stored.supersededAt !== null) {
          const existing = await tx.tokens.find(hashToken(successor));
          if (existing) return this.answer(successor, existing.expiresAt, existing.sessionStartedAt, now);
        }
        await tx.tokens.markSuperseded(stored.tokenHash, now);
        return this.insertToken(
          tx,
          successor,
          stored.account,
          stored.sessionId,
          stored.sessionStartedAt,
          now,
          {
            ip: stored.ip,
            userAgent: stored.userAgent,
            lastUsedAt: stored.lastUsedAt,
          },
        );
      },
    );
    // Thrown after the commit: the revocation must stay even though the answer is an error.
    if (answer instanceof Refusal) throw answer;
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
  async revoke(token: string | undefined): Promise<string> {
    const now = this.clock.now();
    const presented = token ? await this.storage.stores.tokens.find(hashToken(token)) : undefined;
    if (!token || !presented) throw tokenInvalid();
    return this.storage.write({ account: presented.account }, async (tx) => {
      const stored = await tx.tokens.find(hashToken(token));
      if (!stored) throw tokenInvalid();
      await tx.tokens.revokeSession(stored.sessionId, now);
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

  private async insertToken(
    tx: Pick<Stores, 'tokens'>,
    token: string,
    account: string,
    sessionId: string,
    sessionStartedAt: number,
    now: number,
    carried: Pick<StoredToken, 'ip' | 'userAgent' | 'lastUsedAt'>,
  ): Promise<IssuedToken> {
    const sessionEnd = sessionStartedAt + this.lifetimes.sessionMaxSeconds * 1000;
    const expiresAt = Math.min(now + this.lifetimes.accessTtlSeconds * 1000, sessionEnd);
    await tx.tokens.insert({
      tokenHash: hashToken(token),
      sessionId,
      account,
      issuedAt: now,
      sessionStartedAt,
      expiresAt,
      refreshUntil: Math.min(now + this.lifetimes.refreshWindowSeconds * 1000, sessionEnd),
      supersededAt: null,
      revokedAt: null,
      ...carried,
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
