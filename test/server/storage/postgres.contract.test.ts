import { startThrowawayPostgres, type PostgresCluster } from '../support/postgres-cluster';
import { everyEngineContract } from './contract/every-engine.contract';
import { postgresEngine } from './engines/postgres.engine';
import { sqliteEngine } from './engines/sqlite.engine';
import { MIGRATIONS } from '../../../src/server/storage/migrations';
import { postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import { openPostgresStorage } from '../../../src/server/storage/postgres/postgres-storage';

// Every storage contract, on Debian's PostgreSQL: the same contracts as sqlite.contract.test.ts,
// on a throwaway cluster of this file's own.
let cluster: PostgresCluster | undefined;

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, 60_000);

afterAll(() => cluster?.stop());

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
      const sqliteColumns = Object.fromEntries(
        tables.map(({ name }) => [
          name,
          (sqlite.sqliteDb.prepare(`PRAGMA table_info(${name})`).all() as Array<{ name: string }>)
            .map((column) => column.name)
            .sort(),
        ]),
      );
      const url = await cluster!.createDatabase(`parity_${process.pid}`);
      const pool = postgresPool(url, 1);
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
    const pool = postgresPool(url, 1);
    try {
      const { rows } = await pool.query('SELECT version FROM schema_version');
      expect(rows).toEqual([{ version: MIGRATIONS.length }]);
    } finally {
      await pool.end();
    }
  });
});
