import { searchColumns } from '../../../../src/server/content/search-columns';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

interface Row {
  id: string;
  title: string;
  date?: string;
  year?: number;
  text?: string;
  description?: string;
  tags?: string[];
  kind?: string;
  extra?: Record<string, unknown>;
}

/** Published rows as the projection writes them (their search columns computed at publish time). */
async function seed(
  engine: StorageEngine,
  storage: Storage,
  modulePath: string,
  kind: string,
  rows: Row[],
): Promise<void> {
  await engine.insert(storage, 'modules', [
    {
      path: modulePath,
      kind,
      info_json: JSON.stringify({ title: modulePath, moduleKey: modulePath }),
      setting_json: JSON.stringify({ path: modulePath }),
    },
  ]);
  await engine.insert(
    storage,
    'items',
    rows.map((row, position) => ({
      module_path: modulePath,
      id: row.id,
      kind: row.kind ?? kind,
      position,
      title: row.title,
      date: row.date ?? null,
      year: row.year ?? null,
      ...searchColumns({
        title: row.title,
        tags: row.tags ?? [],
        description: row.description ?? `${row.title}。`,
        content: row.text,
      }),
      json: JSON.stringify({
        id: row.id,
        title: row.title,
        description: row.description ?? `${row.title}。`,
        ...(row.text ? { content: row.text } : {}),
        ...row.extra,
      }),
    })),
  );
  await engine.insert(
    storage,
    'item_tags',
    rows.flatMap((row) => (row.tags ?? []).map((tag) => ({ module_path: modulePath, item_id: row.id, tag }))),
  );
}

// Rows of a module's list and of the cross-kind list (TaggedRow, an interface) alike.
const ids = (answer: { rows: ReadonlyArray<{ id?: unknown }> }) => answer.rows.map((row) => row.id);
const newestFirst = { by: 'date', direction: 'desc' } as const;
const all = { limit: 100, offset: 0 };

/** The public reads and counters: lists, paging, search of Chinese text, tags, the same on every engine. */
export function contentStoreContract(engine: StorageEngine): void {
  describe(`the content store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await seed(engine, storage, 'news', 'normal', [
        { id: 'n1', title: '臺灣文化節開幕', date: '2026-01-05', year: 2026, tags: ['節慶', '文化'] },
        { id: 'n2', title: '折扣 100% 回饋', date: '2026-03-01', year: 2026, text: 'snake_case 說明' },
        { id: 'n3', title: '臺北燈會', date: '2025-02-10', year: 2025, tags: ['節慶'] },
        { id: 'n4', title: 'ＡＢＣ 全形字', date: '2025-12-31', year: 2025, extra: { category: 'b' } },
        { id: 'n5', title: '同日之一', date: '2026-03-01', year: 2026, extra: { category: 'a' } },
      ]);
      await seed(engine, storage, 'about', 'single', [{ id: 'about', title: '關於我們' }]);
      await seed(engine, storage, 'letters', 'mailbox', [{ id: 'm1', title: '臺灣來信', tags: ['節慶'] }]);
    });

    afterEach(() => engine.dispose());

    it('lists a module newest first, ties in published order, with the total of all that match', async () => {
      const answer = await storage.stores.content.listItems('news', {}, newestFirst, all);
      expect(ids(answer)).toEqual(['n2', 'n5', 'n1', 'n4', 'n3']);
      expect(answer.total).toBe(5);
      expect(answer.rows[0]).toMatchObject({ id: 'n2', title: '折扣 100% 回饋', views: 0 });
    });

    it('pages through a list with limit and offset, the total counting every page', async () => {
      const second = await storage.stores.content.listItems('news', {}, newestFirst, { limit: 2, offset: 2 });
      expect(ids(second)).toEqual(['n1', 'n4']);
      expect(second.total).toBe(5);
    });

    it('sorts by a field of the item itself, ties keeping the published order', async () => {
      const answer = await storage.stores.content.listItems(
        'news',
        {},
        { by: { field: 'category' }, direction: 'asc' },
        all,
      );
      // Items without the field come first, as SQL sorts a missing value.
      expect(ids(answer)).toEqual(['n1', 'n2', 'n3', 'n5', 'n4']);
    });

    it('finds 臺灣文化 when a visitor searches for 臺灣 or 台灣, and one character finds it too', async () => {
      const search = (text: string) =>
        storage.stores.content.listItems('news', { search: text }, newestFirst, all).then(ids);
      expect(await search('臺灣')).toEqual(['n1']);
      expect(await search('台灣')).toEqual(['n1']);
      expect(await search('臺')).toEqual(['n1', 'n3']);
      expect(await search('燈會 臺北')).toEqual(['n3']);
      expect(await search('臺北 文化')).toEqual([]);
    });

    it('takes punctuation a visitor types as a separator, never as a wildcard', async () => {
      const search = (text: string) =>
        storage.stores.content.listItems('news', { search: text }, newestFirst, all).then(ids);
      expect(await search('%')).toEqual([]);
      expect(await search('100%')).toEqual(['n2']);
      expect(await search('_')).toEqual([]);
      expect(await search('snake_case')).toEqual(['n2']);
      expect(await search('臺%')).toEqual(['n1', 'n3']);
    });

    it('folds full-width letters and case on the visitor’s side as the stored text was folded, words whole', async () => {
      const search = (text: string) =>
        storage.stores.content.listItems('news', { search: text }, newestFirst, all).then(ids);
      expect(await search('abc')).toEqual(['n4']);
      expect(await search('ＡＢＣ')).toEqual(['n4']);
      expect(await search('ab')).toEqual([]);
    });

    it('ranks a search: title, then tags, then description, then body; more terms, then newer, first', async () => {
      await seed(engine, storage, 'notes', 'normal', [
        { id: 'body', title: '其他', date: '2026-05-01', text: '<p>老燈塔的故事</p>' },
        { id: 'described', title: '其他', date: '2026-05-01', description: '關於燈塔' },
        { id: 'tagged', title: '其他', date: '2026-05-01', tags: ['燈塔'] },
        { id: 'old-title', title: '燈塔', date: '2024-01-01', text: '透鏡' },
        { id: 'new-title', title: '新燈塔', date: '2026-01-01' },
        { id: 'both', title: '燈塔透鏡', date: '2020-01-01' },
      ]);
      const ranked = (text: string) =>
        storage.stores.content
          .listAcrossKinds({ search: text, module: 'notes' }, { by: 'relevance', direction: 'asc' }, all)
          .then(ids);
      expect(await ranked('燈塔')).toEqual(['new-title', 'old-title', 'both', 'tagged', 'described', 'body']);
      expect(await ranked('燈塔 透鏡')).toEqual(['both', 'old-title']);
    });

    it('counts a search’s results per module and year, filters by either, and cuts a snippet', async () => {
      const content = storage.stores.content;
      const found = await content.listAcrossKinds({ search: '臺' }, newestFirst, all);
      expect(ids(found)).toEqual(['n1', 'n3']);
      expect(found.total).toBe(2);
      expect(found.facets).toEqual({
        modules: [{ path: 'news', title: 'news', count: 2 }],
        years: [
          { year: 2026, count: 1 },
          { year: 2025, count: 1 },
        ],
      });
      const inYear = await content.listAcrossKinds({ search: '臺', year: 2025 }, newestFirst, all);
      expect(ids(inYear)).toEqual(['n3']);
      expect(inYear.total).toBe(1);
      // Each list is counted with the other filter only: the modules of 2025, every year of news.
      expect(inYear.facets).toEqual({
        modules: [{ path: 'news', title: 'news', count: 1 }],
        years: found.facets?.years,
      });
      const elsewhere = await content.listAcrossKinds({ search: '臺', module: 'about' }, newestFirst, all);
      expect(elsewhere.rows).toEqual([]);
      expect(elsewhere.total).toBe(0);
      expect(elsewhere.facets).toEqual({ modules: found.facets?.modules, years: [] });
      // Nothing found: the site's mailbox is named, to write to instead.
      const none = await content.listAcrossKinds({ search: '太空梭' }, newestFirst, all);
      expect(none).toMatchObject({ rows: [], total: 0, mailbox: { path: 'letters', title: 'letters' } });
      expect(found.mailbox).toBeUndefined();
      const inBody = await content.listAcrossKinds({ search: '說明' }, newestFirst, all);
      expect(inBody.rows).toEqual([expect.objectContaining({ id: 'n2', snippet: 'snake_case 說明' })]);
    });

    it('filters by tag and by year, and counts only what matches', async () => {
      const tagged = await storage.stores.content.listItems('news', { tag: '節慶' }, newestFirst, all);
      expect(ids(tagged)).toEqual(['n1', 'n3']);
      expect(tagged.total).toBe(2);
      const year = await storage.stores.content.listItems('news', { year: 2025 }, newestFirst, all);
      expect(ids(year)).toEqual(['n4', 'n3']);
      const both = await storage.stores.content.listItems(
        'news',
        { tag: '節慶', year: 2025 },
        newestFirst,
        all,
      );
      expect(ids(both)).toEqual(['n3']);
    });

    it('names every tag of a module’s items for its filter, the most used first, whatever page is shown', async () => {
      const content = storage.stores.content;
      expect(await content.moduleTags('news')).toEqual(['節慶', '文化']);
      await engine.insert(storage, 'item_tags', [
        { module_path: 'news', item_id: 'n2', tag: '文化' },
        { module_path: 'news', item_id: 'n4', tag: '文化' },
      ]);
      expect(await content.moduleTags('news')).toEqual(['文化', '節慶']);
      expect(await content.moduleTags('about')).toEqual([]);
      expect(await content.moduleTags('letters')).toEqual(['節慶']);
    });

    it('lists every content kind with its tags in tag order, leaving out the mailbox', async () => {
      const answer = await storage.stores.content.listAcrossKinds({ tag: '節慶' }, newestFirst, all);
      expect(answer.rows).toEqual([
        {
          id: 'n1',
          title: '臺灣文化節開幕',
          kind: 'normal',
          path: 'news',
          description: '臺灣文化節開幕。',
          date: '2026-01-05',
          tags: ['文化', '節慶'],
        },
        {
          id: 'n3',
          title: '臺北燈會',
          kind: 'normal',
          path: 'news',
          description: '臺北燈會。',
          date: '2025-02-10',
          tags: ['節慶'],
        },
      ]);
      expect(answer.total).toBe(2);
      const searched = await storage.stores.content.listAcrossKinds(
        { search: '臺灣' },
        { by: 'title', direction: 'asc' },
        { limit: 1, offset: 0 },
      );
      expect(searched).toMatchObject({ rows: [expect.objectContaining({ id: 'n1' })], total: 1 });
    });

    it('reads one item, the page of a single module, and whether an item exists', async () => {
      expect(await storage.stores.content.item('news', 'n3')).toMatchObject({ id: 'n3', views: 0 });
      expect(await storage.stores.content.item('news', 'missing')).toBeUndefined();
      expect(await storage.stores.content.page('about')).toMatchObject({ id: 'about', title: '關於我們' });
      expect(await storage.stores.content.page('news')).toBeUndefined();
      expect(await storage.stores.content.hasItem('news', 'n1')).toBe(true);
      expect(await storage.stores.content.hasItem('about', 'n1')).toBe(false);
    });

    it('reads modules, landings and site documents as the JSON they were stored as', async () => {
      await engine.insert(storage, 'landings', [{ path: 'explore', json: JSON.stringify({ rows: [] }) }]);
      await engine.insert(storage, 'site_documents', [
        { name: 'header', json: JSON.stringify({ title: '文化部' }) },
      ]);
      const content = storage.stores.content;
      expect(await content.module('news')).toEqual({
        path: 'news',
        kind: 'normal',
        info: { title: 'news', moduleKey: 'news' },
        setting: { path: 'news' },
      });
      expect(await content.module('missing')).toBeUndefined();
      expect(await content.landingPaths()).toEqual(['explore']);
      expect(await content.landing('explore')).toEqual({ rows: [] });
      expect(await content.landing('missing')).toBeUndefined();
      expect(await content.siteDocument('header')).toEqual({ title: '文化部' });
      expect(await content.siteDocument('footer')).toBeUndefined();
    });

    it('adds counted views and visits to the stored numbers', async () => {
      expect(await storage.stores.content.hits()).toBe(0);
      await storage.write({ key: 'counters' }, (tx) =>
        tx.content.addVisits([{ path: 'news', id: 'n1', count: 3 }], 2),
      );
      await storage.write({ key: 'counters' }, (tx) =>
        tx.content.addVisits(
          [
            { path: 'news', id: 'n1', count: 4 },
            { path: 'news', id: 'gone', count: 1 },
          ],
          5,
        ),
      );
      expect(await storage.stores.content.item('news', 'n1')).toMatchObject({ views: 7 });
      expect(await storage.stores.content.hits()).toBe(7);
    });

    it('loses no count when 20 flushes write at once', async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          storage.write({ key: 'counters' }, (tx) =>
            tx.content.addVisits(
              [
                { path: 'news', id: 'n1', count: index + 1 },
                { path: 'news', id: 'n2', count: 1 },
              ],
              1,
            ),
          ),
        ),
      );
      expect(await storage.stores.content.item('news', 'n1')).toMatchObject({ views: 210 });
      expect(await storage.stores.content.item('news', 'n2')).toMatchObject({ views: 20 });
      expect(await storage.stores.content.hits()).toBe(20);
    });
  });
}
