import Database from 'better-sqlite3';
import type pg from 'pg';
import { openStorage } from '../../../src/server/storage/open-storage';
import { postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import type { Storage } from '../../../src/server/ports/storage.port';
import { registerSearchTokens } from '../../../src/server/storage/sqlite/sqlite-database';
import { testCluster, type TestCluster } from './test-run';

/**
 * The `SECRET_KEY` of test servers that share a PostgreSQL database (which needs one; SQLite ones
 * make their key file beside their database). Made for the tests: 32 random bytes, nothing else.
 */
export const TEST_SECRET_KEY = 'nJOLXsrT+qUduFavr/El0ueuTZaP5GynYvuEh0lK0Co=';

/**
 * Which engine the server tests run on: SQLite unless the jest project `server-postgres` set
 * `TEST_ENGINE=postgres` (the authoring and account tests run on both engines).
 */
export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * The test file's share of the run's PostgreSQL cluster (test-run.ts), taken by the first
 * server that needs it and given back by `postgres-engine.setup.ts` after the file: its databases
 * dropped. It lives on `globalThis` so that a test which resets its modules still finds the share
 * the setup file will give back.
 */
interface EngineState {
  cluster?: Promise<TestCluster>;
  databases: number;
  /** Servers still open: a file-level `afterAll` may run after the setup file's, so they close first. */
  open: Set<() => Promise<void>>;
}
const STATE_KEY = Symbol.for('themesite.test-engine');
function state(): EngineState {
  const holder = globalThis as unknown as Record<symbol, EngineState | undefined>;
  holder[STATE_KEY] ??= { databases: 0, open: new Set() };
  return holder[STATE_KEY];
}

/** This file's share of the run's cluster, and a name for its next database. */
export async function fileCluster(): Promise<{ cluster: TestCluster; name: string }> {
  const engine = state();
  engine.cluster ??= testCluster();
  const cluster = await engine.cluster;
  engine.databases += 1;
  return { cluster, name: `test_${process.pid}_${engine.databases}` };
}

/** A new empty PostgreSQL database of this file's, as a `postgres://` URL. */
export async function freshPostgresDatabase(): Promise<string> {
  const { cluster, name } = await fileCluster();
  return cluster.createDatabase(name);
}

/** Remembers an open server's `close` until it ran, so that stopping the cluster closes it first. */
export function trackOpen(close: () => Promise<void>): () => void {
  const { open } = state();
  open.add(close);
  return () => open.delete(close);
}

export async function stopTestCluster(): Promise<void> {
  const engine = state();
  for (const close of [...engine.open]) await close();
  const started = engine.cluster;
  engine.cluster = undefined;
  if (started) await (await started).stop();
}

/** A value a test binds: times as `Date` and flags as booleans, which each engine stores its way. */
export type SqlValue = string | number | boolean | Date | null;

/**
 * The test's own look at the server's rows, on either engine: `?` placeholders, answers as SQLite
 * gives them (times in epoch milliseconds, flags 0/1, JSON as text, counts as numbers), which the
 * storage's own type parsers make PostgreSQL answer too. Times and flags are bound as `Date` and
 * booleans, so the same statement writes a `timestamptz` and a `boolean` on PostgreSQL.
 */
export interface TestSql {
  <Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<Row[]>;
  close(): Promise<void>;
}

export function testSqlOn(where: { dbPath: string; databaseUrl?: string | undefined }): TestSql {
  return where.databaseUrl ? postgresSql(where.databaseUrl) : sqliteSql(where.dbPath);
}

function sqliteSql(dbPath: string): TestSql {
  const query = async <Row>(text: string, params: readonly SqlValue[] = []): Promise<Row[]> => {
    // A connection per statement, closed at once: the server's own connection sees the change at
    // its next read, and no test holds the file open past its server.
    const db = new Database(dbPath);
    // A test's write to a public row fires the search table's triggers, as the server's would.
    registerSearchTokens(db);
    try {
      const statement = db.prepare(text);
      const bound = params.map((value) => {
        if (value instanceof Date) return value.getTime();
        if (typeof value === 'boolean') return value ? 1 : 0;
        return value;
      });
      if (statement.reader) return statement.all(...bound) as Row[];
      statement.run(...bound);
      return [];
    } finally {
      db.close();
    }
  };
  return Object.assign(query, { close: async () => undefined });
}

/** `?` → `$1, $2, …`, outside quoted text. */
export function numberedPlaceholders(text: string): string {
  let index = 0;
  let quote: string | undefined;
  let out = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '?') {
      index += 1;
      out += `$${index}`;
      continue;
    }
    out += char;
  }
  return out;
}

function postgresSql(url: string): TestSql {
  let pool: pg.Pool | undefined;
  const query = async <Row>(text: string, params: readonly SqlValue[] = []): Promise<Row[]> => {
    pool ??= postgresPool(url, 2, { everySite: true });
    const result = await pool.query(numberedPlaceholders(text), [...params]);
    return result.rows as Row[];
  };
  return Object.assign(query, {
    close: async () => {
      const open = pool;
      pool = undefined;
      await open?.end();
    },
  });
}

/**
 * Storage without a server, for tests of services: a SQLite file at `dbPath`, or under
 * `TEST_ENGINE=postgres` a new database on the file's cluster; `sql` looks at its rows, and
 * `close` closes both (once, whoever calls it first: the test or the end of the file).
 */
export async function openTestStorage(
  dbPath: string,
): Promise<{ storage: Storage; sql: TestSql; close(): Promise<void> }> {
  const where =
    testEngine() === 'postgres' ? { dbPath, databaseUrl: await freshPostgresDatabase() } : { dbPath };
  const storage = await openStorage(where);
  const sql = testSqlOn(where);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    untrack();
    await sql.close();
    await storage.close();
  };
  const untrack = trackOpen(close);
  return { storage, sql, close };
}
