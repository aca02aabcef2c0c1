/**
 * The warning before a session's absolute end (WCAG 2.2.1 Timing Adjustable): the server ends
 * every session a fixed time after login however often the token was refreshed, so an editor is
 * told early enough to save and log in again.
 */

/** The warning comes this long before the end: more than WCAG's 20 seconds, and at least 2 minutes. */
export const SESSION_WARNING_LEAD_MS = 3 * 60_000;

/**
 * When to warn for a session that ends at `endsAt`: `null` when nothing is known of the end or it
 * has passed. A session that ends within the lead time is warned at once (`now`).
 */
export function sessionWarningAt(
  endsAt: number | null,
  now: number,
  leadMs = SESSION_WARNING_LEAD_MS,
): number | null {
  if (endsAt === null || !Number.isFinite(endsAt) || endsAt <= now) return null;
  return Math.max(now, endsAt - leadMs);
}

/** Whole minutes left, rounded up, for the warning's text. */
export function minutesLeft(endsAt: number, now: number): number {
  return Math.max(1, Math.ceil((endsAt - now) / 60_000));
}
