import type { PublicChangeListener, PublicChanges } from './public-changes.port';
import type { Stores } from './stores.port';
import type { UnitOfWork } from './unit-of-work.port';

/** The server's storage, whichever engine holds it. */
export interface Storage extends UnitOfWork {
  /** Stores for reads and single writes outside a unit of work; inside one, use its `tx`. */
  readonly stores: Stores;
  /**
   * Tells `local` of what the site's other instances announce (`tx.announce`), until closed, so
   * every instance's rendered pages follow every publish: PostgreSQL's LISTEN. SQLite serves the
   * site from one process and hears nothing.
   */
  hearChanges(local: PublicChanges, onError: (error: unknown) => void): Promise<PublicChangeListener>;
  close(): Promise<void>;
}
