import { SCHEMA_MIGRATIONS } from './sqlite/sqlite-migrations';
import { POSTGRES_BASELINE } from './postgres/postgres-baseline';

/** The step whose PostgreSQL text creates the whole schema of that step. */
const POSTGRES_BASELINE_STEP = 5;

/** One step of the schema, as each engine takes it. */
export interface Migration {
  sqlite: string;
  postgres: string;
}

/**
 * The one list both engines migrate from; each records how many entries it has run (SQLite in
 * `PRAGMA user_version`, PostgreSQL in `schema_version`), so a database written by an older server
 * is brought forward at start and never rebuilt. Steps 1–4 are SQLite's history: PostgreSQL came
 * later and starts from the baseline of step 5, the same tables in its own types. From step 6 on
 * every entry carries both texts.
 */
export const MIGRATIONS: readonly Migration[] = [
  ...SCHEMA_MIGRATIONS.map((sqlite, index) => ({
    sqlite,
    postgres: index + 1 === POSTGRES_BASELINE_STEP ? POSTGRES_BASELINE : '',
  })),
  {
    // A resubmission after 退回 remembers the revision returned, so the reviewer reads the fix
    // against the text they sent back (review-workflow.ts).
    sqlite: 'ALTER TABLE documents ADD COLUMN review_returned_revision INTEGER;',
    postgres: 'ALTER TABLE documents ADD COLUMN review_returned_revision integer;',
  },
  {
    // 網址代稱: an item's readable address, unique within its module (NULLs, items without one,
    // never clash), and the addresses it had before, each still leading to it.
    sqlite: `
    ALTER TABLE items ADD COLUMN slug TEXT;
    CREATE UNIQUE INDEX items_by_slug ON items (module_path, slug);
    CREATE TABLE item_old_addresses (
      module_path TEXT NOT NULL,
      slug TEXT NOT NULL,
      item_id TEXT NOT NULL,
      PRIMARY KEY (module_path, slug)
    );
    `,
    postgres: `
    ALTER TABLE items ADD COLUMN slug text COLLATE "C";
    CREATE UNIQUE INDEX items_by_slug ON items (module_path, slug);
    CREATE TABLE item_old_addresses (
      module_path text COLLATE "C" NOT NULL,
      slug text COLLATE "C" NOT NULL,
      item_id text COLLATE "C" NOT NULL,
      PRIMARY KEY (module_path, slug)
    );
    `,
  },
];
