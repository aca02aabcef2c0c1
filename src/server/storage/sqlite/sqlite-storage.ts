import type { Kysely } from 'kysely';
import { openDatabase, type SqliteDatabase } from './sqlite-database';
import { storesOn } from '../kysely/kysely-stores';
import type { SiteStorage, Storage } from '../../ports/storage.port';
import { DEFAULT_SITE } from '../../ports/site';
import type { Tables } from '../tables';
import type { TransactionStores, WriteLock } from '../../ports/unit-of-work.port';
import { outsideUnitsOnly, withinUnit } from '../unit-guard';
import { sqliteKysely } from './sqlite-kysely';
import { sqliteDialect } from './sqlite-dialect';

/**
 * Storage on SQLite, with its connection beside the port: for what only SQLite has (tests that
 * inspect its file). No service sees it: the server holds a plain `Storage`.
 */
export interface SqliteStorage extends Storage {
  readonly sqliteDb: SqliteDatabase;
}

/** Storage on one SQLite file (or `:memory:`), the embedded default. */
export function openSqliteStorage(dbPath: string): SqliteStorage {
  return sqliteStorageOn(openDatabase(dbPath));
}

/** Storage over a connection already opened and migrated. */
export function sqliteStorageOn(db: SqliteDatabase): SqliteStorage {
  const kysely = sqliteKysely(db);
  const forSite = (site: string): SiteStorage => ({
    site,
    stores: outsideUnitsOnly(storesOn(kysely, sqliteDialect, site)),
    // SQLite has one writer: every kind of lock is BEGIN IMMEDIATE's.
    write: <T>(_lock: WriteLock, work: (tx: TransactionStores) => Promise<T>) => writeIn(kysely, site, work),
    hearChanges: async () => ({ close: async () => undefined }),
  });
  return {
    ...forSite(DEFAULT_SITE),
    forSite,
    sqliteDb: db,
    close: async () => {
      if (db.open) db.close();
    },
  };
}

async function writeIn<T>(
  kysely: Kysely<Tables>,
  site: string,
  work: (tx: TransactionStores) => Promise<T>,
): Promise<T> {
  const effects: Array<() => void> = [];
  const result = await withinUnit(() =>
    kysely.transaction().execute((trx) =>
      work({
        ...storesOn(trx, sqliteDialect, site),
        afterCommit: (effect) => effects.push(effect),
        announce: async () => undefined,
      }),
    ),
  );
  for (const effect of effects) effect();
  return result;
}
