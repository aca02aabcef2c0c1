import { sql } from 'kysely';
import type { SqlDialect } from '../kysely/sql-dialect';

/** SQLite's spelling of what differs (JSON is text, read with the json1 functions). */
export const sqliteDialect: SqlDialect = {
  engine: 'sqlite',
  rowKey: sql<number>`rowid`,
  contains: (haystack, needle) => sql<boolean>`instr(${haystack}, ${needle}) > 0`,
  // Each gram a string of FTS5's query syntax; grams hold no double quote to escape.
  holdsGrams: (grams) =>
    sql<boolean>`items.rowid IN (SELECT rowid FROM items_search WHERE items_search MATCH ${grams
      .map((gram) => `"${gram}"`)
      .join(' AND ')})`,
  jsonField: (column, field) => sql`json_extract(${column}, ${`$."${field}"`})`,
  jsonText: (column, field) => sql<string | null>`json_extract(${column}, ${`$."${field}"`})`,
  claim: (query) => query,
  isForeignKeyViolation: (error) =>
    (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY',
};
