import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { inAsyncTransaction } from './sqlite-transactions';
import { MIGRATIONS } from '../migrations';
import { FIELD_SEPARATOR } from '../../content/search-columns';
import { positionalTokens } from '../../../shared/search/search-text';

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
  registerSearchTokens(db);
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

/**
 * `search_tokens(text)`: a field's token text as the positional tokens the search table indexes
 * (src/shared/search/search-text.ts), for the triggers that keep it (migrations.ts). A connection
 * without it cannot write public rows: every connection of the server's opens here.
 */
export function registerSearchTokens(db: SqliteDatabase): void {
  db.function('search_tokens', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? positionalTokens(text, FIELD_SEPARATOR).join(' ') : '',
  );
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
