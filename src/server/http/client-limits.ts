import { availableParallelism } from 'node:os';

/** A number of requests one IP may make per window, enforced by @fastify/rate-limit. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/**
 * How much work one client can cause. Timeouts end connections that stop sending (a stalled upload
 * would otherwise hold a socket, and a shutdown, forever); the per-IP windows bound the routes that
 * write or hash.
 */
export interface ClientLimits {
  /** The whole request, headers and body, must arrive within this time (Node answers 408). */
  requestTimeoutMs: number;
  /** The request headers must arrive within this time. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all is closed after this time. */
  connectionTimeoutMs: number;
  /** How often Node checks the two timeouts above; the cut-off comes at most this late. */
  timeoutCheckIntervalMs: number;
  mailboxPerIp: RateWindow;
  /** 案件查詢: guesses of a case's address are bounded per IP. */
  caseLookupPerIp: RateWindow;
  hitPerIp: RateWindow;
  /** 頁面回饋: answers per address over every page, the outer ring around `feedbackPerPage`. */
  feedbackPerIp: RateWindow;
  /** 頁面回饋: answers per address and page, kept in memory only (src/server/feedback). */
  feedbackPerPage: RateWindow;
  viewPerIp: RateWindow;
  /** Login requests per IP, over every account: the outer ring around the login throttle. */
  loginPerIp: RateWindow;
  /** scrypt runs on libuv's thread pool; this many at once leaves threads for file reads. */
  hashConcurrency: number;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  connectionTimeoutMs: 30_000,
  timeoutCheckIntervalMs: 1_000,
  // A person writes a letter in minutes; five per ten minutes leaves room for corrections.
  mailboxPerIp: { max: 5, windowMs: 10 * 60_000 },
  // A citizen checks a case or two, with a typo perhaps; not enough to try addresses at scale.
  caseLookupPerIp: { max: 10, windowMs: 10 * 60_000 },
  // One visit beacon per page load; a school behind one address still fits.
  hitPerIp: { max: 60, windowMs: 60_000 },
  viewPerIp: { max: 120, windowMs: 60_000 },
  // A visitor answers a page once, maybe changes their mind; a school behind one address reads many.
  feedbackPerIp: { max: 60, windowMs: 10 * 60_000 },
  feedbackPerPage: { max: 5, windowMs: 60 * 60_000 },
  loginPerIp: { max: 30, windowMs: 60_000 },
  // One core stays free for the event loop: on the 2-core reference machine, one hash at a time.
  hashConcurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
};
