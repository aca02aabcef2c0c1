import { MAX_REDIRECTS } from '../config/constants';
import { CORE_MESSAGES } from '../messages/core-messages';

/** Looks a path up; an answer with a non-empty `redirectTo` sends the follower on. */
export type RedirectResolver<A extends { redirectTo?: string }> = (path: string) => Promise<A>;

export interface FollowedRedirects<A> {
  /** The path whose answer had no redirect. */
  path: string;
  answer: A;
  /** Redirects followed to get there. */
  redirects: number;
}

/** Redirect following gave up: too many hops, or a path came round again. */
export class TooManyRedirectsError extends Error {
  override name = 'TooManyRedirectsError';
  readonly messageKey = CORE_MESSAGES.tooManyRedirects.key;

  constructor(
    /** Every path visited, in order, the one that would have been next included. */
    readonly trail: readonly string[],
    readonly loop: boolean,
  ) {
    super(CORE_MESSAGES.tooManyRedirects.text);
  }
}

/**
 * Follows app-level redirects (a module answer with `redirectTo`). At most `maxRedirects` (31, as
 * the spec says) are followed; a further one fails with `TooManyRedirectsError`, and so does a
 * loop, as soon as a path comes round again, without waiting for the 31 hops.
 */
export async function followRedirects<A extends { redirectTo?: string }>(
  start: string,
  resolve: RedirectResolver<A>,
  maxRedirects: number = MAX_REDIRECTS,
): Promise<FollowedRedirects<A>> {
  const trail = [start];
  let path = start;
  for (;;) {
    const answer = await resolve(path);
    const next = answer.redirectTo;
    if (typeof next !== 'string' || next === '') return { path, answer, redirects: trail.length - 1 };
    const loop = trail.includes(next);
    trail.push(next);
    if (loop || trail.length - 1 > maxRedirects) throw new TooManyRedirectsError(trail, loop);
    path = next;
  }
}
