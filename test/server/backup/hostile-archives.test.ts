import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { BackupRefused, MANIFEST_MAX_BYTES } from '../../../src/server/backup/backup-archive';
import { restoreSite, type SitePlace } from '../../../src/server/backup/backup.service';
import { openDatabase } from '../../../src/server/storage/sqlite/sqlite-database';
import { MIGRATIONS } from '../../../src/server/storage/migrations';
import { backupCommand, backupProcess } from './backup-command.support';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file and folder under `dir`, relative to it. */
function everythingUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).sort();
}

describe('restoring an archive from outside', () => {
  let work: string;
  let database: Buffer;
  /** Where a restore would write: the site's folder holds the database and the media folder. */
  let site: string;
  let place: SitePlace;

  beforeAll(() => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-hostile-db-'));
    const file = path.join(scratch, 'site.sqlite');
    openDatabase(file).close();
    database = fs.readFileSync(file);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-hostile-'));
    site = path.join(work, 'site');
    place = {
      database: { engine: 'sqlite', dbPath: path.join(site, 'data', 'themesite.sqlite') },
      mediaDir: path.join(site, 'data', 'uploads'),
    };
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  /** The manifest a real backup of `media` would carry. */
  const manifestOf = (media: Record<string, Buffer>) => ({
    format: 'themesite-backup',
    formatVersion: 1,
    engine: 'sqlite',
    schemaStep: MIGRATIONS.length,
    createdAt: '2026-11-28T00:00:00.000Z',
    database: { file: 'database/site.sqlite', sha256: sha256(database), bytes: database.length },
    media: Object.entries(media).map(([file, bytes]) => ({
      file,
      sha256: sha256(bytes),
      bytes: bytes.length,
    })),
  });

  /**
   * An archive built as an attacker would: `files` (archive name → content) packed in the order
   * given, the manifest first unless it is among them.
   */
  async function archiveOf(
    manifest: unknown,
    files: Record<string, Buffer | string> = {},
    packed?: string[],
  ): Promise<string> {
    const staging = fs.mkdtempSync(path.join(work, 'pack-'));
    const entries: Record<string, Buffer | string> = {
      'manifest.json': typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
      'database/site.sqlite': database,
      ...files,
    };
    for (const [name, content] of Object.entries(entries)) {
      fs.mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
      fs.writeFileSync(path.join(staging, name), content);
    }
    const file = path.join(work, `archive-${Object.keys(files).length}-${Date.now()}.tar.gz`);
    await tar.c({ gzip: true, file, cwd: staging, portable: true }, packed ?? Object.keys(entries));
    fs.rmSync(staging, { recursive: true, force: true });
    return file;
  }

  /** The test's environment with the site's variables. */
  const siteEnv = (): NodeJS.ProcessEnv => ({
    ...process.env,
    DB_PATH: place.database.engine === 'sqlite' ? place.database.dbPath : '',
    MEDIA_DIR: place.mediaDir,
  });
  /** `restore` in this process. */
  const restore = (archive: string) => backupCommand(['restore', archive], siteEnv());

  it('refuses a media name that climbs out of the media folder: exit 3, nothing written', async () => {
    const pwned = Buffer.from('pwned');
    const manifest = manifestOf({ '../outside/pwned.txt': pwned });
    const archive = await archiveOf(manifest, { 'outside/pwned.txt': pwned });
    // As its own process: the exit code a script reads, and nothing written by the process.
    await expect(backupProcess(['restore', archive], siteEnv())).resolves.toMatchObject({
      code: 3,
      stderr: expect.stringMatching(
        /^備份檔的 manifest\.json 不正確：媒體檔「\.\.\/outside\/pwned\.txt」檔名含有「\.\.」。/,
      ),
    });
    expect(everythingUnder(work).filter((name) => !name.endsWith('.tar.gz'))).toEqual([]);
  }, 60_000);

  it('refuses absolute, empty-segment and backslash names, and a database file elsewhere', async () => {
    const bytes = Buffer.from('x');
    for (const name of ['/etc/cron.d/pwned', 'a//b', './a', 'a\\..\\..\\b', 'C:/x', 'a/b/../../../c']) {
      const archive = await archiveOf(manifestOf({ [name]: bytes }));
      await expect(restoreSite(place, archive)).rejects.toThrow(BackupRefused);
    }
    const elsewhere = {
      ...manifestOf({}),
      database: { file: '../site.sqlite', sha256: sha256(database), bytes: database.length },
    };
    await expect(restoreSite(place, await archiveOf(elsewhere))).rejects.toThrow(
      '備份檔的 manifest.json 不正確：資料庫檔必須是 database/site.sqlite。',
    );
    expect(everythingUnder(site)).toEqual([]);
  });

  it('refuses a malformed manifest with exit 3 and the reason', async () => {
    await expect(restore(await archiveOf('{"format": "themesite-backup",'))).resolves.toMatchObject({
      code: 3,
      stderr: '備份檔的 manifest.json 不是正確的 JSON。\n',
    });
    const wrongTypes = { ...manifestOf({}), media: [{ file: 'a.png', sha256: 'zz', bytes: -1 }] };
    await expect(restoreSite(place, await archiveOf(wrongTypes))).rejects.toThrow(
      '備份檔的 manifest.json 不正確：第 1 個媒體檔的 sha256 不是 64 位十六進位。',
    );
    const twice = {
      ...manifestOf({}),
      media: [
        ...manifestOf({ 'a.png': Buffer.from('a') }).media,
        ...manifestOf({ 'a.png': Buffer.from('a') }).media,
      ],
    };
    await expect(restoreSite(place, await archiveOf(twice, { 'media/a.png': 'a' }))).rejects.toThrow(
      '列了兩次',
    );
    expect(everythingUnder(site)).toEqual([]);
  }, 60_000);

  it('bounds the manifest, the counts and the sizes before reading on', async () => {
    const huge = `{"pad":"${'x'.repeat(MANIFEST_MAX_BYTES)}"}`;
    await expect(restoreSite(place, await archiveOf(huge))).rejects.toThrow(
      `備份檔的 manifest.json 超過 ${MANIFEST_MAX_BYTES} 位元組。`,
    );
    const many = {
      ...manifestOf({}),
      media: Array.from({ length: 100_001 }, (_, i) => ({ file: `f${i}`, sha256: '0'.repeat(64), bytes: 1 })),
    };
    await expect(restoreSite(place, await archiveOf(many))).rejects.toThrow('媒體檔超過 100000 個');
    const vast = manifestOf({ 'a.bin': Buffer.from('a') });
    vast.media[0]!.bytes = Number.MAX_SAFE_INTEGER - database.length;
    await expect(restoreSite(place, await archiveOf(vast, { 'media/a.bin': 'a' }))).rejects.toThrow(
      /^備份檔宣稱的內容共 \d+ 位元組，超過暫存空間的 \d+ 位元組/,
    );
    expect(everythingUnder(site)).toEqual([]);
  });

  it('unpacks only listed entries, each no larger than listed, and the manifest first', async () => {
    const listed = { 'a/original.png': Buffer.from('png') };
    // An entry the manifest does not list is refused at its header, before its body is read.
    const hidden = await archiveOf(manifestOf(listed), {
      'media/a/original.png': 'png',
      'media/extra.bin': Buffer.alloc(4 << 20),
    });
    await expect(restoreSite(place, hidden)).rejects.toThrow(
      '備份檔含有 manifest.json 沒有列出的項目：media/extra.bin。',
    );
    // A listed entry larger than the manifest says.
    const larger = await archiveOf(manifestOf(listed), { 'media/a/original.png': 'png and more' });
    await expect(restoreSite(place, larger)).rejects.toThrow(
      '備份檔已損壞：media/a/original.png 的大小與 manifest.json 不符。',
    );
    // A listed entry that is a link rather than a file.
    const staging = fs.mkdtempSync(path.join(work, 'link-'));
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifestOf(listed)));
    fs.mkdirSync(path.join(staging, 'database'));
    fs.writeFileSync(path.join(staging, 'database/site.sqlite'), database);
    fs.mkdirSync(path.join(staging, 'media/a'), { recursive: true });
    fs.symlinkSync('/etc/passwd', path.join(staging, 'media/a/original.png'));
    const linked = path.join(work, 'linked.tar.gz');
    await tar.c({ gzip: true, file: linked, cwd: staging, portable: true }, [
      'manifest.json',
      'database',
      'media',
    ]);
    await expect(restoreSite(place, linked)).rejects.toThrow(BackupRefused);
    // The manifest after the files it would describe.
    const late = path.join(work, 'late.tar.gz');
    fs.rmSync(path.join(staging, 'media'), { recursive: true });
    await tar.c({ gzip: true, file: late, cwd: staging, portable: true }, ['database', 'manifest.json']);
    await expect(restoreSite(place, late)).rejects.toThrow(
      '備份檔的第一項必須是 manifest.json（看到的是 database/）。',
    );
    expect(everythingUnder(site)).toEqual([]);
  });

  it('still restores an archive that is what it says, as earlier backups packed it', async () => {
    const media = {
      'a/original.png': Buffer.from('png'),
      'a/w480.webp': Buffer.from('webp'),
      'b/empty.txt': Buffer.alloc(0),
    };
    // Earlier backups packed whole folders, with SQLite's side file of the staged copy.
    const archive = await archiveOf(
      manifestOf(media),
      {
        'database/site.sqlite-shm': Buffer.alloc(32 * 1024),
        ...Object.fromEntries(Object.entries(media).map(([name, bytes]) => [`media/${name}`, bytes])),
      },
      ['manifest.json', 'database', 'media'],
    );
    const outcome = await restoreSite(place, archive);
    expect(outcome.manifest.media.map((entry) => entry.file)).toEqual(Object.keys(media));
    expect(everythingUnder(place.mediaDir)).toEqual([
      'a',
      'a/original.png',
      'a/w480.webp',
      'b',
      'b/empty.txt',
    ]);
    for (const [name, bytes] of Object.entries(media)) {
      expect(fs.readFileSync(path.join(place.mediaDir, name))).toEqual(bytes);
    }
  });
});
