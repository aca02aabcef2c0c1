import { defaultMenuSetting } from '../../../../src/shared/modules.schema';
import { NOT_IN_REVIEW, type StoredDocument } from '../../../../src/server/ports/document-store.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const DAY = 86_400_000;

/** A document as the authoring service would create it: revision 1, a draft, nothing published. */
export const aDocument = (docId: string, overrides: Partial<StoredDocument> = {}): StoredDocument => ({
  docId,
  type: 'item',
  rightsPath: 'news',
  revision: 1,
  draft: { title: '臺灣文化的新聞' },
  publishedRevision: null,
  createdAt: 1000,
  updatedAt: 1000,
  updatedBy: 'writer',
  publishedAt: null,
  publishAt: null,
  publishRevision: null,
  unpublishAt: null,
  deletedAt: null,
  deletedBy: null,
  review: NOT_IN_REVIEW,
  ...overrides,
});

/** Creates the document with its first revision, as one unit of work. */
async function created(storage: Storage, doc: StoredDocument): Promise<void> {
  await storage.write({ document: doc.docId }, async (tx) => {
    await tx.documents.insert(doc);
    await tx.documents.insertRevision(doc.docId, 1, 'create', doc.draft, doc.updatedBy, doc.createdAt);
  });
}

/**
 * A save as the authoring service makes one: read the document, refuse a stale revision or answer
 * a repeated key with the earlier save, write the next revision and the document, in one unit of
 * work under the document.
 */
function save(storage: Storage, docId: string, data: unknown, key?: string): Promise<number> {
  return storage.write({ document: docId }, async (tx) => {
    const doc = await tx.documents.find(docId);
    if (!doc) throw new Error('gone');
    if (key !== undefined) {
      const earlier = await tx.documents.savedRevisionFor(docId, key);
      if (earlier !== undefined) return earlier;
    }
    const revision = doc.revision + 1;
    await tx.documents.insertRevision(docId, revision, 'save', data, 'writer', 2000 + revision);
    await tx.documents.update({ ...doc, revision, draft: data, updatedAt: 2000 + revision });
    if (key !== undefined) await tx.documents.rememberSaveKey(docId, key, revision, 2000 + revision);
    return revision;
  });
}

/** Documents, revisions and save keys, the same on every engine. */
export function documentStoreContract(engine: StorageEngine): void {
  describe(`the document store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('gives back a document as it was written, its draft parsed and its review whole', async () => {
      const returned = aDocument('item:news:a', {
        draft: { title: '標題', body: [{ text: 'x' }] },
        publishAt: 5000,
        publishRevision: 1,
        review: {
          kind: 'returned',
          revision: 1,
          by: 'writer',
          submittedAt: 1500,
          at: 1800,
          note: '請補上圖說',
          reviewer: 'chief',
        },
      });
      await created(storage, returned);
      expect(await storage.stores.documents.find('item:news:a')).toEqual(returned);
      expect(await storage.stores.documents.find('item:news:missing')).toBeUndefined();
    });

    it('keeps revisions gap-free when twenty saves of one document run at once', async () => {
      await created(storage, aDocument('item:news:a'));
      const saves = Array.from({ length: 20 }, (_, index) =>
        save(storage, 'item:news:a', { title: `v${index}` }),
      );
      const answered = await Promise.all(saves);
      expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      const revisions = await storage.stores.documents.revisions('item:news:a');
      expect(revisions.map((row) => row.revision)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
      expect((await storage.stores.documents.find('item:news:a'))?.revision).toBe(21);
    });

    it('answers a repeated save key with the first save, even when the retries arrive together', async () => {
      await created(storage, aDocument('item:news:a'));
      const retries = await Promise.all(
        Array.from({ length: 5 }, () => save(storage, 'item:news:a', { title: '一次' }, 'key-00000001')),
      );
      expect(retries).toEqual([2, 2, 2, 2, 2]);
      expect(await storage.stores.documents.savedRevisionFor('item:news:a', 'key-00000001')).toBe(2);
      expect(await storage.stores.documents.savedRevisionFor('item:news:b', 'key-00000001')).toBeUndefined();
      expect((await storage.stores.documents.revisions('item:news:a')).map((row) => row.revision)).toEqual([
        2, 1,
      ]);
    });

    it('rolls a save back whole when it fails after writing its revision', async () => {
      await created(storage, aDocument('item:news:a'));
      const failing = storage.write({ document: 'item:news:a' }, async (tx) => {
        await tx.documents.insertRevision('item:news:a', 2, 'save', { title: 'x' }, 'writer', 3000);
        throw new Error('refused');
      });
      await expect(failing).rejects.toThrow('refused');
      expect(await storage.stores.documents.revisionData('item:news:a', 2)).toBeUndefined();
    });

    it('gives a revision back with its data, and prunes old saves but never a publish', async () => {
      await created(storage, aDocument('item:news:a'));
      await storage.write({ document: 'item:news:a' }, async (tx) => {
        await tx.documents.insertRevision('item:news:a', 2, 'publish', { title: '發布' }, 'chief', 2000);
        for (const revision of [3, 4, 5])
          await tx.documents.insertRevision('item:news:a', revision, 'save', { n: revision }, 'writer', 3000);
        await tx.documents.pruneRevisions('item:news:a', 5, 2);
      });
      expect(await storage.stores.documents.revisionData('item:news:a', 2)).toEqual({
        revision: 2,
        action: 'publish',
        account: 'chief',
        at: 2000,
        data: { title: '發布' },
      });
      const kept = await storage.stores.documents.revisions('item:news:a');
      expect(kept.map((row) => row.revision)).toEqual([5, 4, 2]);
    });

    it('lists documents newest first with a total, apart from the trash, and finds a title by part', async () => {
      await created(storage, aDocument('item:news:a', { updatedAt: 1000, draft: { title: '臺灣文化' } }));
      await created(
        storage,
        aDocument('item:news:b', { updatedAt: 3000, draft: { title: 'Taipei Events' } }),
      );
      await created(
        storage,
        aDocument('page:about', {
          type: 'page',
          rightsPath: 'about',
          updatedAt: 2000,
          draft: { title: '關於' },
        }),
      );
      await created(storage, aDocument('item:news:c', { deletedAt: 4000, deletedBy: 'chief' }));
      const all = await storage.stores.documents.list({ deleted: false, limit: 2, offset: 0 });
      expect(all.total).toBe(3);
      expect(all.rows.map((doc) => doc.docId)).toEqual(['item:news:b', 'page:about']);
      const query = (q: string) => storage.stores.documents.list({ q, deleted: false, limit: 10, offset: 0 });
      expect((await query('臺灣')).rows.map((doc) => doc.docId)).toEqual(['item:news:a']);
      expect((await query('taipei')).rows.map((doc) => doc.docId)).toEqual(['item:news:b']);
      const pages = await storage.stores.documents.list({
        type: 'page',
        deleted: false,
        limit: 10,
        offset: 0,
      });
      expect(pages.rows.map((doc) => doc.docId)).toEqual(['page:about']);
      const trash = await storage.stores.documents.list({
        path: 'news',
        deleted: true,
        limit: 10,
        offset: 0,
      });
      expect(trash.rows.map((doc) => doc.docId)).toEqual(['item:news:c']);
      expect(await storage.stores.documents.rightsPaths()).toEqual(expect.arrayContaining(['news', 'about']));
      expect((await storage.stores.documents.rightsPaths()).length).toBe(2);
    });

    it('answers the dashboard lists by name, only on the paths asked, in their order', async () => {
      const since = 10 * DAY;
      await created(storage, aDocument('item:news:draft', { updatedAt: 2000 }));
      await created(storage, aDocument('item:news:other', { updatedBy: 'someone' }));
      await created(storage, aDocument('item:news:live', { publishedRevision: 1, publishedAt: since + 5 }));
      await created(storage, aDocument('item:news:old', { publishedRevision: 1, publishedAt: since - 5 }));
      await created(storage, aDocument('item:news:later', { publishAt: 9000, publishRevision: 1 }));
      await created(storage, aDocument('item:news:sooner', { publishAt: 8000, publishRevision: 1 }));
      await created(storage, aDocument('item:events:x', { rightsPath: 'events' }));
      await created(
        storage,
        aDocument('item:news:sent', { review: { kind: 'submitted', revision: 1, by: 'writer', at: 1200 } }),
      );
      const ids = async (
        filter: Parameters<Storage['stores']['documents']['onPaths']>[1],
        limit: number | null,
      ) => (await storage.stores.documents.onPaths(['news'], filter, limit)).rows.map((doc) => doc.docId);
      expect(await ids({ kind: 'drafts-by', account: 'writer' }, null)).toEqual([
        'item:news:draft',
        'item:news:sent',
      ]);
      expect(await ids({ kind: 'scheduled' }, 10)).toEqual(['item:news:sooner', 'item:news:later']);
      expect(await ids({ kind: 'published-since', since }, 10)).toEqual(['item:news:live']);
      expect(await ids({ kind: 'submitted' }, 10)).toEqual(['item:news:sent']);
      const firstOnly = await storage.stores.documents.onPaths(['news'], { kind: 'scheduled' }, 1);
      expect(firstOnly).toMatchObject({ total: 2, rows: [{ docId: 'item:news:sooner' }] });
      expect(await storage.stores.documents.onPaths([], { kind: 'scheduled' }, 10)).toEqual({
        rows: [],
        total: 0,
      });
    });

    it('names the documents whose scheduled publish or unpublish has come, trash apart', async () => {
      await created(storage, aDocument('item:news:a', { publishAt: 5000, publishRevision: 1 }));
      await created(storage, aDocument('item:news:b', { unpublishAt: 4000, publishedRevision: 1 }));
      await created(storage, aDocument('item:news:c', { publishAt: 7000, publishRevision: 1 }));
      await created(storage, aDocument('item:news:d', { publishAt: 1000, deletedAt: 900, deletedBy: 'x' }));
      const claimed = (limit: number) =>
        storage.write({ claim: 'publish-due' }, (tx) => tx.documents.claimDue(5000, limit));
      expect(await claimed(10)).toEqual(['item:news:a', 'item:news:b']);
      // A batch at a time, by id.
      expect(await claimed(1)).toEqual(['item:news:a']);
    });

    it('says when a document under one rights path was last published, and null where none was', async () => {
      await created(storage, aDocument('item:news:a', { publishedAt: 5000, publishedRevision: 1 }));
      await created(storage, aDocument('item:news:b', { publishedAt: 9000, publishedRevision: 1 }));
      await created(storage, aDocument('item:people:c', { rightsPath: 'people', publishedAt: 12_000 }));
      await created(storage, aDocument('item:annals:d', { rightsPath: 'annals' }));
      const read = (path: string) => storage.stores.documents.lastPublishedOn(path);
      expect(await read('news')).toBe(9000);
      expect(await read('people')).toBe(12_000);
      expect(await read('annals')).toBeNull();
      expect(await read('nowhere')).toBeNull();
    });

    it('empties old trash for good, with its revisions, save keys and edit lock, and keeps the rest', async () => {
      await created(storage, aDocument('item:news:old', { deletedAt: 1000, deletedBy: 'chief' }));
      await created(storage, aDocument('item:news:recent', { deletedAt: 5000, deletedBy: 'chief' }));
      await created(storage, aDocument('item:news:live'));
      await storage.write({ document: 'item:news:old' }, async (tx) => {
        await tx.documents.rememberSaveKey('item:news:old', 'key-00000001', 1, 1000);
        await tx.editLocks.put('item:news:old', {
          account: 'writer',
          displayName: '林編輯',
          startedAt: 900,
          heartbeatAt: 900,
        });
      });
      expect(await storage.write('site', (tx) => tx.documents.purgeTrash(2000))).toBe(1);
      expect(await storage.stores.documents.find('item:news:old')).toBeUndefined();
      expect(await storage.stores.documents.revisions('item:news:old')).toEqual([]);
      expect(
        await storage.stores.documents.savedRevisionFor('item:news:old', 'key-00000001'),
      ).toBeUndefined();
      expect(await storage.stores.editLocks.find('item:news:old')).toBeUndefined();
      expect(await storage.stores.documents.find('item:news:recent')).toBeDefined();
      expect(await storage.stores.documents.find('item:news:live')).toBeDefined();
    });

    it('adopts what the public tables hold as published documents once, and never twice', async () => {
      await storage.write('site', async (tx) => {
        const info = (title: string) => ({ moduleKey: 'list-001', templateKey: 'template-001', title });
        await tx.modules.insert('news', 'normal', info('新聞'), defaultMenuSetting('normal'));
        await tx.modules.insert('about', 'single', info('關於'), defaultMenuSetting('single'));
        await tx.publicSite.upsertItem({
          module_path: 'news',
          id: 'n1',
          kind: 'normal',
          position: 0,
          title: '第一則',
          date: null,
          year: null,
          search_text: '第一則',
          views: 0,
          json: JSON.stringify({ id: 'n1', title: '第一則' }),
          tags: ['文化'],
        });
        await tx.publicSite.upsertItem({
          module_path: 'about',
          id: 'p1',
          kind: 'single',
          position: 0,
          title: '關於我們',
          date: null,
          year: null,
          search_text: '關於我們',
          views: 0,
          json: JSON.stringify({ id: 'p1', title: '關於我們' }),
          tags: [],
        });
        await tx.publicSite.putLanding('culture', { templateKey: 'x' });
        await tx.publicSite.putSiteDocument('structure', { templateKey: 'template-002' });
        await tx.publicSite.putSiteDocument('footer', { text: '頁尾' });
      });
      await storage.write('site', (tx) => tx.documents.adoptPublished(7000));
      await storage.write('site', (tx) => tx.documents.adoptPublished(9000));
      const docs = await storage.stores.documents.list({ deleted: false, limit: 50, offset: 0 });
      expect(docs.rows.map((doc) => doc.docId).sort()).toEqual([
        'chrome:footer',
        'item:news:n1',
        'page:about',
        'settings:about',
        'settings:news',
        'structure:culture',
        'structure:home',
      ]);
      const settings = await storage.stores.documents.find('settings:news');
      expect(settings).toMatchObject({
        revision: 1,
        publishedRevision: 1,
        createdAt: 7000,
        updatedBy: 'seed',
        rightsPath: 'news',
        draft: {
          info: { moduleKey: 'list-001', templateKey: 'template-001', title: '新聞' },
          setting: defaultMenuSetting('normal'),
        },
      });
      expect((await storage.stores.documents.find('structure:home'))?.rightsPath).toBe('*');
      expect(await storage.stores.documents.revisions('item:news:n1')).toEqual([
        { revision: 1, action: 'publish', account: 'seed', at: 7000 },
      ]);
    });
  });
}
