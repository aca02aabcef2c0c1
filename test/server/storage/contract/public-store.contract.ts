import type { ItemRow } from '../../../../src/server/ports/public-store.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import { defaultMenuSetting } from '../../../../src/shared/modules.schema';
import type { StorageEngine } from '../engines/sqlite.engine';

const anItem = (id: string, overrides: Partial<ItemRow> = {}): ItemRow => ({
  module_path: 'news',
  id,
  kind: 'normal',
  position: 0,
  title: `標題 ${id}`,
  date: '2026-11-26',
  year: 2026,
  search_text: `標題 ${id}`,
  views: 0,
  json: JSON.stringify({ id }),
  slug: null,
  tags: ['文化'],
  ...overrides,
});

/** The public tables as publishing writes them, the same on every engine. */
export function publicStoreContract(engine: StorageEngine): void {
  describe(`the public store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await storage.stores.modules.insert(
        'news',
        'normal',
        { moduleKey: 'list-001', templateKey: 'template-001', title: '新聞' },
        defaultMenuSetting('normal'),
      );
    });

    afterEach(() => engine.dispose());

    const viewsOf = (id: string) =>
      engine.tables(storage, (db) =>
        db.selectFrom('items').select(['views', 'position', 'title']).where('id', '=', id).executeTakeFirst(),
      );
    const tagsOf = async (id: string) =>
      (
        await engine.tables(storage, (db) =>
          db.selectFrom('item_tags').select('tag').where('item_id', '=', id).orderBy('tag').execute(),
        )
      ).map((row) => row.tag);
    // JSON columns are text on SQLite and jsonb on PostgreSQL: compare what they mean.
    const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

    it('keeps a 網址代稱 unique within its module, in the storage itself', async () => {
      const site = storage.stores.publicSite;
      await site.upsertItem(anItem('a', { slug: 'open-house' }));
      await site.upsertItem(anItem('b'));
      await site.upsertItem(anItem('c'));
      expect(await site.slugHolder('news', 'open-house')).toBe('a');
      expect(await site.itemSlug('news', 'a')).toBe('open-house');
      expect(await site.itemSlug('news', 'b')).toBeNull();
      expect(await site.itemSlug('news', 'missing')).toBeUndefined();
      // Refused inside a unit of work, as every writer of the public rows writes them.
      const taking = (id: string) =>
        storage.write('site', (tx) => tx.publicSite.upsertItem(anItem(id, { slug: 'open-house' })));
      await expect(taking('b')).rejects.toThrow();
      await expect(taking('d')).rejects.toThrow();
      expect(await site.slugHolder('news', 'open-house')).toBe('a');
    });

    it('keeps an item’s earlier addresses, one item per address, and forgets them', async () => {
      const site = storage.stores.publicSite;
      await site.upsertItem(anItem('a', { slug: 'autumn-talks' }));
      await site.upsertItem(anItem('b'));
      await site.rememberOldAddress('news', 'autumn-talk', 'a');
      expect(await storage.stores.content.itemAddresses('news', 'autumn-talk')).toEqual({
        byOldSlug: { id: 'a', slug: 'autumn-talks' },
      });
      await site.rememberOldAddress('news', 'autumn-talk', 'b');
      expect(await storage.stores.content.itemAddresses('news', 'autumn-talk')).toEqual({
        byOldSlug: { id: 'b', slug: null },
      });
      await site.forgetOldAddress('news', 'autumn-talk');
      expect(await storage.stores.content.itemAddresses('news', 'autumn-talk')).toEqual({});
      expect(await storage.stores.content.itemAddresses('news', 'autumn-talks')).toEqual({
        bySlug: { id: 'a', slug: 'autumn-talks' },
      });
      expect(await storage.stores.content.itemAddresses('news', 'a')).toEqual({
        byId: { id: 'a', slug: 'autumn-talks' },
      });
    });

    it('answers the years of a module’s published items, the latest first', async () => {
      const site = storage.stores.publicSite;
      await site.upsertItem(anItem('a', { year: 2024 }));
      await site.upsertItem(anItem('b', { year: 2026 }));
      await site.upsertItem(anItem('c', { year: 2024 }));
      await site.upsertItem(anItem('d', { year: null }));
      expect(await storage.stores.content.moduleYears('news')).toEqual([2026, 2024]);
      expect(await storage.stores.content.moduleYears('missing')).toEqual([]);
    });

    it('knows a module’s kind and places a new row after the module’s last', async () => {
      const site = storage.stores.publicSite;
      expect(await site.moduleKind('news')).toBe('normal');
      expect(await site.moduleKind('missing')).toBeUndefined();
      expect(await site.nextPosition('news')).toBe(0);
      await site.upsertItem(anItem('a', { position: 4 }));
      expect(await site.nextPosition('news')).toBe(5);
    });

    it('updates a published row’s text and tags but keeps its views and position', async () => {
      const site = storage.stores.publicSite;
      await site.upsertItem(anItem('a', { position: 2 }));
      await engine.tables(storage, (db) =>
        db.updateTable('items').set({ views: 41 }).where('id', '=', 'a').execute(),
      );
      await site.upsertItem(anItem('a', { position: 9, title: '新標題', tags: ['藝術', '藝術', '音樂'] }));
      expect(await viewsOf('a')).toEqual({ views: 41, position: 2, title: '新標題' });
      expect(await tagsOf('a')).toEqual(['藝術', '音樂'].sort());
      expect(await site.viewsOf('news', 'a')).toBe(41);
    });

    it('takes a row and its tags off the site, and finds a single page by its module', async () => {
      const site = storage.stores.publicSite;
      await site.upsertItem(anItem('a'));
      await site.deleteItem('news', 'a');
      expect(await viewsOf('a')).toBeUndefined();
      expect(await tagsOf('a')).toEqual([]);
      await storage.stores.modules.insert(
        'about',
        'single',
        { moduleKey: 'page-001', templateKey: 'template-001', title: '關於' },
        defaultMenuSetting('single'),
      );
      await site.upsertItem(anItem('about-page', { module_path: 'about', kind: 'single' }));
      expect(await site.pageItemId('about')).toBe('about-page');
      expect(await site.viewsOf('about', undefined)).toBe(0);
      expect(await site.pageItemId('news')).toBeUndefined();
    });

    it('writes module settings, landings and site documents, replacing what was there', async () => {
      const site = storage.stores.publicSite;
      await site.updateModule('news', { title: '最新消息' }, { showDate: false });
      await site.putLanding('culture', { v: 1 });
      await site.putLanding('culture', { v: 2 });
      await site.putSiteDocument('structure', { templateKey: 'template-001' });
      await site.updateHomeStructure({ templateKey: 'template-003' });
      await site.putSiteDocument('footer', { text: '頁尾' });
      const [module, landings, footer] = await engine.tables(storage, (db) =>
        Promise.all([
          db
            .selectFrom('modules')
            .select(['info_json', 'setting_json'])
            .where('path', '=', 'news')
            .executeTakeFirst(),
          db.selectFrom('landings').select('json').execute(),
          db.selectFrom('site_documents').select('json').where('name', '=', 'footer').executeTakeFirst(),
        ]),
      );
      expect(parsed(module?.info_json)).toEqual({ title: '最新消息' });
      expect(parsed(module?.setting_json)).toEqual({ showDate: false });
      expect(landings.map((row) => parsed(row.json))).toEqual([{ v: 2 }]);
      expect(await storage.stores.modules.homeFrame()).toBe('template-003');
      expect(parsed(footer?.json)).toEqual({ text: '頁尾' });
    });
  });
}
