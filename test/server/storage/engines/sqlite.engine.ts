import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteStorage } from '../../../../src/server/storage/sqlite/sqlite-storage';
import type { Insertable } from 'kysely';
import { sqliteKysely } from '../../../../src/server/storage/sqlite/sqlite-kysely';
import type { Storage } from '../../../../src/server/storage/storage';
import type { Tables } from '../../../../src/server/storage/tables';

/** How a contract gets a fresh, migrated, empty storage of one engine, and gives it back. */
export interface StorageEngine {
  name: string;
  open(): Promise<Storage>;
  /** Removes what `open` created. */
  dispose(): Promise<void>;
  /**
   * Writes rows straight into a table, as a fixture: for the stores whose writer is another store,
   * or none. Times are epoch ms and flags 0/1, as the stores speak; the engine converts.
   */
  insert<T extends keyof Tables>(
    storage: Storage,
    table: T,
    rows: Array<Insertable<Tables[T]>>,
  ): Promise<void>;
}

/** A temporary file per storage (WAL, synchronous = FULL), as the server runs it. */
export function sqliteEngine(): StorageEngine {
  const opened: Array<{ storage: Storage; dir: string }> = [];
  return {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-storage-'));
      const storage = openSqliteStorage(path.join(dir, 'site.sqlite'));
      opened.push({ storage, dir });
      return storage;
    },
    async insert(storage, table, rows) {
      if (rows.length > 0) await sqliteKysely(storage.sqliteDb).insertInto(table).values(rows).execute();
    },
    async dispose() {
      for (const { storage, dir } of opened.splice(0)) {
        await storage.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
