import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const add = (storage: Storage, views: Parameters<Storage['stores']['viewDays']['add']>[0]) =>
  storage.write({ key: 'counters' }, (tx) => tx.viewDays.add(views));

/** 網站統計's daily counts, the same on every engine. */
export function viewDayStoreContract(engine: StorageEngine): void {
  describe(`the view-day store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await engine.insert(storage, 'modules', [
        { path: 'news', kind: 'normal', info_json: '{"title":"最新消息"}', setting_json: '{"path":"news"}' },
      ]);
      await engine.insert(storage, 'items', [
        {
          module_path: 'news',
          id: 'n1',
          kind: 'normal',
          position: 0,
          title: '颱風停班',
          search_text: '',
          json: '{}',
          slug: 'typhoon',
        },
        {
          module_path: 'news',
          id: 'n2',
          kind: 'normal',
          position: 1,
          title: '開放參觀',
          search_text: '',
          json: '{}',
          slug: null,
        },
      ]);
    });

    afterEach(() => engine.dispose());

    it('adds to a day’s row on every flush, and sums per day and module within the range', async () => {
      await add(storage, [
        { day: '2026-11-30', path: 'news', id: 'n1', count: 2 },
        { day: '2026-11-30', path: '', id: '', count: 5 },
      ]);
      await add(storage, [
        { day: '2026-11-30', path: 'news', id: 'n1', count: 3 },
        { day: '2026-11-30', path: 'news', id: 'n2', count: 1 },
        { day: '2026-12-01', path: 'news', id: 'n2', count: 4 },
        { day: '2026-12-02', path: 'about', id: 'page', count: 9 },
      ]);
      expect(await storage.stores.viewDays.byDayAndModule('2026-11-30', '2026-12-01')).toEqual([
        { day: '2026-11-30', path: '', count: 5 },
        { day: '2026-11-30', path: 'news', count: 6 },
        { day: '2026-12-01', path: 'news', count: 4 },
      ]);
      expect(await storage.stores.viewDays.byDayAndModule('2025-01-01', '2025-12-31')).toEqual([]);
    });

    it('answers pages the most viewed first, with the title and 網址代稱 as published, none once removed', async () => {
      await add(storage, [
        { day: '2026-11-30', path: 'news', id: 'n1', count: 2 },
        { day: '2026-12-01', path: 'news', id: 'n1', count: 2 },
        { day: '2026-12-01', path: 'news', id: 'n2', count: 7 },
        { day: '2026-12-01', path: 'news', id: 'gone', count: 1 },
        { day: '2026-12-01', path: '', id: '', count: 40 },
        { day: '2026-12-03', path: 'news', id: 'n1', count: 100 },
      ]);
      expect(await storage.stores.viewDays.byPage('2026-11-30', '2026-12-02')).toEqual([
        { path: 'news', id: 'n2', title: '開放參觀', slug: null, count: 7 },
        { path: 'news', id: 'n1', title: '颱風停班', slug: 'typhoon', count: 4 },
        { path: 'news', id: 'gone', title: null, slug: null, count: 1 },
      ]);
    });

    it('loses no count when 20 flushes add to one row at once', async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          add(storage, [{ day: '2026-11-30', path: 'news', id: 'n1', count: index + 1 }]),
        ),
      );
      expect(await storage.stores.viewDays.byPage('2026-11-30', '2026-11-30')).toEqual([
        { path: 'news', id: 'n1', title: '颱風停班', slug: 'typhoon', count: 210 },
      ]);
    });

    it('keeps each site’s days apart', async () => {
      await storage.stores.sites.add({
        code: 'museum',
        name: '博物館',
        origin: null,
        aliases: [],
        status: 'active',
      });
      const museum = storage.forSite('museum');
      await museum.write({ key: 'counters' }, (tx) =>
        tx.viewDays.add([{ day: '2026-11-30', path: 'news', id: 'n1', count: 9 }]),
      );
      await add(storage, [{ day: '2026-11-30', path: 'news', id: 'n1', count: 1 }]);
      expect(await museum.stores.viewDays.byDayAndModule('2026-11-30', '2026-11-30')).toEqual([
        { day: '2026-11-30', path: 'news', count: 9 },
      ]);
      expect(await storage.stores.viewDays.byDayAndModule('2026-11-30', '2026-11-30')).toEqual([
        { day: '2026-11-30', path: 'news', count: 1 },
      ]);
      // The other site's row has no item of its own site behind it: no title crosses over.
      expect((await museum.stores.viewDays.byPage('2026-11-30', '2026-11-30'))[0]?.title).toBeNull();
    });
  });
}
