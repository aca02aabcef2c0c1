import { openPostgresStorage } from '../../../../src/server/storage/postgres/postgres-storage';
import type { Storage } from '../../../../src/server/storage/storage';
import type { PostgresCluster } from '../../support/postgres-cluster';
import type { StorageEngine } from './sqlite.engine';

/** A fresh database on the test cluster for every storage a contract opens. */
export function postgresEngine(cluster: () => PostgresCluster): StorageEngine {
  const opened: Storage[] = [];
  let count = 0;
  return {
    name: 'PostgreSQL',
    async open() {
      count += 1;
      const url = await cluster().createDatabase(`contract_${process.pid}_${count}`);
      const storage = await openPostgresStorage(url, { poolSize: 8 });
      opened.push(storage);
      return storage;
    },
    async dispose() {
      for (const storage of opened.splice(0)) await storage.close();
    },
  };
}
