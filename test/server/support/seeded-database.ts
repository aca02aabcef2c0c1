import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createServer } from '../../../src/server/create-server';
import type { ServerOptions } from '../../../src/server/server-options';
import { ManualClock } from './manual.clock';
import { createDatabaseOn, dropDatabasesOn } from './postgres-cluster';
import { fileCluster, TEST_SECRET_KEY, type TestEngine } from './test-engine';
import { locked, runCluster, runDirectory } from './test-run';

/**
 * Seeded databases for the test servers of a run, made once per seed and copied for each server.
 * Seeding the demo site, or a test's own site, cost a test server a few hundred milliseconds on
 * SQLite and more on PostgreSQL, the same work for every server with the same seed. A copy is what
 * the server's own seeding writes: the seed goes in through the same `createServer`, which finds
 * the copy already seeded and leaves it as it is, as it does after a restart. What a server does at
 * every start (the first administrator, the site documents) it still does on the copy.
 *
 * Only for a seed that comes out the same each time: the site, the password cost and the instant
 * of a manual clock make the seed. Outside a test run (runDirectory) nothing is kept: the server
 * seeds its own database.
 */
export interface Seed {
  engine: TestEngine;
  /** The site the server seeds; the demo site when absent. */
  starter?: ServerOptions['seed'];
  passwordCost: number;
  /** The manual clock's instant at the start, which the seeded rows carry. */
  now: number;
}

async function seedName({ engine, starter, passwordCost, now }: Seed): Promise<string> {
  const site = starter ? JSON.stringify(await starter.site()) : 'the demo site';
  const digest = createHash('sha256')
    .update(JSON.stringify([engine, passwordCost, now, site]))
    .digest('hex');
  return `seed_${digest.slice(0, 20)}`;
}

/** Seeds a database through a server of its own, which then closes, as the tests' servers would. */
async function seedThrough(seed: Seed, where: { dbPath: string; databaseUrl?: string }, dir: string) {
  const app = await createServer({
    ...where,
    // PostgreSQL asks for a key; the test servers on the copy bring the same one.
    ...(where.databaseUrl === undefined ? {} : { secretKey: TEST_SECRET_KEY }),
    distDir: dir,
    uploadsDir: path.join(dir, 'uploads'),
    clock: new ManualClock(seed.now),
    passwordCost: seed.passwordCost,
    recoveryCodeCost: 2 ** 10,
    seedDemo: true,
    ...(seed.starter ? { seed: seed.starter } : {}),
  });
  await app.close();
}

/**
 * Puts a copy of the seeded SQLite database at `dbPath`, seeding it first if no file of the run
 * has; answers false outside a test run, where the server seeds its own.
 */
export async function copySeededSqlite(seed: Seed, dbPath: string): Promise<boolean> {
  const run = runDirectory();
  if (!run) return false;
  const name = await seedName(seed);
  const seeded = path.join(run, `${name}.sqlite`);
  await locked(run, name, async () => {
    if (fs.existsSync(seeded)) return;
    const dir = fs.mkdtempSync(path.join(run, `${name}-`));
    try {
      const file = path.join(dir, 'seeded.sqlite');
      await seedThrough(seed, { dbPath: file }, dir);
      // A closed database has folded its write-ahead log back in: the one file is all of it.
      fs.renameSync(file, seeded);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  fs.copyFileSync(seeded, dbPath);
  return true;
}

/**
 * A new PostgreSQL database of the test file's, a copy of the run's seeded one (made first if no
 * file of the run has); outside a test run an empty one, which the server seeds.
 */
export async function seededPostgresDatabase(seed: Seed): Promise<string> {
  const { cluster, name } = await fileCluster();
  const run = runDirectory();
  const address = await runCluster();
  if (!run || !address) return cluster.createDatabase(name);
  const template = await seedName(seed);
  const marker = path.join(run, `${template}.postgres`);
  await locked(run, template, async () => {
    if (fs.existsSync(marker)) return;
    const dir = fs.mkdtempSync(path.join(run, `${template}-`));
    try {
      // What a seeding that failed half-way left, if one did.
      await dropDatabasesOn(address, [template]);
      const url = await createDatabaseOn(address, template);
      await seedThrough(seed, { dbPath: path.join(dir, 'unused.sqlite'), databaseUrl: url }, dir);
      fs.writeFileSync(marker, url);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return cluster.createDatabase(name, { template });
}
