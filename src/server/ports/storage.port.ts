import type { PublicChangeListener, PublicChanges } from './public-changes.port';
import type { Stores } from './stores.port';
import type { UnitOfWork } from './unit-of-work.port';

/**
 * One site's part of the storage: every store and unit of work of it reads and writes that site's
 * rows only (the engines confine each query below the stores).
 */
export interface SiteStorage extends UnitOfWork {
  /** The site's code (`default` for the site a database began as). */
  readonly site: string;
  /** Stores for reads and single writes outside a unit of work; inside one, use its `tx`. */
  readonly stores: Stores;
  /**
   * Tells `local` of what this site's other instances announce (`tx.announce`), until closed, so
   * every instance's rendered pages follow every publish: PostgreSQL's LISTEN, one connection per
   * instance for all its sites. SQLite serves from one process and hears nothing.
   */
  hearChanges(local: PublicChanges, onError: (error: unknown) => void): Promise<PublicChangeListener>;
}

/** The server's storage, whichever engine holds it; as a `SiteStorage`, the `default` site's. */
export interface Storage extends SiteStorage {
  /** The storage of the site `code`. */
  forSite(code: string): SiteStorage;
  close(): Promise<void>;
}
