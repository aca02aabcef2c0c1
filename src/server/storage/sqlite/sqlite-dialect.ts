import { sql } from 'kysely';
import { termPhrase, type SearchTerm } from '../../../shared/search/search-text';
import type { RankedField, SqlDialect } from '../kysely/sql-dialect';

/**
 * A term in FTS5's query syntax: its positional tokens as one quoted phrase (tokens hold no
 * double quote), `*` where its last token stands for any token starting with it.
 */
function ftsPhrase(term: SearchTerm): string {
  const { tokens, prefix } = termPhrase(term);
  return `"${tokens.join(' ')}"${prefix ? ' *' : ''}`;
}

/**
 * Rows of `items_fts` (migrations.ts: columns title, tags, description and text, the last every
 * field) whose `column` holds each phrase. `+rowid` keeps the planner from reading the public
 * rows one by one in the index's order: it walks the covering index of the site's rows instead
 * and asks the set of found rows, built once, of each.
 */
const ftsHolds = (column: string, phrases: readonly string[]) =>
  sql<boolean>`+items.rowid IN (SELECT rowid FROM items_fts WHERE items_fts MATCH ${phrases
    .map((phrase) => `{${column}} : ${phrase}`)
    .join(' AND ')})`;

/** SQLite's spelling of what differs (JSON is text, read with the json1 functions). */
export const sqliteDialect: SqlDialect = {
  engine: 'sqlite',
  rowKey: sql<number>`rowid`,
  contains: (haystack, needle) => sql<boolean>`instr(${haystack}, ${needle}) > 0`,
  withSearchGrams: (row) => ({ ...row, search_grams: '' }),
  holdsSearch: (search) => ftsHolds('text', search.terms.map(ftsPhrase)),
  fieldHolds: (field: RankedField, term) => ftsHolds(field, [ftsPhrase(term)]),
  jsonField: (column, field) => sql`json_extract(${column}, ${`$."${field}"`})`,
  jsonText: (column, field) => sql<string | null>`json_extract(${column}, ${`$."${field}"`})`,
  claim: (query) => query,
  isForeignKeyViolation: (error) =>
    (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY',
};
