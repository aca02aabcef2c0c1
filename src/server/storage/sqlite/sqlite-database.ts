import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { inAsyncTransaction } from './sqlite-transactions';
import { MIGRATIONS } from '../migrations';

export type SqliteDatabase = Database.Database;

/** How long a write waits for another connection's write lock before it fails with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating its directory if needed) and migrates the server's SQLite file. The file holds
 * password hashes and letters, so only its owner may read it; SQLite gives the -wal and -shm files
 * the permissions of the database file.
 */
export function openDatabase(dbPath: string): SqliteDatabase {
  if (dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
    fs.closeSync(fs.openSync(dbPath, 'a', 0o600));
    fs.chmodSync(dbPath, 0o600);
  }
  const db = new Database(dbPath);
  // WAL lets readers run beside the single writer; a full sync on commit keeps every accepted
  // submission on disk even if the process is killed right after answering.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  migrate(db);
  return db;
}

/**
 * Runs `work` in a transaction that takes the write lock at BEGIN. A deferred transaction that
 * reads first and writes later cannot wait for the lock (its snapshot may be stale) and fails at
 * once with SQLITE_BUSY; BEGIN IMMEDIATE waits up to the busy timeout instead.
 */
export function immediate<T>(db: SqliteDatabase, work: () => T): T {
  if (inAsyncTransaction(db)) throw new Error('immediate() while a unit of work holds the connection');
  return db.transaction(work).immediate();
}

function migrate(db: SqliteDatabase): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  immediate(db, () => {
    for (let version = current; version < MIGRATIONS.length; version += 1) {
      db.exec(MIGRATIONS[version]?.sqlite ?? '');
    }
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  });
}
