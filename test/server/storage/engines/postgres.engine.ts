import { postgresKysely, postgresPool } from '../../../../src/server/storage/postgres/postgres-kysely';
import { openPostgresStorage } from '../../../../src/server/storage/postgres/postgres-storage';
import { postgresDialect } from '../../../../src/server/storage/postgres/postgres-dialect';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { PostgresCluster } from '../../support/postgres-cluster';
import { insertThroughTables, type StorageEngine } from './sqlite.engine';

/**
 * A fresh database on the test cluster for every storage a contract opens: opened by the
 * cluster's own user, or as `how.openOn` opens a new database (`how.name` then says how).
 * Each is a copy (`CREATE DATABASE … TEMPLATE`) of one the engine migrated through `how.openOn`
 * on its first open: a copy and an open that finds the schema current take about half as long as
 * creating and migrating, for the contract's hundred and more databases. Migrating an empty
 * database keeps tests of its own (postgres.contract.test.ts, the upgrade files).
 */
export function postgresEngine(
  cluster: () => Pick<PostgresCluster, 'createDatabase'>,
  how: { name: string; openOn: (url: string) => Promise<Storage> } = {
    name: 'PostgreSQL',
    openOn: (url) => openPostgresStorage(url, { poolSize: 8 }),
  },
): StorageEngine {
  const opened: Storage[] = [];
  const urls = new Map<Storage, string>();
  let count = 0;
  let migrated: Promise<string> | undefined;
  const template = async () => {
    const url = await cluster().createDatabase(`contract_${process.pid}_migrated`);
    await (await how.openOn(url)).close();
    return new URL(url).pathname.slice(1);
  };
  const engine: StorageEngine = {
    name: how.name,
    async open() {
      count += 1;
      migrated ??= template();
      const url = await cluster().createDatabase(`contract_${process.pid}_${count}`, {
        template: await migrated,
      });
      const storage = await how.openOn(url);
      opened.push(storage);
      urls.set(storage, url);
      return storage;
    },
    async tables(storage, use) {
      const kysely = postgresKysely(postgresPool(urls.get(storage) ?? '', 1, { everySite: true }));
      try {
        return await use(kysely);
      } finally {
        await kysely.destroy();
      }
    },
    insert: (storage, table, rows) => insertThroughTables(engine, postgresDialect)(storage, table, rows),
    async dispose() {
      for (const storage of opened.splice(0)) {
        urls.delete(storage);
        await storage.close();
      }
    },
  };
  return engine;
}
