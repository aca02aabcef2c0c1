import type { DocumentRef } from '../../shared/document-id';

/**
 * What changed on the public site: a document published or taken off it (an item, a single page,
 * a module's settings, a structure, a piece of chrome), or `site` for a site-wide change that is
 * no document (the site settings).
 */
export type PublicChange = DocumentRef | { type: 'site' };

/**
 * Told of every change to what visitors see, so copies of rendered pages can be dropped (the
 * rendered-page cache, src/server/client/page-cache.ts). This instance's is told through the unit
 * of work's `afterCommit`, never inside the transaction, so a rolled-back write tells nobody; the
 * other instances' hear the transaction's own announcement (`publicChangeIn`).
 */
export interface PublicChanges {
  onPublicChange(change: PublicChange): void;
}

/** For a server, or a test, that keeps no copies. */
export const ignorePublicChanges: PublicChanges = { onPublicChange: () => undefined };

/**
 * What a unit of work that changes the public site does: announces the change inside
 * its transaction, to the site's other instances, and tells this instance's `local` copies once it
 * has committed. Every writer of a public change goes through here.
 */
export async function publicChangeIn(
  tx: { announce(change: PublicChange): Promise<void>; afterCommit(effect: () => void): void },
  local: PublicChanges,
  change: PublicChange,
): Promise<void> {
  await tx.announce(change);
  tx.afterCommit(() => local.onPublicChange(change));
}

/** How an instance hears the others' announcements, until it is closed. */
export interface PublicChangeListener {
  close(): Promise<void>;
}
