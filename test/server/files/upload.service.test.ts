import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UploadService, UNSUPPORTED_UPLOAD_TEXT } from '../../../src/server/files/upload.service';
import { Refusal } from '../../../src/server/platform/refusals';
import { openSqliteStorage, type SqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import { ManualClock } from '../support/manual.clock';

/** What a refused call threw, as kind and words. */
async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; description: string }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, description: error.description };
}

const NO_EDIT = { kind: 'forbidden', description: '您沒有編輯這個頁面的權限。' };

describe('uploads decide who may upload in their service', () => {
  let dir: string;
  let storage: SqliteStorage;
  let uploads: UploadService;
  let png: Buffer;
  /** How often a request's bytes were read. */
  let reads: number;
  const writer = { account: 'writer' };
  const reader = { account: 'reader' };
  const request = (page: string, bytes: Buffer) => ({
    path: page,
    name: 'pier.png',
    description: '',
    alt: '碼頭',
    decorative: false,
    bytes: () => {
      reads += 1;
      return Promise.resolve(bytes);
    },
  });
  const uploadRows = () =>
    storage.sqliteDb.prepare("SELECT account FROM audit_log WHERE action = 'file.upload'").all();
  const folders = () => fs.readdirSync(path.join(dir, 'uploads'));

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-upload-service-'));
    fs.mkdirSync(path.join(dir, 'uploads'));
    storage = openSqliteStorage(':memory:');
    const db = storage.sqliteDb;
    const user = db.prepare(
      "INSERT INTO users (account, password_hash, display_name, rights_json) VALUES (?, 'x', ?, '{}')",
    );
    user.run('writer', '林編輯');
    user.run('reader', '陳閱覽');
    const rights = db.prepare(
      "INSERT INTO user_rights (site, account, path, r, w, d) VALUES ('default', ?, ?, ?, ?, 0)",
    );
    rights.run('writer', 'news', 1, 1);
    rights.run('reader', 'news', 1, 0);
    reads = 0;
    uploads = new UploadService({ storage, clock: new ManualClock(), uploadsDir: path.join(dir, 'uploads') });
  });

  afterEach(() => {
    storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores a writer’s image for the page they may edit, audited under the account', async () => {
    const entry = await uploads.upload(writer, request('news', png));
    expect(entry).toMatchObject({ name: 'pier.png', ext: 'png', width: 40, height: 20, alt: '碼頭' });
    expect(folders()).toEqual([entry.fileId]);
    expect(uploadRows()).toEqual([{ account: 'writer' }]);
    expect((await uploads.library(writer, 'news', {})).rows.map((image) => image.fileId)).toEqual([
      entry.fileId,
    ]);
  });

  it('refuses a caller without w on the page before reading the file, and keeps nothing', async () => {
    await expect(refusalOf(uploads.upload(reader, request('news', png)))).resolves.toEqual(NO_EDIT);
    // No page named is the whole site's `*`, where the writer holds nothing.
    await expect(refusalOf(uploads.upload(writer, request('', png)))).resolves.toEqual(NO_EDIT);
    expect(reads).toBe(0);
    expect(folders()).toEqual([]);
    expect(uploadRows()).toEqual([]);
  });

  it('refuses the library to a caller who may not upload there, before reading the query', async () => {
    await expect(refusalOf(uploads.library(reader, 'news', {}))).resolves.toEqual(NO_EDIT);
    await expect(refusalOf(uploads.library(reader, 'news', { page: 'x' }))).resolves.toEqual(NO_EDIT);
    await expect(refusalOf(uploads.library(writer, undefined, {}))).resolves.toEqual(NO_EDIT);
  });

  it('refuses a file that is no image or PDF it can read as unsupported', async () => {
    await expect(
      refusalOf(uploads.upload(writer, request('news', Buffer.from('<svg onload="alert(1)"/>')))),
    ).resolves.toEqual({ kind: 'unsupported', description: UNSUPPORTED_UPLOAD_TEXT });
    expect(folders()).toEqual([]);
  });
});
