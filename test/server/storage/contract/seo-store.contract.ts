import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

/** Rows as the projection publishes them. */
async function seed(engine: StorageEngine, storage: Storage): Promise<void> {
  await engine.insert(storage, 'modules', [
    {
      path: 'news',
      kind: 'normal',
      info_json: JSON.stringify({
        title: '最新消息',
        moduleKey: 'news',
        categoryService: 'I00',
        categoryCake: ' ',
      }),
      setting_json: '{}',
    },
    { path: 'about', kind: 'single', info_json: JSON.stringify({ title: '關於我們' }), setting_json: '{}' },
  ]);
  const item = (
    path: string,
    id: string,
    kind: string,
    position: number,
    title: string,
    date: string | null,
  ) => ({
    module_path: path,
    id,
    kind,
    position,
    title,
    date,
    search_text: '',
    json: JSON.stringify({ id, title }),
  });
  await engine.insert(storage, 'items', [
    item('news', 'n1', 'normal', 0, '舊聞', '2025-01-01'),
    item('news', 'n2', 'normal', 1, '新聞', '2026-01-01'),
    item('news', 'n3', 'normal', 2, '同日', '2026-01-01'),
    item('about', 'about', 'single', 0, '關於我們', null),
  ]);
  await engine.insert(storage, 'site_documents', [
    { name: 'header', json: JSON.stringify({ title: '文化部' }) },
    { name: 'metadata', json: JSON.stringify({ title: '站名', description: '說明', keywords: [] }) },
  ]);
}

/** What the crawler files and link previews read, the same on every engine. */
export function seoStoreContract(engine: StorageEngine): void {
  describe(`the SEO store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await seed(engine, storage);
    });

    afterEach(() => engine.dispose());

    it('reads the header and metadata, and an empty menu when none is stored', async () => {
      expect(await storage.stores.seo.header()).toEqual({ title: '文化部' });
      expect(await storage.stores.seo.metadata()).toMatchObject({ title: '站名' });
      expect(await storage.stores.seo.menu()).toEqual([]);
    });

    it('names a module by its title, module key and 分類檢索 defaults', async () => {
      expect(await storage.stores.seo.module('news')).toEqual({
        path: 'news',
        kind: 'normal',
        title: '最新消息',
        moduleKey: 'news',
        // 分類檢索 defaults of its settings; a blank code is none.
        classification: { categoryService: 'I00' },
      });
      expect(await storage.stores.seo.module('about')).toMatchObject({
        title: '關於我們',
        moduleKey: '',
        classification: {},
      });
      expect(await storage.stores.seo.module('missing')).toBeUndefined();
    });

    it('reads list items but never a single page as an item, and the page apart', async () => {
      expect(await storage.stores.seo.item('news', 'n2')).toMatchObject({
        modulePath: 'news',
        id: 'n2',
        title: '新聞',
        date: '2026-01-01',
        item: { id: 'n2', title: '新聞' },
      });
      expect(await storage.stores.seo.item('about', 'about')).toBeUndefined();
      expect(await storage.stores.seo.page('about')).toEqual({ id: 'about', title: '關於我們' });
    });

    it('lists every item in module and list order, and the newest articles first', async () => {
      const every = await storage.stores.seo.listedItems({ limit: 100, offset: 0 });
      expect(every.map((ref) => ref.id)).toEqual(['n1', 'n2', 'n3']);
      expect(every[0]).toEqual({ modulePath: 'news', id: 'n1', slug: null, date: '2025-01-01' });
      expect(await storage.stores.seo.listedItemCount()).toBe(3);
      expect((await storage.stores.seo.latestArticles(2)).map((ref) => ref.id)).toEqual(['n2', 'n3']);
    });

    it('reads the sitemap’s items a stretch at a time, with each item’s 網址代稱', async () => {
      await engine.insert(storage, 'items', [
        {
          module_path: 'news',
          id: 'n4',
          kind: 'normal',
          position: 3,
          title: '有代稱',
          date: null,
          search_text: '',
          json: JSON.stringify({ id: 'n4', title: '有代稱', slug: '燈塔-2026' }),
          slug: '燈塔-2026',
        },
      ]);
      const stretch = await storage.stores.seo.listedItems({ limit: 2, offset: 2 });
      expect(stretch).toEqual([
        { modulePath: 'news', id: 'n3', slug: null, date: '2026-01-01' },
        { modulePath: 'news', id: 'n4', slug: '燈塔-2026', date: null },
      ]);
      expect(await storage.stores.seo.listedItems({ limit: 2, offset: 4 })).toEqual([]);
      expect(await storage.stores.seo.listedItemCount()).toBe(4);
    });
  });
}
