import { sql, type RawBuilder } from 'kysely';
import { searchGramsOf } from '../../content/search-columns';
import type { SearchTerm } from '../../../shared/search/search-text';
import type { RankedField, SqlDialect } from '../kysely/sql-dialect';

const contains = (haystack: RawBuilder<unknown>, needle: string) =>
  sql<boolean>`strpos(${haystack}, ${needle}) > 0`;

/** Whether a column of token text holds a term: padded, so a word's pattern finds it at either end. */
const textHolds = (column: string, term: SearchTerm) =>
  contains(sql`(' ' || ${sql.ref(column)} || ' ')`, term.pattern);

const FIELD_COLUMNS: Readonly<Record<RankedField, string>> = {
  title: 'items.search_title',
  tags: 'items.search_tags',
  description: 'items.search_description',
};

/**
 * PostgreSQL's spelling of what differs. `strpos` is a plain substring test like SQLite's `instr`.
 * A field is read with `->` (jsonb, which orders numbers as numbers, as json_extract does) to sort
 * and with `->>` for its text. The `::jsonb` cast lets the same method read a `text` column that
 * holds JSON (the audit log's detail).
 */
export const postgresDialect: SqlDialect = {
  engine: 'postgres',
  rowKey: sql<number>`id`,
  contains,
  // Each gram a quoted lexeme of tsquery's input, taken as written, never by a text parser; a
  // term the grams do not prove (three Han characters or more, several tokens) is looked for in
  // the row's token text.
  withSearchGrams: (row) => ({
    ...row,
    search_grams: searchGramsOf(typeof row.search_text === 'string' ? row.search_text : ''),
  }),
  holdsSearch: (search) =>
    sql<boolean>`(${sql.join(
      [
        sql`items.search_grams @@ ${[...new Set(search.terms.flatMap((term) => term.grams))]
          .map((gram) => `'${gram}'`)
          .join(' & ')}::tsquery`,
        ...search.terms.filter((term) => !term.exact).map((term) => textHolds('items.search_text', term)),
      ],
      sql` AND `,
    )})`,
  fieldHolds: (field, term) => textHolds(FIELD_COLUMNS[field], term),
  jsonField: (column, field) => sql`(${column}::jsonb -> ${field})`,
  jsonText: (column, field) => sql<string | null>`(${column}::jsonb ->> ${field})`,
  claim: (query) => query.forUpdate().skipLocked(),
  isForeignKeyViolation: (error) => (error as { code?: unknown } | null)?.code === '23503',
};
