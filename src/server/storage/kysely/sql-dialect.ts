import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import type { SearchQuery, SearchTerm } from '../../../shared/search/search-text';

/** The fields of a public row a search ranks by, first to last; the body is every other. */
export type RankedField = 'title' | 'tags' | 'description';

/**
 * The few things the two engines spell differently, one method each, so the stores are written
 * once and never ask which engine they run on. Each engine's folder implements it
 * (`sqlite/sqlite-dialect.ts`, `postgres/postgres-dialect.ts`); everything else both say alike.
 */
export interface SqlDialect {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * True where `needle` occurs in `haystack` as typed: a substring test, not LIKE, so `%` and `_`
   * are characters and CJK text matches without a word boundary.
   */
  contains(haystack: RawBuilder<unknown>, needle: string): RawBuilder<boolean>;
  /**
   * True for a public row (`items`) that holds every term of `search` (at least one), found
   * through the engine's index (docs/search.md): SQLite's positional FTS5 table `items_fts`,
   * PostgreSQL's GIN index on `items.search_grams` with the text checked where the grams alone
   * cannot prove a term.
   */
  holdsSearch(search: SearchQuery): RawBuilder<boolean>;
  /**
   * A public row as this engine stores it: PostgreSQL adds `search_grams`, the bag of grams its
   * GIN index holds, made from the row's `search_text`; SQLite keeps the column empty, its index
   * reading the token text itself.
   */
  withSearchGrams<R extends { search_text?: unknown }>(row: R): R & { search_grams: string };
  /** True for a public row whose `field` holds `term`, for ranking. */
  fieldHolds(field: RankedField, term: SearchTerm): RawBuilder<boolean>;
  /** A field of a JSON column, as a value that sorts as SQLite's json_extract does (numbers as numbers). */
  jsonField(column: RawBuilder<unknown>, field: string): RawBuilder<unknown>;
  /**
   * The key of a row in the two tables without a key column of their own (login attempts, password
   * history): SQLite's `rowid`, an identity `id` on PostgreSQL. It grows with every insert.
   */
  readonly rowKey: RawBuilder<number>;
  /** A field of a JSON column as text (NULL when missing). */
  jsonText(column: RawBuilder<unknown>, field: string): RawBuilder<string | null>;
  /**
   * `query` taking the rows it reads for the unit of work, passing over rows another transaction
   * holds: PostgreSQL's `FOR UPDATE SKIP LOCKED`, so instances claiming queued work at once (due
   * publishes, mail) take different rows and never wait for each other. SQLite's one writer holds
   * everything already (BEGIN IMMEDIATE): there the query is left as it is.
   */
  claim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Whether `error` is the engine refusing a write that a foreign key still points at. */
  isForeignKeyViolation(error: unknown): boolean;
}
