import type Database from 'better-sqlite3';

/** The connections an async unit of work holds now (sqlite-kysely.ts marks them). */
export const connectionsInTransaction = new WeakSet<Database.Database>();

/**
 * True while an async transaction holds the connection. The synchronous `immediate()` refuses to
 * start then: on the one connection its BEGIN would fail, and a plain statement would silently
 * join the other transaction.
 */
export function inAsyncTransaction(db: Database.Database): boolean {
  return connectionsInTransaction.has(db);
}
