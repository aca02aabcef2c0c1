import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { decrypting, encrypting, isEncryptedArchive } from './archive-encryption';
import { BackupRefused } from './backup-archive-errors';

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

export { BackupRefused, SecretKeyRefused } from './backup-archive-errors';

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
 * Packs the staging directory (manifest, database, media) into one gzip'd tar, sealed as an age
 * file when a passphrase is given (archive-encryption.ts). It is written beside the destination
 * and renamed into place: a backup that stops halfway leaves no archive that looks whole.
 */
export async function writeArchive(
  staging: string,
  manifest: ArchiveListing,
  file: string,
  encryption?: { passphrase: string; workFactor?: number },
): Promise<void> {
  fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const partial = `${file}.partial`;
  // The archive holds password hashes, letters and two-step secrets: only the owner may read it,
  // as the live database. Folders made for it are the owner's alone too.
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.rmSync(partial, { force: true });
  // Exactly what the manifest lists, the manifest first: restore reads it before anything else and
  // refuses whatever it does not list (reading the staged database leaves SQLite's -shm beside it).
  const entries = [
    'manifest.json',
    manifest.database.file,
    ...manifest.media.map((entry) => `media/${entry.file}`),
  ];
  if (encryption === undefined) {
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, entries);
  } else {
    // The tar is sealed as it is packed: the plain archive never touches the disk.
    const packed = tar.c({ gzip: true, cwd: staging, portable: true }, entries);
    const sealed = await encrypting(packed, encryption.passphrase, encryption.workFactor);
    await pipeline(sealed, fs.createWriteStream(partial, { mode: 0o600 }));
  }
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, file);
}

const READ_CHUNK = 16 * 1024;

/** The manifest is read into memory: this bounds it (about 150 bytes per media file). */
export const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/** More media files than any site of ours holds; a manifest listing more is refused. */
export const MEDIA_FILES_MAX = 100_000;
const NAME_MAX = 1024;
const SQLITE_SIDE_FILES = ['-wal', '-shm'];
const SIDE_FILE_MAX = 16 * 1024 * 1024;
const SEGMENT_MAX = 255;

/** Free bytes where `dir` lives, or null where the platform cannot say. */
function freeBytesAt(dir: string): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Why a media name could write outside the media folder, or null when it is a plain relative path:
 * `/`-separated segments, none empty, `.` or `..`, no backslash, no control character, no drive.
 */
function mediaNameFault(name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return '檔名是空的';
  if (name.length > NAME_MAX) return `檔名超過 ${NAME_MAX} 個字元`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return '檔名含有控制字元或反斜線';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return '檔名是絕對路徑';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..')) return '檔名含有「..」';
  if (segments.some((segment) => segment === '' || segment === '.')) return '檔名含有空的或「.」的路徑段';
  if (segments.some((segment) => segment.length > SEGMENT_MAX)) return `路徑段超過 ${SEGMENT_MAX} 個字元`;
  return null;
}

/** A file an archive lists: its name, hash and size, checked against what is unpacked. */
export interface ListedFile {
  file: string;
  sha256: string;
  bytes: number;
}

/** What `writeArchive` packs and `readArchive` unpacks: one data file and the media, by name. */
export interface ArchiveListing {
  database: ListedFile;
  media: ListedFile[];
}

/**
 * The data file and the media a manifest lists, checked as a stranger's text: each entry of the
 * expected type, the data file where `databaseFile` says, media names relative and inside the media
 * folder, sizes and counts bounded. `refuse` throws with the first fault.
 */
export function checkListedFiles(
  value: Record<string, unknown>,
  databaseFile: string,
  freeBytes: number | null,
  refuse: (reason: string) => never,
  /** The archive's kind, as the refusal of too large a content names it (備份檔, 網站封存檔). */
  kind = '備份檔',
): ArchiveListing {
  const fileOf = (entry: unknown, what: string) => {
    if (!isObject(entry)) return refuse(`${what}的描述不是物件`);
    if (typeof entry.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(entry.sha256))
      return refuse(`${what}的 sha256 不是 64 位十六進位`);
    if (!isSize(entry.bytes)) return refuse(`${what}的大小（bytes）不是非負整數`);
    return { file: entry.file as string, sha256: entry.sha256, bytes: entry.bytes };
  };
  const database = fileOf(value.database, '資料庫');
  if (database.file !== databaseFile) return refuse(`資料庫檔必須是 ${databaseFile}`);
  if (!Array.isArray(value.media)) return refuse('媒體檔清單（media）不是陣列');
  if (value.media.length > MEDIA_FILES_MAX) return refuse(`媒體檔超過 ${MEDIA_FILES_MAX} 個`);
  const names = new Set<string>();
  const media = value.media.map((entry: unknown, index: number) => {
    const file = fileOf(entry, `第 ${index + 1} 個媒體檔`);
    const fault = mediaNameFault(file.file);
    if (fault) return refuse(`媒體檔「${String(file.file).slice(0, 200)}」${fault}`);
    if (names.has(file.file)) return refuse(`媒體檔「${file.file}」列了兩次`);
    names.add(file.file);
    return file;
  });
  // A name that is also another's folder (`a` and `a/b`) cannot both be files.
  for (const name of names) {
    const segments = name.split('/');
    for (let i = 1; i < segments.length; i++) {
      const folder = segments.slice(0, i).join('/');
      if (names.has(folder)) refuse(`媒體檔「${folder}」同時是「${name}」的資料夾`);
    }
  }
  const total = media.reduce((sum, entry) => sum + entry.bytes, database.bytes);
  if (!Number.isSafeInteger(total)) return refuse('檔案大小合計過大');
  if (freeBytes !== null && total > freeBytes) {
    throw new BackupRefused(
      `${kind}宣稱的內容共 ${total} 位元組，超過暫存空間的 ${freeBytes} 位元組；請確認${kind}來源，或騰出空間。`,
    );
  }
  return { database, media };
}

/**
 * The manifest checked as the stranger's text it may be: every field of the expected type, the
 * database where its engine keeps it, media names relative and inside the media folder, sizes and
 * counts bounded. Throws BackupRefused with the first fault, in zh-TW.
 */
export function checkManifest(value: unknown, freeBytes: number | null): BackupManifest {
  const refuse = (reason: string): never => {
    throw new BackupRefused(`備份檔的 manifest.json 不正確：${reason}。`);
  };
  if (!isObject(value)) return refuse('不是 JSON 物件');
  if (value.format !== 'themesite-backup' || value.formatVersion !== 1) {
    throw new BackupRefused('不是 themesite 的備份檔（manifest.json 的格式不符）。');
  }
  const engine = value.engine;
  if (engine !== 'sqlite' && engine !== 'postgres')
    return refuse('資料庫種類（engine）只能是 sqlite 或 postgres');
  if (!isSize(value.schemaStep)) return refuse('資料庫版本（schemaStep）不是非負整數');
  if (typeof value.createdAt !== 'string' || value.createdAt.length > 64)
    return refuse('備份時間（createdAt）不正確');
  const { database, media } = checkListedFiles(value, DATABASE_FILES[engine], freeBytes, refuse);
  return {
    format: 'themesite-backup',
    formatVersion: 1,
    engine,
    schemaStep: value.schemaStep,
    createdAt: value.createdAt,
    database,
    media,
  };
}

/**
 * Reads an archive as a stream, in one pass, and unpacks into `into` only what its manifest lists.
 * The manifest must come first (as `writeArchive` puts it), bounded in size; it is checked before
 * any other entry is read. Then every entry must be a listed file whose header size is the
 * manifest's own (checked before its body is read, so no entry is ever larger than promised), or a
 * folder, which is skipped: the folders are made here, from the manifest's checked names, never
 * from the archive. Links, devices, unlisted and repeated entries are refused, and the archive
 * stops being read at the first fault. Memory stays bounded by the manifest and the stream's
 * buffers, whatever the archive holds.
 */
export async function readArchive<M extends ArchiveListing = BackupManifest>(
  file: string,
  into: string,
  passphrase?: string,
  /** The manifest's own check (a site's archive has its own, site-archive.ts). */
  check: (value: unknown, freeBytes: number | null) => M = checkManifest as unknown as (
    value: unknown,
    freeBytes: number | null,
  ) => M,
): Promise<M> {
  if (!fs.existsSync(file)) throw new BackupRefused(`找不到備份檔：${file}`);
  const unreadable = () => new BackupRefused(`無法讀取備份檔（不是 themesite 的備份，或已損壞）：${file}`);
  let manifest: M | null = null;
  /** Archive name → the manifest's entry, and whether it was unpacked whole. */
  const expected = new Map<string, { sha256: string; bytes: number; seen: boolean }>();
  const writes: Array<Promise<void>> = [];
  const outs: fs.WriteStream[] = [];
  let refusal: BackupRefused | null = null;

  const parser = new tar.Parser({ strict: true });
  // Small reads: gzip inflates up to a thousandfold, so one read is at most about 16 MB unpacked
  // in memory before the entry it belongs to is checked. An encrypted archive is opened first
  // (a missing or wrong passphrase stops here) and read in the same small pieces.
  const input: Readable = isEncryptedArchive(file)
    ? await decrypting(file, passphrase, READ_CHUNK)
    : fs.createReadStream(file, { highWaterMark: READ_CHUNK });
  const refuse = (reason: BackupRefused) => {
    refusal ??= reason;
    input.destroy();
    parser.abort(reason);
    // An entry cut off by the abort never ends: its file is closed here, so nothing waits on it.
    for (const out of outs) out.destroy();
  };

  const readManifest = (entry: tar.ReadEntry) => {
    if (entry.path !== 'manifest.json' || entry.type !== 'File') {
      return refuse(
        new BackupRefused(`備份檔的第一項必須是 manifest.json（看到的是 ${entry.path.slice(0, 200)}）。`),
      );
    }
    if (entry.size > MANIFEST_MAX_BYTES) {
      return refuse(new BackupRefused(`備份檔的 manifest.json 超過 ${MANIFEST_MAX_BYTES} 位元組。`));
    }
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse(new BackupRefused('備份檔的 manifest.json 不是正確的 JSON。'));
      }
      try {
        manifest = check(parsed, freeBytesAt(into));
      } catch (error) {
        return refuse(error instanceof BackupRefused ? error : unreadable());
      }
      for (const entry of [
        manifest.database,
        ...manifest.media.map((m) => ({ ...m, file: `media/${m.file}` })),
      ]) {
        expected.set(entry.file, { sha256: entry.sha256, bytes: entry.bytes, seen: false });
      }
    });
  };

  const unpack = (entry: tar.ReadEntry) => {
    const name = entry.path.replace(/\/+$/, '');
    if (entry.type === 'Directory') return entry.resume();
    // Archives written before the list was exact carry SQLite's side files of the staged copy,
    // which hold nothing the database file lacks: they are skipped, never unpacked, and bounded.
    if (manifest && SQLITE_SIDE_FILES.some((suffix) => name === `${manifest!.database.file}${suffix}`)) {
      if (entry.type !== 'File' || entry.size > SIDE_FILE_MAX) {
        return refuse(new BackupRefused(`備份檔的 ${name} 不是一般檔案或過大。`));
      }
      return entry.resume();
    }
    const listed = expected.get(name);
    if (!listed || entry.type !== 'File') {
      return refuse(new BackupRefused(`備份檔含有 manifest.json 沒有列出的項目：${name.slice(0, 200)}。`));
    }
    if (listed.seen) return refuse(new BackupRefused(`備份檔的 ${name} 出現了兩次。`));
    if (entry.size !== listed.bytes) {
      return refuse(new BackupRefused(`備份檔已損壞：${name} 的大小與 manifest.json 不符。`));
    }
    listed.seen = true;
    // The name is the manifest's, checked: relative, no `..`, so it stays under `into`.
    const target = path.join(into, name);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    const out = fs.createWriteStream(target, { flags: 'wx', mode: 0o600 });
    outs.push(out);
    // One consumer hashes and writes each chunk, pausing the archive while the disk catches up.
    entry.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      if (!out.write(chunk)) {
        entry.pause();
        out.once('drain', () => entry.resume());
      }
    });
    entry.on('end', () => out.end());
    writes.push(
      new Promise<void>((resolve, reject) => {
        out.on('error', reject);
        out.on('close', () => {
          if (!refusal && hash.digest('hex') !== listed.sha256) {
            refuse(new BackupRefused(`備份檔已損壞：${name} 與備份時不同。`));
          }
          resolve();
        });
      }),
    );
  };

  parser.on('entry', (entry: tar.ReadEntry) => {
    if (refusal) return entry.resume();
    return manifest === null ? readManifest(entry) : unpack(entry);
  });

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on('error', reject);
      parser.on('abort', reject);
      input.on('error', reject);
      parser.on('end', resolve);
      input.pipe(parser);
    });
    await Promise.all(writes);
  } catch (error) {
    // A stream that fails mid-entry (a changed byte in an encrypted archive) leaves that entry's
    // file open for ever: it is closed here, or the restore would wait on it and never end.
    refusal ??= error instanceof BackupRefused ? error : unreadable();
    for (const out of outs) out.destroy();
    await Promise.allSettled(writes);
    throw refusal;
  }
  if (refusal) throw refusal;
  if (manifest === null) throw new BackupRefused(`備份檔缺少 manifest.json：${file}`);
  for (const [name, entry] of expected) {
    if (!entry.seen) throw new BackupRefused(`備份檔已損壞：${name} 與備份時不同。`);
  }
  return manifest;
}
