import { normaliseForSearch } from '../../../../src/server/content/search-text';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

interface Row {
  id: string;
  title: string;
  date?: string;
  year?: number;
  text?: string;
  tags?: string[];
  kind?: string;
  extra?: Record<string, unknown>;
}

/** Published rows as the projection writes them (search text normalised at publish time). */
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
      search_text: normaliseForSearch(`${row.title} ${row.text ?? ''}`),
      json: JSON.stringify({ id: row.id, title: row.title, description: `${row.title}。`, ...row.extra }),
    })),
  );
  await engine.insert(
    storage,
    'item_tags',
    rows.flatMap((row) => (row.tags ?? []).map((tag) => ({ module_path: modulePath, item_id: row.id, tag }))),
  );
}

const ids = (answer: { rows: Array<Record<string, unknown>> }) => answer.rows.map((row) => row.id);
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

    it('finds 臺灣文化 when a visitor searches for 臺灣, and one character finds it too', async () => {
      const search = (text: string) =>
        storage.stores.content.listItems('news', { search: text }, newestFirst, all).then(ids);
      expect(await search('臺灣')).toEqual(['n1']);
      expect(await search('臺')).toEqual(['n1', 'n3']);
      expect(await search('台灣')).toEqual([]);
    });

    it('takes % and _ typed by a visitor as characters, never as wildcards', async () => {
      const search = (text: string) =>
        storage.stores.content.listItems('news', { search: text }, newestFirst, all).then(ids);
      expect(await search('%')).toEqual(['n2']);
      expect(await search('100%')).toEqual(['n2']);
      expect(await search('_')).toEqual(['n2']);
      expect(await search('snake_case')).toEqual(['n2']);
      expect(await search('臺%')).toEqual([]);
    });

    it('folds full-width letters and case on the visitor’s side as the stored text was folded', async () => {
      const answer = await storage.stores.content.listItems('news', { search: 'abc' }, newestFirst, all);
      expect(ids(answer)).toEqual(['n4']);
      const fullWidth = await storage.stores.content.listItems('news', { search: 'ＡＢ' }, newestFirst, all);
      expect(ids(fullWidth)).toEqual(['n4']);
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
      expect(searched).toEqual({ rows: [expect.objectContaining({ id: 'n1' })], total: 1 });
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
