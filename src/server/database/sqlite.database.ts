import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_MIGRATIONS } from './schema.migrations';

export type SqliteDatabase = Database.Database;

/** Opens (creating its directory if needed) and migrates the server's SQLite file. */
export function openDatabase(dbPath: string): SqliteDatabase {
  if (dbPath !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  }
  const db = new Database(dbPath);
  // WAL lets readers run beside the single writer; a full sync on commit keeps every accepted
  // submission on disk even if the process is killed right after answering.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function migrate(db: SqliteDatabase): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  db.transaction(() => {
    for (let version = current; version < SCHEMA_MIGRATIONS.length; version += 1) {
      db.exec(SCHEMA_MIGRATIONS[version] ?? '');
    }
    db.pragma(`user_version = ${SCHEMA_MIGRATIONS.length}`);
  })();
}
