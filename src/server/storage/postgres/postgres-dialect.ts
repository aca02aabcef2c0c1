import { sql } from 'kysely';
import type { SqlDialect } from '../kysely/sql-dialect';

/**
 * PostgreSQL's spelling of what differs. `strpos` is a plain substring test like SQLite's `instr`.
 * A field is read with `->` (jsonb, which orders numbers as numbers, as json_extract does) to sort
 * and with `->>` for its text. The `::jsonb` cast lets the same method read a `text` column that
 * holds JSON (the audit log's detail).
 */
export const postgresDialect: SqlDialect = {
  engine: 'postgres',
  rowKey: sql<number>`id`,
  contains: (haystack, needle) => sql<boolean>`strpos(${haystack}, ${needle}) > 0`,
  // Each gram a quoted lexeme of tsquery's input: taken as written, never by a text parser.
  holdsGrams: (grams) =>
    sql<boolean>`items.search_grams @@ ${grams.map((gram) => `'${gram}'`).join(' & ')}::tsquery`,
  jsonField: (column, field) => sql`(${column}::jsonb -> ${field})`,
  jsonText: (column, field) => sql<string | null>`(${column}::jsonb ->> ${field})`,
  claim: (query) => query.forUpdate().skipLocked(),
  isForeignKeyViolation: (error) => (error as { code?: unknown } | null)?.code === '23503',
};
