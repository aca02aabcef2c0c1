import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Tables } from '../tables';
import { sqliteKysely } from './sqlite-kysely';

/**
 * Copies a live SQLite database into `dest` with SQLite's online backup API, page by page from a
 * connection of its own: the server keeps answering and writing meanwhile, and the copy is one
 * consistent moment of the file.
 */
export async function snapshotSqlite(dbPath: string, dest: string): Promise<void> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    await db.backup(dest);
  } finally {
    db.close();
  }
}

/** The schema step an SQLite file has reached. */
export function sqliteSchemaStep(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return Number(db.pragma('user_version', { simple: true }));
  } finally {
    db.close();
  }
}

/** Rows per table of an SQLite file that may not exist yet (then it holds none). */
export function sqliteRowCounts(file: string, tables: readonly string[]): number {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return 0;
  const db = new Database(file, { readonly: true });
  try {
    const present = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((row) => row.name),
    );
    let rows = 0;
    for (const table of tables) {
      if (present.has(table))
        rows += (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
    }
    return rows;
  } finally {
    db.close();
  }
}

/** An SQLite backup file opened read-only for the query builder, to copy its rows elsewhere. */
export function readSqliteFile(file: string): { kysely: Kysely<Tables>; close(): void } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return { kysely: sqliteKysely(db), close: () => db.close() };
}

/** Puts a backup's SQLite file in place of a database that does not exist yet. */
export function installSqliteFile(file: string, dbPath: string): void {
  for (const suffix of ['-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
  fs.copyFileSync(file, dbPath);
  // The file holds password hashes and letters: only its owner reads it, as openDatabase makes it.
  fs.chmodSync(dbPath, 0o600);
}
