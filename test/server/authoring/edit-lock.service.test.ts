import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountServiceOf } from '../../../src/server/accounts/accounts.module';
import { PasswordHasher } from '../../../src/server/auth/password.hasher';
import { NOT_IN_REVIEW } from '../../../src/server/authoring/document-store.port';
import { EditLockService } from '../../../src/server/authoring/edit-lock.service';
import { Refusal } from '../../../src/server/platform/refusals';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import type { Storage } from '../../../src/server/storage/storage';
import { ManualClock } from '../support/manual.clock';
import { openTestStorage } from '../support/test-engine';

/** What a refused call threw, as kind and words. */
async function refusalOf(call: Promise<unknown>): Promise<{ kind: string; description: string }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, description: error.description };
}

const DOC = 'item:news:a1';
const NO_EDIT = { kind: 'forbidden', description: '您沒有編輯這個頁面的權限。' };
const NO_READ = { kind: 'forbidden', description: '您沒有檢視這個頁面的權限。' };
const NOTHING = { r: false, w: false, d: false, p: false };

describe('edit locks check the caller’s right on the document themselves', () => {
  let dir: string;
  let storage: Storage;
  let close: () => Promise<void>;
  let clock: ManualClock;
  let locks: EditLockService;
  const writer = { account: 'writer', displayName: '林編輯' };
  const reader = { account: 'reader', displayName: '陳閱覽' };
  const stranger = { account: 'stranger', displayName: '訪客' };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-edit-locks-'));
    ({ storage, close } = await openTestStorage(path.join(dir, 'db.sqlite')));
    clock = new ManualClock();
    const accounts = accountServiceOf({
      storage,
      clock,
      hasher: new PasswordHasher(2 ** 10),
      security: DEFAULT_SECURITY_OPTIONS,
    });
    const create = (who: { account: string; displayName: string }, rights: typeof NOTHING) =>
      accounts.create(
        { ...who, admin: false, rights: [{ path: 'news', ...rights }] },
        'cli',
        'Harbour-Lights#2026',
      );
    await create(writer, { ...NOTHING, r: true, w: true });
    await create(reader, { ...NOTHING, r: true });
    await create(stranger, NOTHING);
    const now = clock.now();
    await storage.write({ document: DOC }, (tx) =>
      tx.documents.insert({
        docId: DOC,
        type: 'item',
        rightsPath: 'news',
        revision: 1,
        draft: { title: '館訊' },
        publishedRevision: null,
        createdAt: now,
        updatedAt: now,
        updatedBy: 'writer',
        publishedAt: null,
        publishAt: null,
        publishRevision: null,
        unpublishAt: null,
        deletedAt: null,
        deletedBy: null,
        review: NOT_IN_REVIEW,
      }),
    );
    locks = new EditLockService(storage, clock);
  });

  afterEach(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a writer take, keep and give up the lock, and a reader see who holds it', async () => {
    const taken = await locks.acquire(writer, DOC, false);
    expect(taken.account).toBe('writer');
    await expect(locks.lockOf(reader, DOC)).resolves.toEqual(taken);
    clock.advanceSeconds(5);
    await expect(locks.heartbeat(writer, DOC)).resolves.toMatchObject({ account: 'writer' });
    await locks.release(writer, DOC);
    await expect(locks.lockOf(reader, DOC)).resolves.toBeNull();
  });

  it('refuses a caller without w on the document every change to its lock, in zh-TW', async () => {
    await expect(refusalOf(locks.acquire(reader, DOC, true))).resolves.toEqual(NO_EDIT);
    await locks.acquire(writer, DOC, false);
    await expect(refusalOf(locks.heartbeat(reader, DOC))).resolves.toEqual(NO_EDIT);
    await expect(refusalOf(locks.release(reader, DOC))).resolves.toEqual(NO_EDIT);
    await expect(locks.lockOf(reader, DOC)).resolves.toMatchObject({ account: 'writer' });
  });

  it('refuses a caller without r the sight of the lock', async () => {
    await locks.acquire(writer, DOC, false);
    await expect(refusalOf(locks.lockOf(stranger, DOC))).resolves.toEqual(NO_READ);
  });

  it('asks the database at the time: a right taken away a moment ago counts', async () => {
    await locks.acquire(writer, DOC, false);
    await storage.write({ account: 'writer' }, (tx) =>
      tx.accounts.replaceRights('writer', [{ path: 'news', ...NOTHING, r: true }]),
    );
    await expect(refusalOf(locks.heartbeat(writer, DOC))).resolves.toEqual(NO_EDIT);
  });

  it('answers a document that does not exist as not found, after the right', async () => {
    await expect(refusalOf(locks.acquire(writer, 'item:news:zz9', false))).resolves.toMatchObject({
      kind: 'not-found',
    });
    await expect(refusalOf(locks.acquire(stranger, 'item:news:zz9', false))).resolves.toEqual(NO_EDIT);
    await expect(refusalOf(locks.acquire(writer, 'nonsense', false))).resolves.toMatchObject({
      kind: 'not-found',
    });
  });
});
