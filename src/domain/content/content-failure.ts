import { ApiError, NetworkError, SessionExpiredError } from '../errors/api-errors';

/** Thrown when the CMS does not know a page or item: the router then shows /404. */
export class PageNotFound extends Error {
  override name = 'PageNotFound';
}

/**
 * Which failure a page or section met, so that it can say so instead of looking empty:
 * - `offline`: the device says it has no network;
 * - `network`: it has one, but no answer came (refused, timed out);
 * - `server`: the server answered with a fault;
 * - `not-found`: the page or item does not exist;
 * - `session`: the session ended (the spec's dialog and /login are already under way);
 * - `aborted`: the request was cancelled; nothing to show.
 */
export type FailureKind = 'offline' | 'network' | 'server' | 'not-found' | 'session' | 'aborted';

export function failureKindOf(error: unknown, online: boolean): FailureKind {
  if (error instanceof PageNotFound) return 'not-found';
  if (error instanceof SessionExpiredError) return 'session';
  if (error instanceof NetworkError) {
    if (error.reason === 'aborted') return 'aborted';
    return online ? 'network' : 'offline';
  }
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  // A fetch that threw without an answer while the device is offline is the same failure.
  if (!online) return 'offline';
  return 'server';
}
