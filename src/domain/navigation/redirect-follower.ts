import { MAX_REDIRECTS } from '../config/constants';
import { CORE_MESSAGES } from '../messages/core-messages';

/** Looks a path up; an answer with a non-empty `redirectTo` sends the follower on. */
export type RedirectResolver<A extends { redirectTo?: string }> = (path: string) => Promise<A>;

export interface FollowedRedirects<A> {
  /** The path whose answer had no redirect. */
  path: string;
  answer: A;
  /** Redirects followed to get there, those of an earlier leg of the chain included. */
  redirects: number;
  /** Every path visited, in order, the last one included. */
  trail: readonly string[];
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

export interface FollowOptions {
  maxRedirects?: number;
  /**
   * The paths an earlier leg of the same chain already visited (a redirect that left for another
   * page, which carries on redirecting): the bound and the loop check span the whole chain.
   */
  trail?: readonly string[];
}

/**
 * Follows app-level redirects (a module answer with `redirectTo`). At most `maxRedirects` (31, as
 * the spec says) are followed over the whole chain; a further one fails with
 * `TooManyRedirectsError`, and so does a loop, as soon as a path comes round again, without
 * waiting for the 31 hops.
 */
export async function followRedirects<A extends { redirectTo?: string }>(
  start: string,
  resolve: RedirectResolver<A>,
  options: FollowOptions = {},
): Promise<FollowedRedirects<A>> {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const earlier = options.trail ?? [];
  const trail = earlier[earlier.length - 1] === start ? [...earlier] : [...earlier, start];
  let path = start;
  for (;;) {
    const answer = await resolve(path);
    const next = answer.redirectTo;
    if (typeof next !== 'string' || next === '') return { path, answer, redirects: trail.length - 1, trail };
    const loop = trail.includes(next);
    trail.push(next);
    if (loop || trail.length - 1 > maxRedirects) throw new TooManyRedirectsError(trail, loop);
    path = next;
  }
}
