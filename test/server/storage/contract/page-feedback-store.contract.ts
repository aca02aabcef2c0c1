import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StoredPageFeedback } from '../../../../src/server/ports/page-feedback-store.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const T0 = Date.UTC(2026, 10, 20, 2);
const HOUR = 3_600_000;

const answer = (path: string, itemId: string, helpful: boolean, at: number, comment: string | null = null) =>
  ({ path, itemId, helpful, comment, at }) satisfies StoredPageFeedback;

/** 頁面回饋's rows: counted per page, read per page newest first, exported oldest first, per site. */
export function pageFeedbackStoreContract(engine: StorageEngine): void {
  describe(`the page feedback store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      const feedback = storage.stores.pageFeedback;
      await feedback.add(answer('news', '1', true, T0));
      await feedback.add(answer('news', '1', false, T0 + HOUR, '找不到開放時間'));
      await feedback.add(answer('news', '1', false, T0 + 2 * HOUR));
      await feedback.add(answer('about', '', true, T0 + 3 * HOUR, '很清楚'));
      await feedback.add(answer('secret', '9', true, T0 + 4 * HOUR));
    });

    afterEach(() => engine.dispose());

    it('counts 是, 否 and comments per page, the latest answered first, only under the paths asked', async () => {
      expect(await storage.stores.pageFeedback.counts({ paths: ['news', 'about'] })).toEqual([
        { path: 'about', itemId: '', yes: 1, no: 0, comments: 1, latestAt: T0 + 3 * HOUR },
        { path: 'news', itemId: '1', yes: 1, no: 2, comments: 1, latestAt: T0 + 2 * HOUR },
      ]);
      expect(await storage.stores.pageFeedback.counts({ paths: [] })).toEqual([]);
    });

    it('counts only the answers within the period, its end excluded', async () => {
      const counts = await storage.stores.pageFeedback.counts({
        paths: ['news', 'about'],
        from: T0 + HOUR,
        toExclusive: T0 + 3 * HOUR,
      });
      expect(counts).toEqual([
        { path: 'news', itemId: '1', yes: 0, no: 2, comments: 1, latestAt: T0 + 2 * HOUR },
      ]);
    });

    it('reads one page’s answers newest first, a page at a time, with the total', async () => {
      const first = await storage.stores.pageFeedback.answers({ path: 'news', itemId: '1' }, {}, 2, 0);
      expect(first.total).toBe(3);
      expect(first.rows).toEqual([
        answer('news', '1', false, T0 + 2 * HOUR),
        answer('news', '1', false, T0 + HOUR, '找不到開放時間'),
      ]);
      const second = await storage.stores.pageFeedback.answers({ path: 'news', itemId: '1' }, {}, 2, 2);
      expect(second).toEqual({ rows: [answer('news', '1', true, T0)], total: 3 });
      const single = await storage.stores.pageFeedback.answers(
        { path: 'about', itemId: '' },
        { from: T0 },
        10,
        0,
      );
      expect(single).toEqual({ rows: [answer('about', '', true, T0 + 3 * HOUR, '很清楚')], total: 1 });
    });

    it('exports every answer under the paths oldest first, with its comment as typed', async () => {
      const hostile = '=HYPERLINK("http://evil.example","點我")';
      await storage.stores.pageFeedback.add(answer('about', '', false, T0 + 5 * HOUR, hostile));
      const rows = await storage.stores.pageFeedback.all({ paths: ['about'], toExclusive: T0 + 6 * HOUR });
      expect(rows).toEqual([
        answer('about', '', true, T0 + 3 * HOUR, '很清楚'),
        answer('about', '', false, T0 + 5 * HOUR, hostile),
      ]);
    });

    it('keeps each site’s answers to itself', async () => {
      await storage.stores.sites.add({
        code: 'museum',
        name: '博物館',
        origin: null,
        aliases: [],
        status: 'active',
      });
      const museum = storage.forSite('museum');
      expect(await museum.stores.pageFeedback.counts({ paths: ['news', 'about'] })).toEqual([]);
      await museum.stores.pageFeedback.add(answer('news', '1', true, T0));
      expect(await museum.stores.pageFeedback.counts({ paths: ['news'] })).toEqual([
        { path: 'news', itemId: '1', yes: 1, no: 0, comments: 0, latestAt: T0 },
      ]);
      expect((await storage.stores.pageFeedback.counts({ paths: ['news'] }))[0]).toMatchObject({
        yes: 1,
        no: 2,
      });
    });
  });
}
