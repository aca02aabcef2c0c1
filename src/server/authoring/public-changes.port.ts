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
 * issue 25). Called inside the writer's transaction, which better-sqlite3 runs synchronously: a
 * listener in this process acts before any other request can read, and a rolled-back write costs
 * only a needless re-render. A listener that tells another process must send after the commit
 * (`setImmediate`), or that process could re-read the old rows.
 */
export interface PublicChanges {
  onPublicChange(change: PublicChange): void;
}

/** For a server, or a test, that keeps no copies. */
export const ignorePublicChanges: PublicChanges = { onPublicChange: () => undefined };
