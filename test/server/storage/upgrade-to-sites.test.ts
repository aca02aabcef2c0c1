import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../../../src/server/storage/migrations';
import { SITE_CONTENT_TABLES } from '../../../src/server/storage/copy-tables';
import { PLATFORM_TABLES } from '../../../src/server/storage/kysely/site-scope';
import { postgresKysely, postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import { openPostgresStorage } from '../../../src/server/storage/postgres/postgres-storage';
import { openDatabase } from '../../../src/server/storage/sqlite/sqlite-database';
import { freshPostgresDatabase, stopTestCluster } from '../support/test-engine';
import { startTestServer, type TestServer } from '../support/test-server';

// A database written before sites existed becomes the site `default` with no action, on both
// engines: every row kept, each in its site, and the demo reading the same on both afterwards.
// The fixture is the demo as the server seeded it at schema step 7, the last step before sites.
const BEFORE_SITES = 7;
const FIXTURE = path.join(__dirname, 'fixtures', 'demo-before-sites.sqlite.gz');

type Row = Record<string, unknown>;

let dir: string;
let oldFile: string;
const tablesAt7: string[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-upgrade-'));
  oldFile = path.join(dir, 'before.sqlite');
  fs.writeFileSync(oldFile, zlib.gunzipSync(fs.readFileSync(FIXTURE)));
  const db = new Database(oldFile, { readonly: true });
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(BEFORE_SITES);
    tablesAt7.push(
      ...(
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
          .all() as Array<{ name: string }>
      ).map((row) => row.name),
    );
  } finally {
    db.close();
  }
});

afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await stopTestCluster();
});

function rowsOf(file: string, table: string): Row[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Row[];
  } finally {
    db.close();
  }
}

/** The SQLite file upgraded in place, as a server starting on it does. */
function upgradedCopy(): string {
  const file = path.join(dir, `upgraded-${fs.readdirSync(dir).length}.sqlite`);
  fs.copyFileSync(oldFile, file);
  openDatabase(file).close();
  return file;
}

/** A PostgreSQL database at step 7 holding the fixture's rows, then opened by this server. */
async function upgradedPostgres(): Promise<string> {
  const url = await freshPostgresDatabase();
  const pool = postgresPool(url, 1, { everySite: true });
  try {
    await pool.query('CREATE TABLE schema_version (version integer NOT NULL)');
    for (const step of MIGRATIONS.slice(0, BEFORE_SITES)) if (step.postgres) await pool.query(step.postgres);
    await pool.query('INSERT INTO schema_version (version) VALUES ($1)', [BEFORE_SITES]);
    const kysely = postgresKysely(pool);
    // Parents before children, as a copy goes; the tables at step 7 are those of today less the sites.
    for (const table of SITE_CONTENT_TABLES.filter((name) => tablesAt7.includes(name))) {
      const rows = rowsOf(oldFile, table);
      for (let start = 0; start < rows.length; start += 200) {
        await kysely
          .insertInto(table)
          .values(rows.slice(start, start + 200) as never)
          .execute();
      }
    }
    for (const table of ['audit_log', 'mailbox_notes', 'mailbox_replies', 'mail_outbox']) {
      await pool.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`,
      );
    }
  } finally {
    await pool.end();
  }
  await (await openPostgresStorage(url)).close();
  return url;
}

/** Tables made after the sites step, each with its site from the start. */
const TABLES_SINCE = ['site_members', 'view_days', 'page_feedback'];

/** Columns of a table added after the sites step. */
const ADDED_SINCE: Record<string, string[]> = {
  items: ['search_title', 'search_tags', 'search_description', 'search_grams'],
  documents: ['search_text'],
};

describe('a database from before sites', () => {
  it('has the tables of today less the sites list and the tables made since', () => {
    expect([...tablesAt7].sort()).toEqual(
      SITE_CONTENT_TABLES.filter((table) => !TABLES_SINCE.includes(table)).sort(),
    );
  });

  it('on SQLite keeps every row, each of a site table now the default site’s', () => {
    const file = upgradedCopy();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.prepare('SELECT code, name, origin, status FROM sites').all()).toEqual([
        { code: 'default', name: '', origin: null, status: 'active' },
      ]);
      // Everyone belongs to the default site as they were; its administrators run the platform.
      expect(db.prepare('SELECT site, account, is_admin FROM site_members ORDER BY account').all()).toEqual(
        (rowsOf(oldFile, 'users') as Array<{ account: string; is_admin: number }>).map(
          ({ account, is_admin }) => ({ site: 'default', account, is_admin }),
        ),
      );
    } finally {
      db.close();
    }
    const lost: string[] = [];
    for (const table of tablesAt7) {
      const before = rowsOf(oldFile, table);
      // The administrators' flag of old is the platform's now (site_members carries the site's).
      const after = rowsOf(file, table).map(({ is_platform_admin, ...row }) =>
        is_platform_admin === undefined ? row : { ...row, is_admin: is_platform_admin },
      );
      if (!PLATFORM_TABLES.has(table as never)) {
        if (after.some((row) => row.site !== 'default'))
          lost.push(`${table}: a row outside the default site`);
        for (const row of after) delete row.site;
      }
      // Columns later steps add (search's, filled by the server's start) are not rows kept or lost.
      for (const row of after) for (const column of ADDED_SINCE[table] ?? []) delete row[column];
      const sortKey = (row: Row) => JSON.stringify(Object.entries(row).sort());
      const sorted = (rows: Row[]) => rows.map(sortKey).sort();
      if (!isDeepStrictEqual(sorted(before), sorted(after))) lost.push(`${table}: rows differ`);
      if (before.length === 0 && ['documents', 'items', 'users', 'revisions'].includes(table)) {
        lost.push(`${table}: the fixture holds none`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('on PostgreSQL keeps every row in the default site', async () => {
    const url = await upgradedPostgres();
    const pool = postgresPool(url, 1, { everySite: true });
    try {
      const counts: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const table of tablesAt7) {
        expected[table] = rowsOf(oldFile, table).length;
        const where = PLATFORM_TABLES.has(table as never) ? '' : " WHERE site = 'default'";
        counts[table] = Number((await pool.query(`SELECT COUNT(*) AS n FROM "${table}"${where}`)).rows[0].n);
      }
      expect(counts).toEqual(expected);
      expect((await pool.query('SELECT version FROM schema_version')).rows).toEqual([
        { version: MIGRATIONS.length },
      ]);
    } finally {
      await pool.end();
    }
  }, 60_000);

  describe('served by this server on each engine', () => {
    let sqlite: TestServer;
    let postgres: TestServer;

    beforeAll(async () => {
      const [file, url] = [upgradedCopy(), await upgradedPostgres()];
      [sqlite, postgres] = await Promise.all([
        startTestServer({ dbPath: file, seedDemo: false }),
        startTestServer({ databaseUrl: url, seedDemo: false }),
      ]);
    }, 60_000);

    afterAll(() => Promise.all([sqlite?.close(), postgres?.close()]));

    it('answers the same site, its items and its pages on both', async () => {
      const sitemap = await (await fetch(`${sqlite.baseUrl}/api/site/sitemap`)).json();
      expect(sitemap).toEqual(await (await fetch(`${postgres.baseUrl}/api/site/sitemap`)).json());
      const urls = [
        '/api/site/config',
        '/api/site/header',
        '/api/site/menu',
        '/api/site/metadata',
        '/api/site/structure',
      ];
      const pages = [
        ...(await (await fetch(`${sqlite.baseUrl}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
      ];
      expect(pages.length).toBeGreaterThan(100);
      for (const [, loc] of pages) {
        const [, , , modulePath, id] = new URL(loc!).pathname.split('/');
        if (!modulePath || modulePath === 'sitemap' || modulePath === 'search') continue;
        urls.push(id ? `/api/cms/${modulePath}/${id}` : `/api/cms/${modulePath}`);
      }
      const differing: string[] = [];
      let answered = 0;
      for (const url of new Set(urls)) {
        const [a, b] = await Promise.all(
          [sqlite, postgres].map(async (server) => {
            const answer = await fetch(server.baseUrl + url);
            return {
              status: answer.status,
              body: answer.status === 200 ? await answer.json() : await answer.text(),
            };
          }),
        );
        if (a!.status === 200) answered += 1;
        if (!isDeepStrictEqual(a, b)) differing.push(`${url}: differs`);
      }
      expect(differing).toEqual([]);
      // Landing pages are not modules (`/api/cms/<landing>` is a 404 on both); every item is there.
      expect(answered).toBeGreaterThan(100);
    }, 120_000);
  });
});
