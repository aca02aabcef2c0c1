/**
 * @jest-environment node
 */
// Node, not jsdom: fake-indexeddb needs `structuredClone`, which jsdom lacks and every browser has.
import 'fake-indexeddb/auto';
import { IdbBackupStore } from '../../src/adapters/storage/idb-backup-store.adapter';
import { MemoryBackupStore } from '../../src/adapters/storage/memory-backup-store.adapter';
import type { BackupStore, EditBackup } from '../../src/domain/editing/backup.port';

const aBackup = (overrides: Partial<EditBackup> = {}): EditBackup => ({
  docId: 'item:news:news-001',
  account: 'editor',
  baseRevision: 7,
  data: { title: '未存的標題', body: '<p>內文</p>' },
  savedAt: 1_770_000_000_000,
  ...overrides,
});

let dbCount = 0;
/** A database per test, so no test sees another's records. */
const freshDbName = (): string => `themesite-editor-test-${String((dbCount += 1))}`;

// The same contract for the browser adapter and its twin: the twin is only useful if it behaves alike.
describe.each([
  ['IdbBackupStore', () => new IdbBackupStore({ dbName: freshDbName() })],
  ['MemoryBackupStore', () => new MemoryBackupStore()],
] as Array<[string, () => BackupStore]>)('%s', (_name, makeStore) => {
  it('answers undefined for a document without a backup', async () => {
    await expect(makeStore().read('editor', 'item:news:none')).resolves.toBeUndefined();
  });

  it('reads back what was written, field for field', async () => {
    const store = makeStore();
    await store.write(aBackup());
    await expect(store.read('editor', 'item:news:news-001')).resolves.toEqual(aBackup());
  });

  it('keeps one backup per document, the latest', async () => {
    const store = makeStore();
    await store.write(aBackup({ data: { title: '第一版' } }));
    await store.write(aBackup({ data: { title: '第二版' }, savedAt: 1_770_000_001_000 }));
    await expect(store.read('editor', 'item:news:news-001')).resolves.toMatchObject({
      data: { title: '第二版' },
      savedAt: 1_770_000_001_000,
    });
  });

  it('keeps each account’s backup of the same document apart', async () => {
    const store = makeStore();
    await store.write(aBackup({ account: 'editor', data: { title: '編輯的' } }));
    await store.write(aBackup({ account: 'writer', data: { title: '撰稿的' } }));
    await expect(store.read('editor', 'item:news:news-001')).resolves.toMatchObject({
      data: { title: '編輯的' },
    });
    await expect(store.read('writer', 'item:news:news-001')).resolves.toMatchObject({
      data: { title: '撰稿的' },
    });
    await expect(store.read('viewer', 'item:news:news-001')).resolves.toBeUndefined();
  });

  it('removes one account’s backup of one document and nothing else', async () => {
    const store = makeStore();
    await store.write(aBackup({ account: 'editor' }));
    await store.write(aBackup({ account: 'writer' }));
    await store.write(aBackup({ account: 'editor', docId: 'page:about' }));
    await store.remove('editor', 'item:news:news-001');
    await expect(store.read('editor', 'item:news:news-001')).resolves.toBeUndefined();
    await expect(store.read('writer', 'item:news:news-001')).resolves.toBeDefined();
    await expect(store.read('editor', 'page:about')).resolves.toBeDefined();
  });

  it('removes a backup that does not exist without failing', async () => {
    await expect(makeStore().remove('editor', 'item:news:none')).resolves.toBeUndefined();
  });

  it('stores a copy: changing the written object afterwards changes nothing stored', async () => {
    const store = makeStore();
    const backup = aBackup();
    await store.write(backup);
    (backup.data as { title: string }).title = '改過';
    await expect(store.read('editor', backup.docId)).resolves.toMatchObject({
      data: { title: '未存的標題' },
    });
  });
});

describe('IdbBackupStore across reloads and without IndexedDB', () => {
  it('finds a backup with a new store instance on the same database, as after a reload', async () => {
    const dbName = freshDbName();
    await new IdbBackupStore({ dbName }).write(aBackup());
    await expect(new IdbBackupStore({ dbName }).read('editor', 'item:news:news-001')).resolves.toEqual(
      aBackup(),
    );
  });

  it('uses its own database and store by default', async () => {
    await new IdbBackupStore().write(aBackup({ docId: 'page:default-db' }));
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).toContain('themesite-editor');
  });

  it('does not offer a record of another shape found under a backup key', async () => {
    const dbName = freshDbName();
    const store = new IdbBackupStore({ dbName });
    await store.write(aBackup());
    const { set, createStore } = await import('idb-keyval');
    await set('editor\u0000item:news:news-001', { title: '舊格式' }, createStore(dbName, 'backups'));
    await expect(store.read('editor', 'item:news:news-001')).resolves.toBeUndefined();
  });

  describe('where IndexedDB does not exist (private browsing)', () => {
    const saved = globalThis.indexedDB;
    beforeEach(() => {
      // @ts-expect-error -- removing the global the way a browser without it has none
      delete globalThis.indexedDB;
    });
    afterEach(() => {
      globalThis.indexedDB = saved;
    });

    it('answers no backup instead of throwing', async () => {
      await expect(
        new IdbBackupStore({ dbName: freshDbName() }).read('editor', 'x'),
      ).resolves.toBeUndefined();
    });

    it('rejects a write, so the editor can say no local copy is kept', async () => {
      await expect(new IdbBackupStore({ dbName: freshDbName() }).write(aBackup())).rejects.toBeDefined();
    });

    it('rejects a removal rather than throwing synchronously', async () => {
      const removal = new IdbBackupStore({ dbName: freshDbName() }).remove('editor', 'x');
      await expect(removal).rejects.toBeDefined();
    });
  });
});

describe('MemoryBackupStore broken like a browser without IndexedDB', () => {
  it('answers no backup and rejects writes and removals', async () => {
    const store = new MemoryBackupStore();
    await store.write(aBackup());
    store.breaks();
    await expect(store.read('editor', 'item:news:news-001')).resolves.toBeUndefined();
    await expect(store.write(aBackup())).rejects.toThrow('IndexedDB unavailable');
    await expect(store.remove('editor', 'item:news:news-001')).rejects.toThrow('IndexedDB unavailable');
  });
});
