import { EditLockService } from '../../../src/server/authoring/edit-lock.service';
import { NO_RIGHTS, openServiceStorage, refusalOf, type ServiceStorage } from './support/service-storage';

const DOC = 'item:news:a1';
const NO_EDIT = { kind: 'forbidden', description: '您沒有編輯這個頁面的權限。' };
const NO_READ = { kind: 'forbidden', description: '您沒有檢視這個頁面的權限。' };

describe('edit locks check the caller’s right on the document themselves', () => {
  let world: ServiceStorage;
  let locks: EditLockService;
  const writer = { account: 'writer', displayName: '林編輯' };
  const reader = { account: 'reader', displayName: '陳閱覽' };
  const stranger = { account: 'stranger', displayName: '訪客' };

  beforeEach(async () => {
    world = await openServiceStorage();
    await world.account('writer', 'news', { ...NO_RIGHTS, r: true, w: true });
    await world.account('reader', 'news', { ...NO_RIGHTS, r: true });
    await world.account('stranger', 'news', NO_RIGHTS);
    await world.document(DOC, 'news', { title: '館訊' });
    locks = new EditLockService(world.storage, world.clock);
  });

  afterEach(() => world.close());

  it('lets a writer take, keep and give up the lock, and a reader see who holds it', async () => {
    const taken = await locks.acquire(writer, DOC, false);
    expect(taken).toMatchObject({ account: 'writer', displayName: '林編輯' });
    await expect(locks.lockOf(reader, DOC)).resolves.toEqual(taken);
    world.clock.advanceSeconds(5);
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
    await world.storage.write({ account: 'writer' }, (tx) =>
      tx.accounts.replaceRights('writer', [{ path: 'news', ...NO_RIGHTS, r: true }]),
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
