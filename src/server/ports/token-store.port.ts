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

/** Access tokens by their sha256, and the key successor tokens are derived from. */
export interface TokenStore {
  /**
   * The successor key kept for the database: `candidate` when none was kept yet, else the kept
   * one, so every instance and every restart derives the same successor of a token.
   */
  successorKey(candidate: string): Promise<string>;
  insert(token: StoredToken): Promise<void>;
  find(tokenHash: string): Promise<StoredToken | undefined>;
  /** Every token of the session carries its last use, so a successor inherits it. */
  touchSession(sessionId: string, at: number): Promise<void>;
  /**
   * The account's sessions that are neither ended nor past their refresh window at `now`, oldest
   * first; the caller leaves out the idle ones, whose end it decides.
   */
  liveSessionsOf(account: string, now: number): Promise<StoredSession[]>;
  /** The account a session belongs to, or undefined for a session the server never started. */
  accountOfSession(sessionId: string): Promise<string | undefined>;
  /**
   * Ends every session of `account` but `keep`; answers how many of them were still live at `at`
   * (not ended, not past their refresh window), for the audit.
   */
  revokeSessionsOf(account: string, at: number, keep?: string): Promise<number>;
  /** Marks a token as replaced by a reflash; the first replacement time is kept. */
  markSuperseded(tokenHash: string, at: number): Promise<void>;
  revokeSession(sessionId: string, at: number): Promise<void>;
  /** Forgets tokens that can no longer be used or refreshed. */
  deleteUnusableBefore(time: number): Promise<void>;
}
