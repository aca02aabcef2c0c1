import type { PublishOutcome } from './publishing.use-case';
import type { ReviewOutcome } from './review.use-case';

/**
 * The site chrome the editor's own page draws (header, menu, footer, banners, metadata; the home
 * page's data sources come from the menu). The store's `load` reads every part again; signed in,
 * those reads bypass the browser's cache (domain/http/fresh-reads.ts).
 */
export interface ChromeReload {
  load(): Promise<void>;
  /** `fresh`: what is held was read past every cache, signed in (the start-up's own read). */
  getState(): { fresh?: boolean };
}

/**
 * As a staff screen opens, its person reads the chrome as it is now, not as a public cache kept
 * it, unless the page already read it so: loaded signed in, the start-up's reads carried the token.
 */
export function chromeAsItIsNow(chrome: ChromeReload): Promise<void> {
  return chrome.getState().fresh === true ? Promise.resolve() : chrome.load();
}

/**
 * Whether an outcome changed what the site shows: a publish, an unpublish or an approval (now or
 * scheduled). A 送審 or a 退回 changes nothing public, so nothing is read again.
 */
export function changedTheSite(outcome: PublishOutcome | ReviewOutcome): boolean {
  return outcome.kind === 'done' && outcome.action !== 'submit' && outcome.action !== 'return';
}

/**
 * After the editor's own change reached the site, the chrome is read again, so their header, menu
 * and data sources show it at once rather than after the public caches' six minutes. A failed
 * re-read keeps the chrome already shown: the publish itself succeeded.
 */
export async function afterOwnChange<O extends PublishOutcome | ReviewOutcome>(
  chrome: ChromeReload | undefined,
  outcome: O,
): Promise<O> {
  if (chrome && changedTheSite(outcome)) await chrome.load().catch(() => undefined);
  return outcome;
}
