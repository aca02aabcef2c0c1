import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createServer } from '../../../src/server/create-server';
import type { ServerOptions } from '../../../src/server/server-options';
import { ManualClock } from '../support/manual.clock';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { testCluster, type TestCluster } from '../support/test-run';
import { NO_TWO_STEP, writeTestDist, type TestServer } from '../support/test-server';

/** One instance: a test server without the single-server helpers (its own SQL, a restart). */
export type Instance = Pick<TestServer, 'app' | 'baseUrl' | 'clock' | 'dir' | 'close'>;

/** Several servers of one site on one PostgreSQL database, as behind a load balancer. */
export interface Instances {
  cluster: TestCluster;
  databaseUrl: string;
  /** One clock for all, as the machines of one site agree on the time. */
  clock: ManualClock;
  servers: Instance[];
  /** What the instances logged at level error or above (a failed tick). */
  errors: Array<{ instance: number; msg: string; err?: { message?: string } }>;
  close(): Promise<void>;
}

/**
 * `count` real servers (`createServer({ databaseUrl })`, each listening on its own port) on a new
 * database of the test run's cluster (test-run.ts), sharing a media directory. The first one seeds the demo site;
 * the others start together on the seeded database, as instances of a deployment do.
 */
export async function startInstances(
  count: number,
  overrides: Partial<ServerOptions> = {},
): Promise<Instances> {
  const cluster = await testCluster();
  const databaseUrl = await cluster.createDatabase('site');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-instances-'));
  const distDir = writeTestDist(dir);
  const clock = new ManualClock();
  const servers: Instance[] = [];
  const errors: Instances['errors'] = [];
  const logOf = (instance: number) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          errors.push({ instance, ...(JSON.parse(line) as { msg: string }) });
        done();
      },
    });
  const start = async (index: number): Promise<Instance> => {
    const app = await createServer({
      logger: { level: 'error', stream: logOf(index) },
      databaseUrl,
      secretKey: TEST_SECRET_KEY,
      dbPath: path.join(dir, `unused-${index}.sqlite`),
      uploadsDir: path.join(dir, 'media'),
      distDir,
      clock,
      passwordCost: 2 ** 10,
      seedDemo: true,
      ...NO_TWO_STEP,
      ...overrides,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return {
      app,
      baseUrl: `http://127.0.0.1:${port}`,
      clock,
      dir,
      close: () => app.close(),
    };
  };
  try {
    servers.push(await start(0));
    servers.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)))));
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    databaseUrl,
    clock,
    servers,
    errors,
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `check` answers true, polling every 10 ms; rejects after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}
