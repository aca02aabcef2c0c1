import { testCluster, type TestCluster } from '../support/test-run';
import { everyEngineContract } from './contract/every-engine.contract';
import { postgresEngine } from './engines/postgres.engine';
import { sqliteEngine } from './engines/sqlite.engine';
import { isDerivedTable } from '../../../src/server/storage/copy-tables';
import { MIGRATIONS } from '../../../src/server/storage/migrations';
import { postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import { openPostgresStorage } from '../../../src/server/storage/postgres/postgres-storage';
import type { PublicChange } from '../../../src/server/ports/public-changes.port';
import { defaultMenuSetting } from '../../../src/shared/modules.schema';

// Every storage contract, on Debian's PostgreSQL: the same contracts as sqlite.contract.test.ts,
// on databases of this file's own (the run's cluster, test/server/support/test-run.ts).
let cluster: TestCluster | undefined;

beforeAll(async () => {
  cluster = await testCluster();
}, 60_000);

// Dropping each of the file's databases takes a while once many tests made one.
afterAll(() => cluster?.stop(), 60_000);

const engine = postgresEngine(() => {
  if (!cluster) throw new Error('the PostgreSQL cluster did not start');
  return cluster;
});
everyEngineContract(engine);

describe('the schema on both engines', () => {
  const postgresOnly: Record<string, string[]> = { login_attempts: ['id'], password_history: ['id'] };

  it('has the same tables and columns on PostgreSQL as the migrations give SQLite', async () => {
    const sqlite = await sqliteEngine().open();
    const postgres = await engine.open();
    try {
      const tables = sqlite.sqliteDb
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as Array<{ name: string }>;
      // SQLite's search index is a table of its own; PostgreSQL's is an index on items.
      const sqliteColumns = Object.fromEntries(
        tables
          .filter(({ name }) => !isDerivedTable(name))
          .map(({ name }) => [
            name,
            (sqlite.sqliteDb.prepare(`PRAGMA table_info(${name})`).all() as Array<{ name: string }>)
              .map((column) => column.name)
              .sort(),
          ]),
      );
      const url = await cluster!.createDatabase(`parity_${process.pid}`);
      const pool = postgresPool(url, 1, { everySite: true });
      try {
        await (await openPostgresStorage(url)).close();
        const { rows } = await pool.query<{ table_name: string; column_name: string }>(
          `SELECT table_name, column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name <> 'schema_version' ORDER BY table_name, column_name`,
        );
        const postgresColumns: Record<string, string[]> = {};
        for (const row of rows) {
          if (postgresOnly[row.table_name]?.includes(row.column_name)) continue;
          (postgresColumns[row.table_name] ??= []).push(row.column_name);
        }
        for (const columns of Object.values(postgresColumns)) columns.sort();
        expect(postgresColumns).toEqual(sqliteColumns);
      } finally {
        await pool.end();
      }
    } finally {
      await postgres.close();
      await sqlite.close();
    }
  });

  it('migrates once when two instances start together, and not again on a restart', async () => {
    const url = await cluster!.createDatabase(`together_${process.pid}`);
    const both = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    await Promise.all(both.map((storage) => storage.close()));
    const again = await openPostgresStorage(url);
    await again.close();
    const pool = postgresPool(url, 1, { everySite: true });
    try {
      const { rows } = await pool.query('SELECT version FROM schema_version');
      expect(rows).toEqual([{ version: MIGRATIONS.length }]);
    } finally {
      await pool.end();
    }
  });
});

describe('announcements between instances on PostgreSQL', () => {
  it('are heard by the other instances only when the unit of work announcing them commits', async () => {
    const url = await cluster!.createDatabase(`announce_${process.pid}`);
    const [a, b] = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    const heard: Record<'a' | 'b', PublicChange[]> = { a: [], b: [] };
    const failures: unknown[] = [];
    const listeners = await Promise.all([
      a.hearChanges({ onPublicChange: (change) => heard.a.push(change) }, (error) => failures.push(error)),
      b.hearChanges({ onPublicChange: (change) => heard.b.push(change) }, (error) => failures.push(error)),
    ]);
    try {
      const rolledBack = { type: 'item', path: 'news', id: 'rolled-back' } as const;
      await expect(
        a.write('site', async (tx) => {
          await tx.announce(rolledBack);
          throw new Error('the write fails after announcing');
        }),
      ).rejects.toThrow('the write fails after announcing');
      const committed = { type: 'item', path: 'news', id: 'committed' } as const;
      // While the unit is open nothing has reached B: the NOTIFY waits for the commit.
      await a.write('site', async (tx) => {
        await tx.announce(committed);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard.b).toEqual([]);
      });
      for (let waited = 0; heard.b.length === 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // A little longer, so that a late notice of the rolled-back write would be seen too.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual({ a: [], b: [committed] });
      expect(failures).toEqual([]);
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()));
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('announcements of several sites on PostgreSQL', () => {
  it('reach the listeners of the announcing site only, all of an instance’s sites on one connection', async () => {
    const url = await cluster!.createDatabase(`announce_sites_${process.pid}`);
    const [a, b] = await Promise.all([openPostgresStorage(url), openPostgresStorage(url)]);
    const heard: Record<string, PublicChange[]> = { museum: [], library: [] };
    const failures: unknown[] = [];
    const listeners = await Promise.all(
      Object.keys(heard).map((site) =>
        b
          .forSite(site)
          .hearChanges({ onPublicChange: (change) => heard[site]!.push(change) }, (error) =>
            failures.push(error),
          ),
      ),
    );
    const pool = postgresPool(url, 1, { everySite: true });
    try {
      const change = { type: 'item', path: 'news', id: 'lighthouse' } as const;
      await a.forSite('museum').write('site', (tx) => tx.announce(change));
      for (let waited = 0; heard.museum!.length === 0 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual({ museum: [change], library: [] });
      expect(failures).toEqual([]);
      const { rows } = await pool.query(
        "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'",
      );
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.end();
      await Promise.all(listeners.map((listener) => listener.close()));
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('text order on a database created with another collation', () => {
  it('sorts titles and tags by code point as SQLite does, on a zh-TW ICU database too', async () => {
    const url = await cluster!.createDatabase(`icu_${process.pid}`, { icuLocale: 'zh-TW' });
    const storage = await openPostgresStorage(url);
    const pool = postgresPool(url, 1, { everySite: true });
    try {
      // The database's own order would put 工藝 before 文化 before 港口 before 歷史, and A after them.
      const { rows } = await pool.query<{ t: string }>(
        `SELECT t FROM (VALUES ('港口'), ('A'), ('歷史'), ('工藝'), ('文化')) v(t) ORDER BY t`,
      );
      expect(rows.map((row) => row.t)).toEqual(['工藝', '文化', '港口', '歷史', 'A']);
      const byCodePoint = ['A', '工藝', '文化', '歷史', '港口'];
      expect([...byCodePoint].sort()).toEqual(byCodePoint);

      await storage.stores.modules.insert(
        'news',
        'normal',
        { moduleKey: 'cms-normal', templateKey: 'template-001', title: '新聞' },
        { ...defaultMenuSetting('normal') },
      );
      for (const [index, title] of ['港口', 'A', '歷史', '工藝', '文化'].entries())
        await storage.stores.publicSite.upsertItem({
          module_path: 'news',
          id: `n${index}`,
          kind: 'normal',
          position: index,
          title,
          date: null,
          year: null,
          search_text: title,
          views: 0,
          json: JSON.stringify({ id: `n${index}`, title }),
          tags: [title],
        });
      const listed = await storage.stores.content.listItems(
        'news',
        {},
        { by: 'title', direction: 'asc' },
        { limit: 10, offset: 0 },
      );
      expect(listed.rows.map((row) => row.title)).toEqual(byCodePoint);
      expect(await storage.stores.content.moduleTags('news')).toEqual(byCodePoint);
    } finally {
      await pool.end();
      await storage.close();
    }
  });
});
