import type { DocumentRef } from '../../shared/document-id';

/**
 * What changed on the public site: a document published or taken off it (an item, a single page,
 * a module's settings, a structure, a piece of chrome), or `site` for a site-wide change that is
 * no document (the site settings).
 */
export type PublicChange = DocumentRef | { type: 'site' };

/**
 * Told of every change to what visitors see, so copies of rendered pages can be dropped (the
 * rendered-page cache, src/server/client/page-cache.ts; later a broadcast to other instances,
 * issue 25). Called through the unit of work's `afterCommit`, never inside the transaction: a
 * rolled-back write tells nobody, and a listener in another process that re-reads at once sees
 * the committed rows.
 */
export interface PublicChanges {
  onPublicChange(change: PublicChange): void;
}

/** For a server, or a test, that keeps no copies. */
export const ignorePublicChanges: PublicChanges = { onPublicChange: () => undefined };
