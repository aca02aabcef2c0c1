import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../../src/server/create-server';
import { DEFAULT_SECURITY_OPTIONS, type ServerOptions } from '../../../src/server/server-options';
import { ManualClock } from './manual.clock';
import { copySeededSqlite, seededPostgresDatabase, type Seed } from './seeded-database';
import {
  freshPostgresDatabase,
  TEST_SECRET_KEY,
  testEngine,
  testSqlOn,
  trackOpen,
  type TestEngine,
  type TestSql,
} from './test-engine';

/** The built client a test server serves: big enough an index.html for compression to apply. */
export const TEST_INDEX_HTML = `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>測試首頁</title></head><body><div id="root"></div>${'<!-- padding so the page is worth compressing -->'.repeat(40)}<script defer src="/assets/js/main.0123456789.js"></script></body></html>`;
export const TEST_SCRIPT = `console.log(${JSON.stringify('臨海'.repeat(400))});`;

export function writeTestDist(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets/js'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets/i18n'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEST_INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets/js/main.0123456789.js'), TEST_SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/i18n/zh-tw.json'), JSON.stringify({ app: { title: '測試' } }));
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dist;
}

/** Staff sign in with a password alone here; the second step is tested on its own. */
export const NO_TWO_STEP: Partial<ServerOptions> = {
  security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' },
};

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  clock: ManualClock;
  dir: string;
  /** The SQLite file on SQLite; on PostgreSQL only where uploads go beside (`mediaDirOf`). */
  dbPath: string;
  engine: TestEngine;
  /** Where the database is, to hand to `createServer` or a command: the SQLite file or a `postgres://` URL. */
  database: { dbPath: string; databaseUrl?: string };
  /** The test's own reads and writes of the server's rows, on either engine (test-engine.ts). */
  sql: TestSql;
  /** Closes the app (and its database) and opens a new one on the same database and port-less. */
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

/** The PostgreSQL database of each test folder, so that a restart reopens the same one. */
const databaseOfDir = new Map<string, string>();

/**
 * A real server on an ephemeral port with a temporary database and dist folder, a manual clock,
 * and the demo site seeded unless the test brings its own (or asks for none). The database is a
 * SQLite file in the folder, or under `TEST_ENGINE=postgres` a new database on the test file's
 * throwaway cluster; uploads stay in the folder either way.
 */
export function startTestServer(
  overrides: Partial<ServerOptions> = {},
  reuseDir?: string,
): Promise<TestServer> {
  return start(overrides, reuseDir, reuseDir === undefined);
}

/** `ownsDir`: the folder (and its database) goes with the last server on it, a restarted one too. */
async function start(
  overrides: Partial<ServerOptions>,
  reuseDir: string | undefined,
  ownsDir: boolean,
): Promise<TestServer> {
  const dir = reuseDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-server-'));
  const distDir = reuseDir ? path.join(dir, 'dist') : writeTestDist(dir);
  const dbPath = path.join(dir, 'themesite.sqlite');
  const engine = testEngine();
  const clock = overrides.clock instanceof ManualClock ? overrides.clock : new ManualClock();
  // A low scrypt cost: the algorithm is the same, the tests just do not wait for it.
  const passwordCost = overrides.passwordCost ?? 2 ** 10;
  // A new server on a new database, seeded as every server with its seed is: it starts from a
  // copy of the run's seeded database (seeded-database.ts). A clock the test brings that is not a
  // manual one would give each seed its own instant, so that server seeds its own.
  const seed: Seed | undefined =
    reuseDir === undefined &&
    (overrides.seedDemo ?? true) &&
    overrides.dbPath === undefined &&
    overrides.databaseUrl === undefined &&
    (overrides.clock === undefined || overrides.clock instanceof ManualClock)
      ? { engine, passwordCost, now: clock.now(), ...(overrides.seed ? { starter: overrides.seed } : {}) }
      : undefined;
  let databaseUrl = overrides.databaseUrl ?? databaseOfDir.get(dir);
  if (engine === 'postgres' && databaseUrl === undefined) {
    databaseUrl = seed ? await seededPostgresDatabase(seed) : await freshPostgresDatabase();
    databaseOfDir.set(dir, databaseUrl);
  } else if (engine === 'sqlite' && seed) {
    await copySeededSqlite(seed, dbPath);
  }
  const database = databaseUrl === undefined ? { dbPath } : { dbPath, databaseUrl };
  const app = await createServer({
    ...database,
    ...(databaseUrl === undefined ? {} : { secretKey: TEST_SECRET_KEY }),
    distDir,
    clock,
    passwordCost,
    recoveryCodeCost: 2 ** 10,
    seedDemo: true,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('server did not listen on a port');
  const sql = testSqlOn(database);
  let closed = false;
  const shut = async (removeDir: boolean) => {
    if (closed) return;
    closed = true;
    untrack();
    await sql.close();
    await app.close();
    if (removeDir) {
      fs.rmSync(dir, { recursive: true, force: true });
      databaseOfDir.delete(dir);
    }
  };
  const untrack = trackOpen(() => shut(ownsDir));
  const server: TestServer = {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    clock,
    dir,
    dbPath,
    engine,
    database,
    sql,
    restart: async () => {
      await shut(false);
      return start({ ...overrides, clock }, dir, ownsDir);
    },
    close: () => shut(ownsDir),
  };
  return server;
}

/**
 * The environment of `src/server/main.ts` started as its own process by a test: an ephemeral port on
 * loopback, the test's database file, a test client build in `dir`, and quiet logs.
 */
export function mainProcessEnv(dir: string, dbPath: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_PATH: dbPath,
    DIST_DIR: writeTestDist(dir),
    LOG_LEVEL: 'warn',
  };
}
