import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

/** Where Debian's postgresql package puts the server programs (`apt-get install postgresql`). */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export interface DatabaseOptions {
  /** An ICU collation (say `zh-TW`), as a deployer's own database may have, instead of C.UTF-8. */
  icuLocale?: string;
  /** A database of the cluster to copy, which nobody may be connected to meanwhile. */
  template?: string;
}

export interface PostgresCluster {
  /** A new database, empty or a copy of `template`, as a `postgres://` URL. */
  createDatabase(name: string, options?: DatabaseOptions): Promise<string>;
  stop(): void;
}

/** True while the process `pid` runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops and removes the clusters of test processes that died without stopping theirs (a run
 * killed by a timeout): a postmaster outlives its test, and a machine would collect them.
 */
function sweepOrphans(bin: string, asRoot: boolean): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('themesite-pg-')) continue;
    const dir = path.join(os.tmpdir(), name);
    let owner: number;
    try {
      owner = Number(fs.readFileSync(path.join(dir, 'owner.pid'), 'utf8'));
    } catch {
      continue; // Another process is creating it right now.
    }
    if (!Number.isInteger(owner) || alive(owner)) continue;
    const stop = [path.join(bin, 'pg_ctl'), '-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop'];
    spawnSync(asRoot ? 'runuser' : stop[0]!, asRoot ? ['-u', 'postgres', '--', ...stop] : stop.slice(1));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a started cluster is, so that another process of the same test run can use it too. */
export interface ClusterAddress {
  /** The temporary directory: data, socket, log and `owner.pid`. */
  dir: string;
  port: number;
}

/**
 * Starts a throwaway cluster. `owner` is the process whose death makes the cluster an orphan that
 * the next start anywhere sweeps away: the caller by default, jest's main process for the cluster
 * a whole run shares (test-run.ts).
 */
export async function startPostgresCluster({
  durable = false,
  owner = process.pid,
  maxConnections = 200,
} = {}): Promise<ClusterAddress> {
  const bin = requiredBinDir();
  sweepOrphans(bin, process.getuid?.() === 0);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-pg-'));
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(owner));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  runAsPostgres(bin, dir, 'initdb', [
    '-D',
    data,
    '-U',
    'themesite',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A benchmark keeps PostgreSQL's own durability (`durable`), to compare with SQLite's full sync.
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  runAsPostgres(bin, dir, 'pg_ctl', [
    '-D',
    data,
    '-o',
    settings,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  return { dir, port };
}

/** Stops a cluster started by `startPostgresCluster` and removes its directory. */
export function stopPostgresCluster({ dir }: ClusterAddress): void {
  try {
    runAsPostgres(requiredBinDir(), dir, 'pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-m',
      'immediate',
      '-w',
      'stop',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The admin URL of a cluster: its `postgres` database, as the superuser initdb made. */
export function adminUrl({ port }: Pick<ClusterAddress, 'port'>, database = 'postgres'): string {
  return `postgres://themesite@127.0.0.1:${port}/${database}`;
}

/** `CREATE DATABASE name` on the cluster at `address`, a copy or with a collation if asked; answers its URL. */
export async function createDatabaseOn(
  address: Pick<ClusterAddress, 'port'>,
  name: string,
  options: DatabaseOptions = {},
): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl(address) });
  await client.connect();
  try {
    const collation = options.icuLocale
      ? ` TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE '${options.icuLocale}' LOCALE 'C.UTF-8'`
      : options.template
        ? ` TEMPLATE "${options.template}"`
        : '';
    await client.query(`CREATE DATABASE "${name}"${collation}`);
  } finally {
    await client.end();
  }
  return adminUrl(address, name);
}

/**
 * `DROP DATABASE` of each name that exists, even with sessions still connected to it; with
 * `withinMs`, the names still left when that time is up stay (their cluster's removal takes them).
 */
export async function dropDatabasesOn(
  address: Pick<ClusterAddress, 'port'>,
  names: readonly string[],
  { withinMs = Infinity }: { withinMs?: number } = {},
): Promise<void> {
  if (names.length === 0) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl(address) });
  await client.connect();
  try {
    // FORCE: a pool some test forgot to close must not keep its database, nor fail the file.
    const deadline = Date.now() + withinMs;
    for (const name of names) {
      if (Date.now() > deadline) break;
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory, on a free port of 127.0.0.1: initdb,
 * pg_ctl start, and on `stop` pg_ctl stop and the directory removed. PostgreSQL refuses to run as
 * root, so under root (CI's containers) its programs run as the `postgres` user the package made.
 * Durability settings are off unless asked (`durable`): a test cluster is thrown away, and commits
 * then cost no fsync.
 */
export async function startThrowawayPostgres({ durable = false } = {}): Promise<PostgresCluster> {
  const address = await startPostgresCluster({ durable });
  return {
    createDatabase: (name, options) => createDatabaseOn(address, name, options),
    stop: () => stopPostgresCluster(address),
  };
}

function requiredBinDir(): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql`.');
  return bin;
}

/** PostgreSQL refuses to run as root, so under root (CI's containers) as the package's `postgres` user. */
function runAsPostgres(bin: string, cwd: string, program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : path.join(bin, program);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}
