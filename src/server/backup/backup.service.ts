import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SecretBox } from '../platform/secret-box';
import { DEFAULT_SITE } from '../ports/site';
import type { Storage } from '../ports/storage.port';
import { keyFileBeside } from '../platform/secret-key-file';
import { secretKeysForRestore } from '../platform/secret-keys';
import { openDatabase } from '../storage/sqlite/sqlite-database';
import { copyTables, SITE_CONTENT_TABLES } from '../storage/copy-tables';
import { MIGRATIONS } from '../storage/migrations';
import { dumpPostgres, restorePostgres } from '../storage/postgres/postgres-programs';
import { openPostgresStorage, postgresContents } from '../storage/postgres/postgres-storage';
import { postgresDialect } from '../storage/postgres/postgres-dialect';
import { postgresKysely, postgresPool } from '../storage/postgres/postgres-kysely';
import {
  installSqliteFile,
  readSqliteFile,
  snapshotSqlite,
  sqliteRowCounts,
  sqliteSchemaStep,
} from '../storage/sqlite/sqlite-snapshot';
import {
  BackupRefused,
  DATABASE_FILES,
  filesUnder,
  readArchive,
  sha256Of,
  writeArchive,
  type BackupManifest,
} from './backup-archive';
import { checkArchiveSecrets, sealedSecretsInPostgresDump, sealedSecretsInSqlite } from './archive-secrets';

/** Where a site keeps its database and its media (DB_PATH or DATABASE_URL, and MEDIA_DIR). */
export interface SitePlace {
  database:
    | { engine: 'sqlite'; dbPath: string }
    | {
        engine: 'postgres';
        url: string;
        /**
         * The environment pg_dump and pg_restore run in (PGPASSWORD, PGSSLMODE, PATH…): the
         * command's own, by default this process's.
         */
        env?: NodeJS.ProcessEnv;
      };
  mediaDir: string;
}

function withStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-backup-'));
  fs.chmodSync(dir, 0o700);
  return work(dir).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/**
 * Writes one archive of a site that may be running: first the database as one consistent moment
 * (SQLite's online backup, or pg_dump's snapshot), then the media. Uploads are never changed or
 * removed once written (a new upload gets a new folder), so every file the database names existed
 * before its snapshot and is in the archive; a file uploaded meanwhile comes along unnamed.
 * The key that seals the two-step secrets is never packed: not even when `MEDIA_DIR` is the
 * database's own folder, where its key file lies. With a passphrase the archive is encrypted.
 */
export async function backupSite(
  place: SitePlace,
  file: string,
  now: Date,
  /** A passphrase encrypts the archive; `workFactor` (age's scrypt log2 N, default 18) is lowered by tests. */
  encryption?: { passphrase: string; workFactor?: number },
): Promise<BackupManifest> {
  return withStaging(async (staging) => {
    fs.mkdirSync(path.join(staging, 'database'));
    const { engine } = place.database;
    const databaseFile = path.join(staging, DATABASE_FILES[engine]);
    let schemaStep: number;
    if (place.database.engine === 'sqlite') {
      if (!fs.existsSync(place.database.dbPath))
        throw new BackupRefused(`找不到資料庫檔案：${place.database.dbPath}`);
      await snapshotSqlite(place.database.dbPath, databaseFile);
      schemaStep = sqliteSchemaStep(databaseFile);
    } else {
      schemaStep = (await postgresContents(place.database.url, [])).step;
      await dumpPostgres(place.database.url, databaseFile, place.database.env);
    }
    const keyFile = place.database.engine === 'sqlite' ? keyFileBeside(place.database.dbPath) : null;
    const mediaRoot = path.resolve(place.mediaDir);
    const mediaNames = filesUnder(place.mediaDir).filter((name) => path.resolve(mediaRoot, name) !== keyFile);
    const media = mediaNames.map((name) => {
      const target = path.join(staging, 'media', name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(place.mediaDir, name), target);
      return { file: name, sha256: sha256Of(target), bytes: fs.statSync(target).size };
    });
    fs.mkdirSync(path.join(staging, 'media'), { recursive: true });
    const manifest: BackupManifest = {
      format: 'themesite-backup',
      formatVersion: 1,
      engine,
      schemaStep,
      createdAt: now.toISOString(),
      database: {
        file: DATABASE_FILES[engine],
        sha256: sha256Of(databaseFile),
        bytes: fs.statSync(databaseFile).size,
      },
      media,
    };
    await writeArchive(staging, manifest, file, encryption);
    return manifest;
  });
}

/** The audit log's action of a backup: 網站備份, read by 政府網站檢核 for the last backup's age. */
export const BACKUP_AUDIT_ACTION = 'site.backup';

/** What a backup's audit row says of the archive it wrote. */
export interface BackupRecord {
  /** The archive's file name, without its folder (the folder is the operator's, not the site's). */
  file: string;
  bytes: number;
  encrypted: boolean;
}

/**
 * Writes a backup's row into the audit log of every site the archive holds (the default site and
 * each site in service), so each site's administrators read when it was last backed up. Written
 * after the archive is complete: a failed backup leaves no row. Answers the sites' codes.
 */
export async function recordBackup(
  storage: Storage,
  clock: Clock,
  archive: BackupRecord,
  actor = 'cli',
): Promise<string[]> {
  const codes = new Set([DEFAULT_SITE]);
  for (const site of await storage.stores.sites.list())
    if (site.removedAt === undefined) codes.add(site.code);
  const audit = new AuditWriter(clock);
  const at = clock.now();
  for (const code of codes) {
    await audit.record(storage.forSite(code).stores, {
      account: actor,
      action: BACKUP_AUDIT_ACTION,
      at,
      detail: { file: archive.file, bytes: archive.bytes, encrypted: archive.encrypted },
    });
  }
  return [...codes];
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Rows copied per table when the engines differ; null when the engine restored its own dump. */
  copied: Record<string, number> | null;
}

export interface RestoreOptions {
  /**
   * The keys in force where the site is restored (`SECRET_KEY`, `SECRET_KEY_PREVIOUS`, else the
   * key file beside the new database) and where they came from, for the message; by default, as
   * the server there would find them without SECRET_KEY.
   */
  keys?: { box: SecretBox | null; where: string };
  /** The passphrase of an encrypted archive (`BACKUP_PASSPHRASE`). */
  passphrase?: string;
}

/** The keys a server at `place` would find without `SECRET_KEY`: its key file, if any. */
function keysFoundAt(place: SitePlace): { box: SecretBox | null; where: string } {
  if (place.database.engine === 'postgres') return { box: null, where: 'SECRET_KEY' };
  return secretKeysForRestore({ dbPath: place.database.dbPath });
}

/**
 * Puts an archive back on an empty site, on either engine: an SQLite backup into SQLite or
 * PostgreSQL, a PostgreSQL backup into PostgreSQL. A database or media folder that already holds
 * something is refused, never merged or overwritten. Before anything is written, the key in force
 * must open the archive's two-step secrets: a site restored without its key would refuse to start.
 */
export async function restoreSite(
  place: SitePlace,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreOutcome> {
  return withStaging(async (staging) => {
    const manifest = await readArchive(file, staging, options.passphrase);
    // The manifest's names were checked on reading; this keeps that promise where files land,
    // before anything is written.
    const mediaRoot = path.resolve(place.mediaDir);
    const mediaTargets = manifest.media.map((entry) => {
      const target = path.resolve(mediaRoot, entry.file);
      if (!target.startsWith(mediaRoot + path.sep)) {
        throw new BackupRefused(`媒體檔「${entry.file}」會寫到媒體資料夾之外，已停止還原。`);
      }
      return { entry, target };
    });
    if (manifest.schemaStep > MIGRATIONS.length) {
      throw new BackupRefused(
        `這份備份來自較新版本的伺服器（資料庫版本 ${manifest.schemaStep}，本伺服器 ${MIGRATIONS.length}），請先更新伺服器。`,
      );
    }
    const databaseFile = path.join(staging, manifest.database.file);
    if (manifest.engine === 'sqlite') {
      // An older backup is first brought to this server's schema step, on the unpacked copy.
      openDatabase(databaseFile).close();
    } else if (place.database.engine !== 'postgres') {
      throw new BackupRefused('PostgreSQL 的備份只能還原到 PostgreSQL（請設定 DATABASE_URL）。');
    }
    checkArchiveSecrets(
      manifest.engine === 'sqlite'
        ? await sealedSecretsInSqlite(databaseFile)
        : await sealedSecretsInPostgresDump(
            databaseFile,
            place.database.engine === 'postgres' ? place.database.env : undefined,
          ),
      options.keys ?? keysFoundAt(place),
    );
    await refuseUnlessEmpty(place);
    let copied: Record<string, number> | null = null;
    if (manifest.engine === 'sqlite') {
      if (place.database.engine === 'sqlite') {
        fs.mkdirSync(path.dirname(path.resolve(place.database.dbPath)), { recursive: true });
        installSqliteFile(databaseFile, place.database.dbPath);
      } else {
        copied = await copySqliteIntoPostgres(databaseFile, place.database.url);
      }
    } else if (place.database.engine === 'postgres') {
      if ((await postgresContents(place.database.url, [])).step > 0) {
        throw new BackupRefused('PostgreSQL 的備份只能還原到新建立的空資料庫（沒有任何資料表）。');
      }
      await restorePostgres(place.database.url, databaseFile, place.database.env);
      // A dump of an older server is brought forward the way a start would.
      await (await openPostgresStorage(place.database.url)).close();
    }
    for (const { entry, target } of mediaTargets) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(staging, 'media', entry.file), target);
    }
    return { manifest, copied };
  });
}

async function refuseUnlessEmpty(place: SitePlace): Promise<void> {
  if (filesUnder(place.mediaDir).length > 0) {
    throw new BackupRefused(
      `媒體資料夾不是空的：${place.mediaDir}。還原只寫入空的網站，請先清空或改用新的資料夾。`,
    );
  }
  if (place.database.engine === 'sqlite') {
    if (sqliteRowCounts(place.database.dbPath, SITE_CONTENT_TABLES) > 0) {
      throw new BackupRefused(
        `資料庫不是空的：${place.database.dbPath}。還原只寫入空的網站，請先移走它或改用新的路徑。`,
      );
    }
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(place.database.dbPath + suffix, { force: true });
    return;
  }
  const { rows } = await postgresContents(place.database.url, SITE_CONTENT_TABLES);
  if (rows > 0) throw new BackupRefused('PostgreSQL 資料庫不是空的。還原只寫入空的網站，請改用新的資料庫。');
}

async function copySqliteIntoPostgres(sqliteFile: string, url: string): Promise<Record<string, number>> {
  await (await openPostgresStorage(url)).close();
  const source = readSqliteFile(sqliteFile);
  const pool = postgresPool(url, 2, { everySite: true });
  const target = postgresKysely(pool);
  try {
    return await copyTables(source.kysely, target, postgresDialect);
  } finally {
    source.close();
    await target.destroy();
  }
}
