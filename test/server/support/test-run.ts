import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  alive,
  createDatabaseOn,
  dropDatabasesOn,
  startPostgresCluster,
  startThrowawayPostgres,
  stopPostgresCluster,
  type ClusterAddress,
  type PostgresCluster,
} from './postgres-cluster';

/**
 * What the test files of one jest run share, each still apart from the others: a run directory
 * whose name the server projects' global setup puts in `THEMESITE_TEST_RUN`, removed by the global
 * teardown, and in it:
 * - one PostgreSQL cluster instead of one per test file (initdb and a start cost a file about two
 *   seconds, most of what many server-postgres files spent outside their tests). The first file
 *   that needs PostgreSQL starts it and notes its address; each file gets databases of its own,
 *   dropped when the file ends;
 * - the seeded databases test servers start from (seeded-database.ts).
 * Outside such a run (a script, a file run through another runner) a file gets a throwaway
 * cluster of its own and seeds its own databases, as before.
 */
const RUN_ENV = 'THEMESITE_TEST_RUN';
const RUN_PREFIX = 'themesite-testrun-';

/** A file's share of a cluster: its own databases, which `stop` drops (or its own cluster, stopped). */
export interface TestCluster {
  createDatabase: PostgresCluster['createDatabase'];
  stop(): Promise<void>;
}

interface RunState {
  dir: string;
}
const RUN_KEY = Symbol.for('themesite.test-run');
const holder = globalThis as unknown as Record<symbol, RunState | undefined>;

/** Global setup of a jest project whose files share the run: the first one makes it. Starts nothing yet. */
export function setUpTestRun(): void {
  if (holder[RUN_KEY]) return;
  sweepDeadRuns();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), RUN_PREFIX));
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  holder[RUN_KEY] = { dir };
  process.env[RUN_ENV] = dir;
}

/**
 * Global teardown: the first one stops the run's cluster, if a file started one, and removes the
 * directory. Jest runs the teardowns only once every file of every project has ended, and runs a
 * module named by several projects once: the server projects' setup and the e2e project's are two
 * modules, their teardown one, so counting setups down at each teardown would never reach zero.
 */
export function tearDownTestRun(): void {
  const run = holder[RUN_KEY];
  if (!run) return;
  holder[RUN_KEY] = undefined;
  delete process.env[RUN_ENV];
  endRun(run.dir);
}

function endRun(dir: string): void {
  try {
    const address = notedCluster(dir);
    // A cluster swept away meanwhile (its owner died) has nothing left to stop.
    if (address && fs.existsSync(address.dir)) stopPostgresCluster(address);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Run directories of jest processes that died before their teardown (their clusters go with startPostgresCluster's sweep). */
function sweepDeadRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(RUN_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = Number(readOr(path.join(dir, 'owner.pid'), ''));
    if (!Number.isInteger(owner) || owner <= 0 || alive(owner)) continue;
    try {
      endRun(dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function notedCluster(dir: string): ClusterAddress | undefined {
  const text = readOr(path.join(dir, 'cluster.json'), '');
  return text ? (JSON.parse(text) as ClusterAddress) : undefined;
}

/** The run directory, when the file runs in a jest run of the server projects. */
export function runDirectory(): string | undefined {
  const dir = process.env[RUN_ENV];
  return dir && fs.existsSync(dir) ? dir : undefined;
}

/**
 * Runs `work` while holding the run's lock `name`, a directory one process makes atomically: the
 * other workers wait, so that a cluster or a seeded database is made once per run.
 */
export async function locked<T>(dir: string, name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, `${name}.lock`);
  // Starting a cluster or seeding takes seconds; a minute means the holder died holding it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`the PostgreSQL run lock ${lock} was never released`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** This run's cluster, started by the first caller of the run; undefined outside such a run. */
export async function runCluster(): Promise<ClusterAddress | undefined> {
  const dir = runDirectory();
  if (!dir) return undefined;
  return locked(dir, 'cluster', async () => {
    const noted = notedCluster(dir);
    if (noted) return noted;
    // Owned by jest's main process: should the run be killed, the next cluster start sweeps it.
    const owner = Number(readOr(path.join(dir, 'owner.pid'), String(process.pid)));
    // Two files at once, each with a few servers and their pools.
    const address = await startPostgresCluster({ owner, maxConnections: 400 });
    fs.writeFileSync(path.join(dir, 'cluster.json'), JSON.stringify(address));
    return address;
  });
}

/**
 * A cluster for one test file: on the run's shared cluster, databases of the file's own whose names
 * get a random suffix (two files may ask for the same name), dropped by `stop`; outside a run, a
 * throwaway cluster of its own.
 */
export async function testCluster(): Promise<TestCluster> {
  const address = await runCluster();
  if (!address) {
    const own = await startThrowawayPostgres();
    return { createDatabase: own.createDatabase, stop: async () => own.stop() };
  }
  const mine: string[] = [];
  return {
    async createDatabase(name, options) {
      const unique = `${name.slice(0, 48)}_${randomBytes(5).toString('hex')}`;
      mine.push(unique);
      return createDatabaseOn(address, unique, options);
    },
    // Dropping only keeps the run's cluster small, and the run's end removes it with whatever is
    // left: on a loaded machine a file with a hundred databases stops dropping after 20 s rather
    // than hold its afterAll past jest's limit.
    stop: () => dropDatabasesOn(address, mine.splice(0), { withinMs: 20_000 }),
  };
}
