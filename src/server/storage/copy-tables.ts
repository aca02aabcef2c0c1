import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from './kysely/sql-dialect';
import type { Tables } from './tables';

/**
 * Every table, parents before children (foreign keys), so rows can be copied in this order into an
 * empty database. A test checks that the list names every table the migrations create.
 */
export const TABLE_ORDER: ReadonlyArray<keyof Tables> = [
  'sites',
  'meta',
  'site_documents',
  'landings',
  'modules',
  'items',
  'item_tags',
  'item_old_addresses',
  'counters',
  'view_days',
  'users',
  'site_members',
  'user_rights',
  'access_tokens',
  'login_attempts',
  'password_history',
  'recovery_codes',
  'documents',
  'revisions',
  'save_keys',
  'edit_locks',
  'audit_log',
  'mailbox_messages',
  'mailbox_notes',
  'mailbox_replies',
  'mail_outbox',
  'page_feedback',
];

/**
 * SQLite's search index over `items` (FTS5's table and its shadow tables): derived from the rows,
 * kept by triggers, never copied; a copy's inserts into `items` fill the target's own.
 */
export const isDerivedTable = (name: string): boolean => /^items_fts(?:_|$)/.test(name);

/** What makes a database not empty: the sites list of a migrated one is never empty. */
export const SITE_CONTENT_TABLES = TABLE_ORDER.filter((table) => table !== 'sites');

/** Tables whose `id` the engine generates; after a copy its sequence must move past the copied ids. */
export const GENERATED_IDS: ReadonlyArray<keyof Tables> = [
  'audit_log',
  'mailbox_notes',
  'mailbox_replies',
  'mail_outbox',
  'page_feedback',
];

const BATCH = 200;

/**
 * Copies every row of every table from one database into another, empty and migrated to the same
 * step, in batches; the rows keep their keys. The source is an SQLite file (a backup): its rows
 * stream without a cursor package. Used to restore an SQLite backup into PostgreSQL:
 * times and flags are converted by the target's own edge, as for any other write.
 */
export async function copyTables(
  from: Kysely<Tables>,
  to: Kysely<Tables>,
  dialect: SqlDialect,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await to.transaction().execute(async (trx) => {
    // Every migrated database lists the site it began as; the copy brings its own list instead.
    await trx.deleteFrom('sites').execute();
    for (const table of TABLE_ORDER) {
      let copied = 0;
      let batch: Array<Record<string, unknown>> = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await trx
          .insertInto(table)
          .values(batch as never)
          .execute();
        copied += batch.length;
        batch = [];
      };
      // Streamed, so a long audit log never sits in memory whole.
      for await (const row of from.selectFrom(table).selectAll().stream(BATCH)) {
        // A public row gets what the target's index keeps (PostgreSQL's grams; none on SQLite).
        batch.push(table === 'items' ? dialect.withSearchGrams(row) : (row as Record<string, unknown>));
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      counts[table] = copied;
    }
    if (dialect.engine === 'postgres') {
      for (const table of GENERATED_IDS) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
  });
  return counts;
}
