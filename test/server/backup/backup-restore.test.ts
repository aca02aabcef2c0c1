import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Secret } from 'otpauth';
import * as tar from 'tar';
import { SecretKeyRefused } from '../../../src/server/backup/backup-archive';
import { searchGramsOf } from '../../../src/server/content/search-columns';
import { backupSite, restoreSite } from '../../../src/server/backup/backup.service';
import { newSecretKeyText, parseSecretKey, SecretBox } from '../../../src/server/platform/secret-box';
import { postgresContents } from '../../../src/server/storage/postgres/postgres-storage';
import { TABLE_ORDER } from '../../../src/server/storage/copy-tables';
import { MIGRATIONS } from '../../../src/server/storage/migrations';
import { postgresKysely, postgresPool } from '../../../src/server/storage/postgres/postgres-kysely';
import { readSqliteFile, sqliteRowCounts } from '../../../src/server/storage/sqlite/sqlite-snapshot';
import type { Tables } from '../../../src/server/storage/tables';
import { startThrowawayPostgres, type PostgresCluster } from '../support/postgres-cluster';
import { startTestServer, type TestServer } from '../support/test-server';
import { backupCommand, backupProcess } from './backup-command.support';

type Row = Record<string, unknown>;

/** A value with every object's keys sorted, at any depth: jsonb keeps keys in its own order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Row)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return canonical(JSON.parse(value));
    } catch {
      return value;
    }
  }
  return value;
}

/** A table's rows in a stable order, with JSON compared by value. */
const normalised = (rows: Row[]): string[] => rows.map((row) => JSON.stringify(canonical(row))).sort();

function sqliteTables(file: string): Record<string, string[]> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      TABLE_ORDER.map((table) => [table, normalised(db.prepare(`SELECT * FROM "${table}"`).all() as Row[])]),
    );
  } finally {
    db.close();
  }
}

function mediaOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[];
  return Object.fromEntries(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, full), fs.readFileSync(full).toString('base64')];
      }),
  );
}

/** The command in this process, in the test's environment with the site's variables. */
const cli = (command: 'backup' | 'restore', file: string, env: NodeJS.ProcessEnv) =>
  backupCommand([command, file], { ...process.env, ...env });

describe('backing up a running site and restoring it', () => {
  let server: TestServer | undefined;
  let cluster: PostgresCluster | undefined;
  let work: string;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);

  afterAll(() => cluster?.stop(), 60_000);

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-restore-'));
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up the demo while it runs, and a wiped site restored from it has every row and file', async () => {
    server = await startTestServer();
    const media = path.join(server.dir, 'uploads');
    // Two uploads as the upload route leaves them: a folder per file id, the original and a variant.
    fs.mkdirSync(path.join(media, 'a1b2c3'), { recursive: true });
    fs.writeFileSync(
      path.join(media, 'a1b2c3', 'original.png'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    );
    fs.writeFileSync(path.join(media, 'a1b2c3', 'w480.webp'), Buffer.from('RIFF....WEBP'));
    fs.mkdirSync(path.join(media, 'd4e5f6'));
    fs.writeFileSync(path.join(media, 'd4e5f6', 'original.pdf'), '%PDF-1.7 臨海 %%EOF');
    const env = { DB_PATH: server.dbPath, MEDIA_DIR: media };
    const archive = path.join(work, 'backups', 'nightly', 'site.tar.gz');

    // The server is running: the backup reads the live file through its own connection, from a
    // process of its own as an operator starts it beside the server (SQLite's locks are between
    // processes), and its exit code is the one a nightly script reads.
    const backedUp = await backupProcess(['backup', archive], { ...process.env, ...env });
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      new RegExp(`^已備份到 .*site\\.tar\\.gz：資料庫（sqlite，版本 ${MIGRATIONS.length}，.*媒體檔 3 個`),
    );
    // It holds password hashes and letters: the owner's alone, and so are the folders made for it.
    const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    expect(modeOf(archive)).toBe('600');
    expect(modeOf(path.join(work, 'backups'))).toBe('700');
    expect(modeOf(path.join(work, 'backups', 'nightly'))).toBe('700');
    // The backup's own row, in the audit log it could not hold (written once the archive is whole).
    const backupRows = await server.sql<{ account: string; detail: string }>(
      "SELECT account, detail FROM audit_log WHERE action = 'site.backup'",
    );
    expect(backupRows).toEqual([
      {
        account: 'cli',
        detail: JSON.stringify({ file: 'site.tar.gz', bytes: fs.statSync(archive).size, encrypted: false }),
      },
    ]);
    const live = sqliteTables(server.dbPath);
    const before: Record<string, string[]> = {
      ...live,
      audit_log: live.audit_log!.filter((row) => !row.includes('"site.backup"')),
    };
    expect(before.audit_log!.length).toBe(live.audit_log!.length - 1);
    const filesBefore = mediaOf(media);
    expect(before.users!.length).toBeGreaterThan(0);
    expect(before.documents!.length).toBeGreaterThan(0);

    await server.close();
    server = undefined;

    const restoredDb = path.join(work, 'restored', 'themesite.sqlite');
    const restoredMedia = path.join(work, 'restored', 'uploads');
    const restored = await cli('restore', archive, { DB_PATH: restoredDb, MEDIA_DIR: restoredMedia });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^已從 .* 還原（.* 的 sqlite 備份）到 sqlite；媒體檔 3 個。/);
    expect(sqliteTables(restoredDb)).toEqual(before);
    expect(mediaOf(restoredMedia)).toEqual(filesBefore);
  }, 120_000);

  it('restores an SQLite backup into PostgreSQL with every row, and PostgreSQL backs up and restores its own', async () => {
    server = await startTestServer();
    const media = path.join(server.dir, 'uploads');
    fs.mkdirSync(path.join(media, 'abc'), { recursive: true });
    fs.writeFileSync(path.join(media, 'abc', 'original.jpg'), Buffer.from([0xff, 0xd8, 0xff, 9]));
    const archive = path.join(work, 'site.tar.gz');
    await backupSite(
      { database: { engine: 'sqlite', dbPath: server.dbPath }, mediaDir: media },
      archive,
      new Date(),
    );

    const url = await cluster!.createDatabase(`restore_${process.pid}`);
    const pgMedia = path.join(work, 'pg-media');
    const outcome = await restoreSite({ database: { engine: 'postgres', url }, mediaDir: pgMedia }, archive);
    expect(outcome.copied!.documents).toBeGreaterThan(0);

    const compare = async (databaseUrl: string) => {
      const source = readSqliteFile(server!.dbPath);
      const target = postgresKysely(postgresPool(databaseUrl, 2, { everySite: true }));
      try {
        for (const table of TABLE_ORDER) {
          const sqliteRows = (await source.kysely.selectFrom(table).selectAll().execute()) as Row[];
          const postgresRows = (
            (await target
              .selectFrom(table as keyof Tables)
              .selectAll()
              .execute()) as Row[]
          ).map(
            // PostgreSQL's own key on the two tables SQLite keys by rowid.
            ({ id, ...rest }) =>
              table === 'login_attempts' || table === 'password_history' ? rest : { id, ...rest },
          );
          // A public row's grams are PostgreSQL's alone (SQLite keeps none): made by the copy from
          // the row's text, as a publish there makes them.
          const grams = (rows: Row[]) => rows.map(({ search_grams: _grams, ...rest }) => rest);
          if (table === 'items') {
            for (const row of postgresRows)
              expect(row.search_grams).toBe(searchGramsOf(String(row.search_text)));
            expect(sqliteRows.every((row) => row.search_grams === '')).toBe(true);
          }
          const comparable = (rows: Row[]) => (table === 'items' ? grams(rows) : rows);
          expect({ table, rows: normalised(comparable(postgresRows)) }).toEqual({
            table,
            rows: normalised(comparable(sqliteRows)),
          });
        }
      } finally {
        source.close();
        await target.destroy();
      }
    };
    await compare(url);
    expect(mediaOf(pgMedia)).toEqual(mediaOf(media));

    // PostgreSQL's own backup (pg_dump) restores into a new database the same.
    const pgArchive = path.join(work, 'pg.tar.gz');
    const manifest = await backupSite(
      { database: { engine: 'postgres', url }, mediaDir: pgMedia },
      pgArchive,
      new Date(),
    );
    expect(manifest.engine).toBe('postgres');
    const second = await cluster!.createDatabase(`restore2_${process.pid}`);
    await restoreSite(
      { database: { engine: 'postgres', url: second }, mediaDir: path.join(work, 'pg-media-2') },
      pgArchive,
    );
    await compare(second);
  }, 120_000);

  it('runs pg_dump in the command’s own environment, not the test process’s', async () => {
    const url = await cluster!.createDatabase(`dump_env_${process.pid}`);
    const archive = path.join(work, 'pg.tar.gz');
    // A libpq variable only the command's environment names: pg_dump reads it, and fails on it.
    expect(process.env.PGSERVICE).toBeUndefined();
    const dumped = await cli('backup', archive, {
      DATABASE_URL: url,
      SECRET_KEY: newSecretKeyText(),
      MEDIA_DIR: path.join(work, 'no-media'),
      PGSERVICE: 'themesite-no-such-service',
    });
    expect(dumped).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^非預期的錯誤：pg_dump failed: .*"themesite-no-such-service"/),
    });
    expect(fs.existsSync(archive)).toBe(false);
  }, 60_000);

  it('refuses to restore over a site that holds anything, and a damaged archive, in zh-TW', async () => {
    server = await startTestServer();
    const archive = path.join(work, 'site.tar.gz');
    await backupSite(
      { database: { engine: 'sqlite', dbPath: server.dbPath }, mediaDir: path.join(server.dir, 'uploads') },
      archive,
      new Date(),
    );
    const refused = cli('restore', archive, { DB_PATH: server.dbPath, MEDIA_DIR: path.join(work, 'm') });
    await expect(refused).resolves.toMatchObject({
      code: 3,
      stderr: expect.stringMatching(/^資料庫不是空的：/),
    });
    expect(sqliteRowCounts(server.dbPath, TABLE_ORDER)).toBeGreaterThan(0);

    // The same archive with its database changed after the backup.
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.x({ file: archive, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, 'database/site.sqlite'), 'x');
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, ['manifest.json', 'database']);
    const broken = cli('restore', damaged, {
      DB_PATH: path.join(work, 'new.sqlite'),
      MEDIA_DIR: path.join(work, 'm2'),
    });
    await expect(broken).resolves.toMatchObject({
      code: 3,
      stderr: expect.stringMatching(/^備份檔已損壞：database\/site\.sqlite/),
    });
    expect(fs.existsSync(path.join(work, 'new.sqlite'))).toBe(false);
  }, 120_000);

  it('reads a PostgreSQL dump’s two-step secrets without restoring it, and restores it only with their key', async () => {
    server = await startTestServer();
    const box = new SecretBox(parseSecretKey(fs.readFileSync(`${server.dbPath}.key`, 'utf8')));
    const sealed = box.seal(new Secret({ size: 20 }).base32, 'totp:editor');
    await server.sql("UPDATE users SET totp_secret = ? WHERE account = 'editor'", [sealed]);
    const archive = path.join(work, 'site.tar.gz');
    await backupSite(
      { database: { engine: 'sqlite', dbPath: server.dbPath }, mediaDir: path.join(work, 'no-media') },
      archive,
      new Date(),
    );
    const keys = { box, where: 'SECRET_KEY' };
    const url = await cluster!.createDatabase(`secrets_${process.pid}`);
    await restoreSite({ database: { engine: 'postgres', url }, mediaDir: path.join(work, 'm1') }, archive, {
      keys,
    });

    const pgArchive = path.join(work, 'pg.tar.gz');
    await backupSite(
      { database: { engine: 'postgres', url }, mediaDir: path.join(work, 'm1') },
      pgArchive,
      new Date(),
    );
    const second = await cluster!.createDatabase(`secrets2_${process.pid}`);
    const place = { database: { engine: 'postgres' as const, url: second }, mediaDir: path.join(work, 'm2') };
    const other = new SecretBox(parseSecretKey(newSecretKeyText()));
    const refused = restoreSite(place, pgArchive, { keys: { box: other, where: 'SECRET_KEY' } });
    await expect(refused).rejects.toBeInstanceOf(SecretKeyRefused);
    await expect(refused).rejects.toThrow(
      `這份備份的兩步驟驗證密鑰以金鑰 ${box.current.id} 加密，但目前的金鑰（SECRET_KEY）是 ${other.current.id}。`,
    );
    // Without SECRET_KEY at all, the same.
    await expect(restoreSite(place, pgArchive)).rejects.toThrow(/但這裡沒有金鑰/);
    expect((await postgresContents(second, [])).step).toBe(0);

    await restoreSite(place, pgArchive, { keys });
    const target = postgresKysely(postgresPool(second, 1, { everySite: true }));
    try {
      const row = await target
        .selectFrom('users')
        .select('totp_secret')
        .where('account', '=', 'editor')
        .executeTakeFirst();
      expect(row?.totp_secret).toBe(sealed);
    } finally {
      await target.destroy();
    }
  }, 120_000);
});
