import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';

/** What a backup holds, written beside it in the archive and checked on restore. */
export interface BackupManifest {
  format: 'themesite-backup';
  formatVersion: 1;
  engine: 'sqlite' | 'postgres';
  /** How many steps of the migration list the database had run. */
  schemaStep: number;
  createdAt: string;
  database: { file: string; sha256: string; bytes: number };
  media: Array<{ file: string; sha256: string; bytes: number }>;
}

export const DATABASE_FILES = { sqlite: 'database/site.sqlite', postgres: 'database/site.pgdump' } as const;

/** A backup archive could not be read, or is not one of ours: the message says why, in zh-TW. */
export class BackupRefused extends Error {}

export function sha256Of(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `dir`, as paths relative to it with `/`, in a stable order. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Packs the staging directory (manifest, database, media) into one gzip'd tar. It is written
 * beside the destination and renamed into place: a backup that stops halfway leaves no archive
 * that looks whole.
 */
export async function writeArchive(staging: string, manifest: BackupManifest, file: string): Promise<void> {
  fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [
    'manifest.json',
    'database',
    'media',
  ]);
  fs.renameSync(partial, file);
}

/** Unpacks an archive into `into` and checks every file against the manifest. */
export async function readArchive(file: string, into: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupRefused(`找不到備份檔：${file}`);
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch {
    throw new BackupRefused(`無法讀取備份檔（不是 themesite 的備份，或已損壞）：${file}`);
  }
  const manifestFile = path.join(into, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new BackupRefused(`備份檔缺少 manifest.json：${file}`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 'themesite-backup' || manifest.formatVersion !== 1) {
    throw new BackupRefused(`不是 themesite 的備份檔：${file}`);
  }
  for (const entry of [
    manifest.database,
    ...manifest.media.map((m) => ({ ...m, file: `media/${m.file}` })),
  ]) {
    const unpacked = path.join(into, entry.file);
    if (!fs.existsSync(unpacked) || sha256Of(unpacked) !== entry.sha256) {
      throw new BackupRefused(`備份檔已損壞：${entry.file} 與備份時不同。`);
    }
  }
  return manifest;
}
