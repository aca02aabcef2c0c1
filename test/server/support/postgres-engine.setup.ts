import { stopTestCluster } from './test-engine';

// The jest project `server-postgres` (jest.config.js): every test server of the file gets its own
// database on the run's PostgreSQL cluster (test-server.ts, test-run.ts), dropped once the
// file is done.
process.env.TEST_ENGINE = 'postgres';
// The first file of a run also starts the cluster (about 2 s) before seeding its database.
jest.setTimeout(30_000);

afterAll(async () => {
  await stopTestCluster();
});
