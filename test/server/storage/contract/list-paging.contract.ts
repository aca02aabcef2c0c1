import type { ItemOrder } from '../../../../src/server/ports/content-store.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const ITEMS = 61;
const PAGE = 7;

interface Stored {
  id: string;
  position: number;
  date: string | null;
}

/**
 * A dated module whose items share days and lack some (ties by position, undated last), and an
 * undated one whose positions are not the order the rows were written in.
 */
function storedRows(): { dated: Stored[]; undated: Stored[] } {
  const dated = Array.from({ length: ITEMS }, (_, n) => ({
    id: `d${String(n).padStart(2, '0')}`,
    position: n,
    date: n % 9 === 4 ? null : `2026-0${(n % 4) + 1}-1${n % 3}`,
  }));
  const undated = Array.from({ length: ITEMS }, (_, n) => ({
    id: `u${String(n).padStart(2, '0')}`,
    // 17 and 61 share no factor: every position once, in an order unlike the ids'.
    position: (n * 17) % ITEMS,
    date: null,
  }));
  return { dated, undated };
}

async function seed(engine: StorageEngine, storage: Storage, path: string, kind: string, rows: Stored[]) {
  await engine.insert(storage, 'modules', [
    { path, kind, info_json: JSON.stringify({ title: path }), setting_json: '{}' },
  ]);
  await engine.insert(
    storage,
    'items',
    rows.map((row) => ({
      module_path: path,
      id: row.id,
      kind,
      position: row.position,
      title: `第 ${row.id} 則`,
      date: row.date,
      year: row.date ? 2026 : null,
      search_text: row.id,
      views: row.position,
      json: JSON.stringify({ id: row.id, title: `第 ${row.id} 則`, n: row.position }),
    })),
  );
}

/** Newest first, undated last, ties by position: the default order of a dated kind, worked out here. */
const newestFirst = (a: Stored, b: Stored): number =>
  a.date === b.date
    ? a.position - b.position
    : a.date === null
      ? 1
      : b.date === null
        ? -1
        : a.date < b.date
          ? 1
          : -1;

/** Paging a long list: every page is the stretch of the whole list it names, on every engine. */
export function listPagingContract(engine: StorageEngine): void {
  describe(`paging a long list on ${engine.name}`, () => {
    let storage: Storage;
    const { dated, undated } = storedRows();

    beforeEach(async () => {
      storage = await engine.open();
      await seed(engine, storage, 'news', 'normal', dated);
      await seed(engine, storage, 'objects', 'object', undated);
    });

    afterEach(() => engine.dispose());

    async function pageByPage(path: string, order: ItemOrder): Promise<string[]> {
      const seen: string[] = [];
      for (let offset = 0; offset < ITEMS + PAGE; offset += PAGE) {
        const answer = await storage.stores.content.listItems(path, {}, order, { limit: PAGE, offset });
        expect(answer.total).toBe(ITEMS);
        expect(answer.rows.length).toBe(Math.max(0, Math.min(PAGE, ITEMS - offset)));
        seen.push(...answer.rows.map((row) => String(row.id)));
      }
      return seen;
    }

    it('gives each page of a dated list its stretch of newest first, ties by position, undated last', async () => {
      const expected = [...dated].sort(newestFirst).map((row) => row.id);
      expect(await pageByPage('news', { by: 'date', direction: 'desc' })).toEqual(expected);
      const whole = await storage.stores.content.listItems(
        'news',
        {},
        { by: 'date', direction: 'desc' },
        { limit: 100, offset: 0 },
      );
      expect(whole.rows.map((row) => row.id)).toEqual(expected);
    });

    it('gives each page of an undated list its stretch in published order', async () => {
      const expected = [...undated].sort((a, b) => a.position - b.position).map((row) => row.id);
      expect(await pageByPage('objects', { by: 'position', direction: 'asc' })).toEqual(expected);
    });

    it('reads the rows of a far page whole, with their views, and an empty page past the end', async () => {
      const last = await storage.stores.content.listItems(
        'objects',
        {},
        { by: 'position', direction: 'asc' },
        { limit: PAGE, offset: ITEMS - 1 },
      );
      const row = undated.find((stored) => stored.position === ITEMS - 1)!;
      expect(last.rows).toEqual([{ id: row.id, title: `第 ${row.id} 則`, n: ITEMS - 1, views: ITEMS - 1 }]);
      const past = await storage.stores.content.listItems(
        'objects',
        {},
        { by: 'position', direction: 'asc' },
        { limit: PAGE, offset: ITEMS + 100 },
      );
      expect(past).toEqual({ rows: [], total: ITEMS });
    });

    it('pages a list in an order a visitor asks for, and a filtered list, the same way', async () => {
      const byViews = [...dated].sort((a, b) => b.position - a.position).map((row) => row.id);
      expect(await pageByPage('news', { by: 'views', direction: 'desc' })).toEqual(byViews);
      const year = await storage.stores.content.listItems(
        'news',
        { year: 2026 },
        { by: 'date', direction: 'asc' },
        { limit: 3, offset: 3 },
      );
      const dayFirst = [...dated]
        .filter((row) => row.date !== null)
        .sort((a, b) => (a.date === b.date ? a.position - b.position : a.date! < b.date! ? -1 : 1));
      expect(year.rows.map((row) => row.id)).toEqual(dayFirst.slice(3, 6).map((row) => row.id));
      expect(year.total).toBe(dayFirst.length);
    });
  });
}
