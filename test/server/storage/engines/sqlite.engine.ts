import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteStorage, type SqliteStorage } from '../../../../src/server/storage/sqlite/sqlite-storage';
import type { Insertable, Kysely } from 'kysely';
import { sqliteKysely } from '../../../../src/server/storage/sqlite/sqlite-kysely';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { Tables } from '../../../../src/server/storage/tables';
import { PLATFORM_TABLES } from '../../../../src/server/storage/kysely/site-scope';
import type { SqlDialect } from '../../../../src/server/storage/kysely/sql-dialect';
import { sqliteDialect } from '../../../../src/server/storage/sqlite/sqlite-dialect';

/**
 * How a contract gets a fresh, migrated, empty storage of one engine, and gives it back. `S` is
 * what the engine's opener answers: the SQLite engine's keeps its connection for the tests that
 * inspect the file.
 */
export interface StorageEngine<S extends Storage = Storage> {
  name: string;
  open(): Promise<S>;
  /** Removes what `open` created. */
  dispose(): Promise<void>;
  /**
   * Writes rows straight into a table, as a fixture: for the stores whose writer is another store,
   * or none. Times are epoch ms and flags 0/1, as the stores speak; the engine converts.
   */
  insert<T extends keyof Tables>(storage: S, table: T, rows: Array<Insertable<Tables[T]>>): Promise<void>;
  /**
   * Runs `use` on a query builder over the storage's own tables, beside its stores: for a contract
   * that checks the rows a store wrote, or pokes one as another writer would. JSON columns come
   * back as the engine keeps them (text on SQLite, parsed on PostgreSQL).
   */
  tables<R>(storage: S, use: (db: Kysely<Tables>) => Promise<R>): Promise<R>;
}

/** Writes fixture rows through `engine.tables`: the one `insert` both engines share. */
export function insertThroughTables<S extends Storage>(
  engine: Pick<StorageEngine<S>, 'tables'>,
  dialect: SqlDialect,
): StorageEngine<S>['insert'] {
  return async (storage, table, rows) => {
    if (rows.length === 0) return;
    // A fixture row of a site's table belongs to the site of the storage it is written for; a
    // public row is stored as a publish stores it, with what the engine's index keeps.
    const values = (
      PLATFORM_TABLES.has(table) ? rows : rows.map((row) => ({ site: storage.site, ...row }))
    ).map((row) => (table === 'items' ? dialect.withSearchGrams(row as { search_text?: unknown }) : row));
    await engine.tables(storage, (db) =>
      db
        .insertInto(table)
        .values(values as never)
        .execute(),
    );
  };
}

/** A temporary file per storage (WAL, synchronous = FULL), as the server runs it. */
export function sqliteEngine(): StorageEngine<SqliteStorage> {
  const opened: Array<{ storage: Storage; dir: string }> = [];
  const engine: StorageEngine<SqliteStorage> = {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-storage-'));
      const storage = openSqliteStorage(path.join(dir, 'site.sqlite'));
      opened.push({ storage, dir });
      return storage;
    },
    tables: (storage, use) => use(sqliteKysely(storage.sqliteDb)),
    async dispose() {
      for (const { storage, dir } of opened.splice(0)) {
        await storage.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    insert: (storage, table, rows) => insertThroughTables(engine, sqliteDialect)(storage, table, rows),
  };
  return engine;
}
