import type { SqliteDatabase } from '../database/sqlite.database';
import type { Stores } from './stores';
import type { UnitOfWork } from './unit-of-work.port';

/** The server's storage, whichever engine holds it (issue 25). */
export interface Storage extends UnitOfWork {
  /** Stores for reads and single writes outside a unit of work; inside one, use its `tx`. */
  readonly stores: Stores;
  /**
   * The synchronous better-sqlite3 connection the unconverted code still uses while the server
   * moves to async ports, one slice at a time; it goes when the last slice has moved.
   */
  readonly legacyDb: SqliteDatabase;
  close(): Promise<void>;
}
