import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import { storeOn, storesOn } from '../kysely/kysely-stores';
import { MIGRATIONS } from '../migrations';
import type { SiteStorage, Storage } from '../../ports/storage.port';
import { DEFAULT_SITE } from '../../ports/site';
import { SiteScope } from '../kysely/site-scope';
import type { Tables } from '../tables';
import { outsideUnitsOnly, withinUnit } from '../unit-guard';
import type { TransactionStores, WriteLock } from '../../ports/unit-of-work.port';
import { EVERY_SITE, postgresKysely, postgresPool, SITE_SETTING } from './postgres-kysely';
import type { Stores } from '../../ports/stores.port';
import { postgresDialect } from './postgres-dialect';
import { announcement, postgresChangeHub, PUBLIC_CHANGES_CHANNEL } from './postgres-change-channel';

/**
 * A deadlock (40P01), a serialisation failure (40001) or a unique violation (23505) is retried this
 * many times in all. Units check before they insert (a 網址代稱 no other item holds, say), but two
 * units locking different rows may both pass the check; the one that loses at the unique index runs
 * again, sees the winner's row and answers as its rule says (a 409), not with the index's error.
 */
const ATTEMPTS = 3;
const RETRYABLE = new Set(['40P01', '40001', '23505']);

/**
 * Storage on PostgreSQL (`DATABASE_URL=postgres://…`), for several instances on one database.
 * Writers lock only what they change: a document or an account by its row (`FOR UPDATE`), anything
 * else by an advisory lock on its key, so two editors saving two documents never wait on each other.
 */
export async function openPostgresStorage(
  url: string,
  options: { poolSize?: number; migrationUrl?: string | undefined } = {},
): Promise<Storage> {
  if (options.migrationUrl) {
    // The owner migrates; the server's role, which row-level security binds, then serves.
    const owner = postgresPool(options.migrationUrl, 1);
    try {
      await migrate(owner);
    } finally {
      await owner.end();
    }
  }
  const pool = postgresPool(url, options.poolSize);
  try {
    if (!options.migrationUrl) await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const kysely = postgresKysely(pool);
  // Each storage is one instance of the site: it does not hear its own announcements.
  const instance = randomUUID();
  const bound = await bindsRowSecurity(kysely);
  const changes = postgresChangeHub(url, instance);
  const forSite = (site: string): SiteStorage => ({
    site,
    stores: outsideUnitsOnly(bound ? callsOfTheirOwn(kysely, site) : storesOn(kysely, postgresDialect, site)),
    write: <T>(lock: WriteLock, work: (tx: TransactionStores) => Promise<T>) =>
      writeIn(kysely, instance, site, lock, work),
    hearChanges: (local, onError) => changes.hear(site, local, onError),
  });
  return {
    ...forSite(DEFAULT_SITE),
    forSite,
    close: () => kysely.destroy(),
  };
}

/**
 * Names the site the transaction works for, to PostgreSQL's row-level security (migration 9): set
 * locally, so it ends with the transaction and a pooled connection never carries it to the next.
 */
async function scopeTo(trx: Transaction<Tables>, site: string): Promise<void> {
  await sql`SELECT set_config(${SITE_SETTING}, ${site}, true)`.execute(trx);
}

/**
 * A site's stores outside a unit of work, for a role row-level security binds: the site must be
 * named in the transaction that reads or writes, so each call runs in a transaction of its own
 * that names it first (a single query, as before, or a store method's few, now together).
 */
function callsOfTheirOwn(kysely: Kysely<Tables>, site: string): Stores {
  const shape = storesOn(kysely, postgresDialect, site);
  const stores: Record<string, unknown> = {};
  for (const [name, store] of Object.entries(shape)) {
    stores[name] = new Proxy(store as object, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          kysely.transaction().execute(async (trx) => {
            await scopeTo(trx, site);
            const bound = storeOn(name as keyof Stores, trx, postgresDialect, site) as unknown as Record<
              string | symbol,
              (...a: unknown[]) => unknown
            >;
            return bound[property]!(...args);
          });
      },
    });
  }
  return stores as unknown as Stores;
}

/**
 * Whether row-level security binds the role the server connects as. A superuser, or a role with
 * BYPASSRLS, reads every row whatever a transaction names (docs/deploy.md asks for a role that is
 * neither); for it the per-call transactions would cost three round trips more per call, and
 * protect nothing.
 */
async function bindsRowSecurity(kysely: Kysely<Tables>): Promise<boolean> {
  // As a number: the pool's type parsers hand flags to the stores as 0/1.
  const { rows } = await sql<{ bypasses: number }>`
    SELECT (rolsuper OR rolbypassrls)::int AS bypasses FROM pg_roles WHERE rolname = current_user
  `.execute(kysely);
  return Number(rows[0]?.bypasses) !== 1;
}

async function writeIn<T>(
  kysely: Kysely<Tables>,
  instance: string,
  site: string,
  lock: WriteLock,
  work: (tx: TransactionStores) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const effects: Array<() => void> = [];
    try {
      const result = await withinUnit(() =>
        kysely.transaction().execute(async (trx) => {
          await scopeTo(trx, site);
          await take(trx, site, lock);
          return work({
            ...storesOn(trx, postgresDialect, site),
            afterCommit: (effect) => effects.push(effect),
            // pg_notify inside the transaction: PostgreSQL delivers it at the commit, or never.
            announce: async (change) => {
              await sql`SELECT pg_notify(${PUBLIC_CHANGES_CHANNEL}, ${announcement(instance, site, change)})`.execute(
                trx,
              );
            },
          });
        }),
      );
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

/**
 * Takes the unit's lock. A document or account is first locked by its key (so two writers that
 * create the same row queue as well), then by its row, which also stops a writer outside any unit.
 */
async function take(trx: Transaction<Tables>, site: string, lock: WriteLock): Promise<void> {
  if (lock === 'site') return advisory(trx, `site:${site}`);
  // A claim locks its rows as it reads them, skipping rows another claimer holds.
  if ('claim' in lock) return;
  if ('document' in lock) {
    await advisory(trx, `${site}:document:${lock.document}`);
    await trx
      .withPlugin(new SiteScope(site))
      .selectFrom('documents')
      .select('doc_id')
      .where('doc_id', '=', lock.document)
      .forUpdate()
      .execute();
    return;
  }
  if ('account' in lock) {
    await advisory(trx, `account:${lock.account}`);
    await trx.selectFrom('users').select('account').where('account', '=', lock.account).forUpdate().execute();
    return;
  }
  return advisory(trx, `key:${lock.key}`);
}

async function advisory(trx: Transaction<Tables>, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Runs the list's missing steps under a session advisory lock, so that two instances starting
 * together migrate once; the second finds the work done.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtextextended('themesite:migrate', 0))");
    // Created by the first start only: the server's own role may lack CREATE once the owner made it.
    const { rows: made } = await client.query<{ made: boolean }>(
      "SELECT to_regclass('schema_version') IS NOT NULL AS made",
    );
    if (!made[0]?.made) await client.query('CREATE TABLE schema_version (version integer NOT NULL)');
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_version');
    const current = rows[0]?.version ?? 0;
    if (current > MIGRATIONS.length) {
      throw new Error(
        `The database is at schema step ${current}, newer than this server (${MIGRATIONS.length}).`,
      );
    }
    if (current < MIGRATIONS.length) {
      await client.query('BEGIN');
      try {
        // The platform's own work: every site's rows.
        await client.query(`SELECT set_config('${SITE_SETTING}', '${EVERY_SITE}', true)`);
        for (const step of MIGRATIONS.slice(current)) if (step.postgres) await client.query(step.postgres);
        await client.query('DELETE FROM schema_version');
        await client.query('INSERT INTO schema_version (version) VALUES ($1)', [MIGRATIONS.length]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client
      .query("SELECT pg_advisory_unlock(hashtextextended('themesite:migrate', 0))")
      .catch(() => undefined);
    client.release();
  }
}

/** How far a database is migrated and how many rows its tables hold: a restore wants 0 and 0. */
export async function postgresContents(
  url: string,
  tables: readonly string[],
): Promise<{ step: number; rows: number }> {
  const pool = postgresPool(url, 1, { everySite: true });
  try {
    const present = new Set(
      (
        await pool.query<{ table_name: string }>(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
        )
      ).rows.map((row) => row.table_name),
    );
    const step = present.has('schema_version')
      ? Number(
          (await pool.query<{ version: number }>('SELECT version FROM schema_version')).rows[0]?.version ?? 0,
        )
      : 0;
    let rows = 0;
    for (const table of tables) {
      if (present.has(table))
        rows += Number((await pool.query(`SELECT COUNT(*) AS n FROM "${table}"`)).rows[0].n);
    }
    return { step, rows };
  } finally {
    await pool.end();
  }
}
