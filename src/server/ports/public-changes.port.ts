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
 * other instances' hear the transaction's own announcement (`publicChangeIn`,
 * src/server/authoring/public-changes.ts).
 */
export interface PublicChanges {
  onPublicChange(change: PublicChange): void;
}

/** How an instance hears the others' announcements, until it is closed. */
export interface PublicChangeListener {
  close(): Promise<void>;
}
