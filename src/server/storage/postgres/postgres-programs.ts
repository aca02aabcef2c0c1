import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EVERY_SITE, SITE_SETTING } from './postgres-kysely';

/**
 * A PostgreSQL client program (pg_dump, pg_restore): the newest of Debian's versioned copies, so
 * it is never older than the server it talks to, else the one on PATH.
 */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

/**
 * Runs a client program; its stderr becomes the error when it fails. Its connection does the
 * platform's own work, every site's rows (row-level security, migration 9). It runs in the
 * command's environment (PGPASSWORD, PGSSLMODE, PATH…): `programEnv`, by default this process's;
 * a command run inside a test's process passes the one it was given.
 */
export function runPostgresProgram(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  programEnv?: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...(programEnv ?? process.env), PGOPTIONS: `-c ${SITE_SETTING}=${EVERY_SITE}` };
    const child = spawn(postgresProgram(name), args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${name} could not start: ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed: ${stderr.trim()}`)),
    );
  });
}

/** A consistent dump of the whole database (pg_dump runs in one snapshot), in pg_dump's custom format. */
export const dumpPostgres = (url: string, dest: string, env?: NodeJS.ProcessEnv) =>
  runPostgresProgram(
    'pg_dump',
    [
      // Under row-level security, read as the policies allow (every site, as the run names it),
      // rather than refuse the tables as pg_dump does by default for a role the policies bind.
      '--enable-row-security',
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${dest}`,
      `--dbname=${url}`,
    ],
    env,
  );

/** Restores a dump into an empty database, in one transaction: all of it or nothing. */
export const restorePostgres = (url: string, file: string, env?: NodeJS.ProcessEnv) =>
  runPostgresProgram(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file],
    env,
  );
