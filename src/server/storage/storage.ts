import type { SqliteDatabase } from './sqlite/sqlite-database';
import type { Stores } from './stores';
import type { UnitOfWork } from './unit-of-work.port';

/** The server's storage, whichever engine holds it (issue 25). */
export interface Storage extends UnitOfWork {
  /** Stores for reads and single writes outside a unit of work; inside one, use its `tx`. */
  readonly stores: Stores;
  /**
   * The SQLite connection itself, for what only SQLite has (tests that inspect its file); no
   * service uses it. PostgreSQL's storage throws when asked.
   */
  readonly sqliteDb: SqliteDatabase;
  close(): Promise<void>;
}
