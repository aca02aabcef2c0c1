import { stopTestCluster } from './test-engine';

// The jest project `server-postgres` (jest.config.js): every test server of the file gets its own
// database on one throwaway PostgreSQL cluster (test-server.ts), stopped once the file is done.
process.env.TEST_ENGINE = 'postgres';

afterAll(async () => {
  await stopTestCluster();
});
