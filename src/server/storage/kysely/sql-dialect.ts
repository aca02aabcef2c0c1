import type { RawBuilder, SelectQueryBuilder } from 'kysely';

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
   * True for a public row (`items`) whose index holds every one of `grams` (non-empty; letters,
   * digits and Han characters only, as src/shared/search/search-text.ts makes them): SQLite's FTS5
   * table `items_search`, PostgreSQL's GIN index on `items.search_grams`.
   */
  holdsGrams(grams: readonly string[]): RawBuilder<boolean>;
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
