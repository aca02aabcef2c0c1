import type { DocumentRef } from '../../shared/document-id';

/**
 * What changed on the public site: a document published or taken off it (an item, a single page,
 * a module's settings, a structure, a piece of chrome), or `site` for a site-wide change that is
 * no document (the site settings).
 */
export type PublicChange = DocumentRef | { type: 'site' };

/**
 * Told of every change to what visitors see, so copies of rendered pages can be dropped (the
 * rendered-page cache, src/server/client/page-cache.ts, on this instance and, through a
 * `PublicChangeChannel`, on every other). Called through the unit of work's `afterCommit`, never
 * inside the transaction: a rolled-back write tells nobody, and a listener in another process
 * that re-reads at once sees the committed rows.
 */
export interface PublicChanges {
  onPublicChange(change: PublicChange): void;
}

/** For a server, or a test, that keeps no copies. */
export const ignorePublicChanges: PublicChanges = { onPublicChange: () => undefined };

/**
 * Carries changes between the instances that serve one site from one database (issue 25): what
 * one instance announces, every other instance's `PublicChanges` is told of. PostgreSQL's is
 * LISTEN/NOTIFY (src/server/storage/postgres/postgres-change-channel.ts); SQLite serves from one
 * process and needs none.
 */
export interface PublicChangeChannel {
  /** Tells the other instances, not this one (it has been told already). Never throws. */
  announce(change: PublicChange): void;
  close(): Promise<void>;
}

/** `local` told of each change first, then the other instances through `channel`, if any. */
export function sharedPublicChanges(
  local: PublicChanges,
  channel: PublicChangeChannel | undefined,
): PublicChanges {
  if (!channel) return local;
  return {
    onPublicChange: (change) => {
      local.onPublicChange(change);
      channel.announce(change);
    },
  };
}
