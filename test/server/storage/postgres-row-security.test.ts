import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { SiteMoveService } from '../../../src/server/sites/site-move.service';
import { SitesService } from '../../../src/server/sites/sites.service';
import { openSqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import { ManualClock } from '../support/manual.clock';
import type { Storage } from '../../../src/server/ports/storage.port';
import { storesOn } from '../../../src/server/storage/kysely/kysely-stores';
import { postgresDialect } from '../../../src/server/storage/postgres/postgres-dialect';
import { postgresKysely, postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import { openPostgresStorage } from '../../../src/server/storage/postgres/postgres-storage';
import type { Tables } from '../../../src/server/storage/tables';
import { testCluster, type TestCluster } from '../support/test-run';
import { siteIsolationContract } from './contract/site-isolation.contract';
import { postgresEngine } from './engines/postgres.engine';

// PostgreSQL's row-level security under the site scope, as the server meets it in production: a
// role that neither owns the tables nor is a superuser (the owner made and migrated them). The
// test cluster's own user is a superuser, whom row-level security never binds, so this file signs
// in as such a role of its own.
let cluster: TestCluster;
let ownerUrl: string;
let appUrl: string;
const role = `site_app_${process.pid}`;
let storage: Storage;
let raw: Kysely<Tables>;
let rawPool: pg.Pool;

beforeAll(async () => {
  cluster = await testCluster();
  ownerUrl = await cluster.createDatabase(`row_security_${process.pid}`);
  databases.push(ownerUrl);
  await (await openPostgresStorage(ownerUrl)).close();
  const owner = postgresPool(ownerUrl, 1);
  try {
    await owner.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS`);
    await grantTheServersRights(owner);
    await owner.query("INSERT INTO sites (code, name) VALUES ('museum', '博物館'), ('library', '圖書館')");
  } finally {
    await owner.end();
  }
  appUrl = asTheServer(ownerUrl);
  storage = await openPostgresStorage(appUrl, { poolSize: 4 });
  rawPool = postgresPool(appUrl, 2);
  raw = postgresKysely(rawPool);
}, 60_000);

afterAll(async () => {
  await raw?.destroy();
  await storage?.close();
  for (const url of databases) await onDatabase(url, (owner) => owner.query(`DROP OWNED BY ${role}`));
  await onDatabase(ownerUrl, (owner) => owner.query(`DROP ROLE ${role}`));
  await cluster?.stop();
}, 60_000);

/** What docs/deploy.md gives the server's role on a database its owner migrated. */
async function grantTheServersRights(owner: pg.Pool): Promise<void> {
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
}

/** The same database, signed in to as the server's role. */
function asTheServer(url: string): string {
  const server = new URL(url);
  server.username = role;
  return server.toString();
}

async function onDatabase<T>(url: string, use: (owner: pg.Pool) => Promise<T>): Promise<T> {
  const owner = postgresPool(url, 1);
  try {
    return await use(owner);
  } finally {
    await owner.end();
  }
}

/** Databases this file gave the server's role rights on. */
const databases: string[] = [];

/**
 * A database as docs/deploy.md sets one up: the owner's new tables are the server's role's to use,
 * the owner migrates (DATABASE_MIGRATION_URL), and the server's role serves (DATABASE_URL).
 */
async function openAsTheServer(url: string): Promise<Storage> {
  await onDatabase(url, async (owner) => {
    await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
    await owner.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    );
    await owner.query(
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
    );
  });
  databases.push(url);
  return openPostgresStorage(asTheServer(url), { poolSize: 4, migrationUrl: url });
}

// Every isolation case again, each store's calls and units now read and written under the policies.
siteIsolationContract(
  postgresEngine(() => cluster, {
    name: 'PostgreSQL, as a role row-level security binds',
    openOn: openAsTheServer,
  }),
);

const metadata = (title: string) => ({ title, description: '', keywords: [] });

describe('row-level security under the site scope, as a role it binds', () => {
  it('lets each site’s stores read and write their own rows, in units and in calls of their own', async () => {
    const museum = storage.forSite('museum');
    const library = storage.forSite('library');
    await museum.write('site', (tx) => tx.publicSite.putSiteDocument('metadata', metadata('博物館')));
    await library.stores.publicSite.putSiteDocument('metadata', metadata('圖書館'));
    expect(await museum.stores.seo.metadata()).toMatchObject({ title: '博物館' });
    expect(await library.write('site', (tx) => tx.seo.metadata())).toMatchObject({ title: '圖書館' });
    expect(await storage.forSite('default').stores.seo.metadata()).toBeUndefined();
  });

  it('refuses a store that writes for another site than its transaction’s, and shows it nothing of that site', async () => {
    await storage.forSite('library').stores.siteSettings.write({ requireReview: true });
    const refused = raw.transaction().execute(async (trx) => {
      await sql`SELECT set_config('themesite.site', 'museum', true)`.execute(trx);
      // A store bug: stores confined to another site than the one the transaction was opened for.
      const wrong = storesOn(trx, postgresDialect, 'library');
      await wrong.siteSettings.write({ indexEditable: false });
    });
    await expect(refused).rejects.toThrow(/row-level security/);
    const seen = await raw.transaction().execute(async (trx) => {
      await sql`SELECT set_config('themesite.site', 'museum', true)`.execute(trx);
      return {
        wrongStore: await storesOn(trx, postgresDialect, 'library').siteSettings.read(),
        unscoped: await trx.selectFrom('meta').select('key').execute(),
      };
    });
    // The library requires review, but a museum transaction reads the defaults through its store…
    expect(seen.wrongStore.requireReview).toBe(false);
    // …and nothing at all without the scope: no row of the library's.
    expect(seen.unscoped).toEqual([]);
  });

  it('shows a query that names no site nothing, and refuses its writes', async () => {
    expect(await raw.selectFrom('site_documents').select('name').execute()).toEqual([]);
    await expect(
      raw
        .insertInto('counters')
        .values({ site: 'museum', name: 'hits', value: 1 } as never)
        .execute(),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('a whole site’s rows under row-level security, as a role it binds', () => {
  it('exports a site, imports it as another and deletes that one for good, touching no other site', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-rls-move-'));
    try {
      const clock = new ManualClock();
      const sites = new SitesService(storage, async () => undefined, clock);
      const moves = new SiteMoveService(storage, sites, clock, path.join(dir, 'media'));
      await storage.forSite('museum').write('site', async (tx) => {
        await tx.publicSite.putSiteDocument('header', { title: '博物館' });
        await tx.siteRows.insert('counters', [{ name: 'moved', value: 7 }]);
        await tx.audit.record({
          at: clock.now(),
          account: 'cli',
          action: 'test',
          docId: null,
          revision: null,
          detail: null,
        });
      });
      const library = await storage
        .forSite('library')
        .write('site', async (tx) =>
          Promise.all(tx.siteRows.tables.map((table) => tx.siteRows.count(table))),
        );
      const file = path.join(dir, 'museum.site.tar.gz');
      await moves.exportSite('museum', file);
      // The museum names no host of its own: the import is told one.
      await expect(moves.importSite(file, { code: 'museum-copy' })).rejects.toThrow(/--host/);
      const imported = await moves.importSite(file, { code: 'museum-copy', host: 'copy.example.test' });
      expect(imported.rows.counters).toBe(1);
      const copy = storage.forSite('museum-copy').stores;
      expect(await copy.content.siteDocument('header')).toEqual({ title: '博物館' });
      for (const table of copy.siteRows.tables)
        expect([table, await copy.siteRows.count(table)]).toEqual([
          table,
          table === 'access_tokens' || table === 'edit_locks'
            ? 0
            : await storage.forSite('museum').stores.siteRows.count(table),
        ]);

      await moves.remove('museum-copy', { purge: true });
      clock.advanceSeconds(30 * 24 * 3600);
      expect(await moves.purgeDue()).toEqual(['museum-copy']);
      for (const table of copy.siteRows.tables)
        expect([table, await copy.siteRows.count(table)]).toEqual([table, 0]);
      expect(await storage.stores.sites.find('museum-copy')).toBeUndefined();
      expect(
        await storage
          .forSite('library')
          .write('site', async (tx) =>
            Promise.all(tx.siteRows.tables.map((table) => tx.siteRows.count(table))),
          ),
      ).toEqual(library);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves a site from SQLite to PostgreSQL, times and flags in each engine’s own types', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-engine-move-'));
    const sqlite = openSqliteStorage(path.join(dir, 'garden.sqlite'));
    try {
      const clock = new ManualClock();
      const bySqlite = new SitesService(
        sqlite,
        (site) => site.write('site', (tx) => tx.publicSite.putSiteDocument('header', { title: '植物園' })),
        clock,
      );
      await bySqlite.add({ code: 'garden', name: '植物園', host: 'garden.example.test' }, 'cli');
      await sqlite.forSite('garden').write('site', async (tx) => {
        await tx.audit.record({
          at: clock.now(),
          account: 'cli',
          action: 'test',
          docId: null,
          revision: null,
          detail: null,
        });
      });
      const file = path.join(dir, 'garden.site.tar.gz');
      await new SiteMoveService(sqlite, bySqlite, clock, path.join(dir, 'sqlite-media')).exportSite(
        'garden',
        file,
      );
      const sites = new SitesService(storage, async () => undefined, clock);
      await new SiteMoveService(storage, sites, clock, path.join(dir, 'postgres-media')).importSite(file);
      const garden = storage.forSite('garden').stores;
      expect(await garden.content.siteDocument('header')).toEqual({ title: '植物園' });
      expect(await storage.stores.sites.find('garden')).toEqual(
        expect.objectContaining({ origin: 'https://garden.example.test', status: 'active' }),
      );
      const [entry] = await garden.siteRows.rows('audit_log');
      expect(entry).toEqual(expect.objectContaining({ at: clock.now(), action: 'test' }));
    } finally {
      await sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
