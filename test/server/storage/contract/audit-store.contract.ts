import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

/** The audit log's store: filters, order, paging and retention, the same on every engine. */
export function auditStoreContract(engine: StorageEngine): void {
  describe(`the audit store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      const actions = ['account.create', 'account_x.other', 'document.save', 'account.disable'];
      for (const [index, action] of actions.entries()) {
        await storage.stores.audit.record({
          at: 1000 * (index + 1),
          account: index % 2 === 0 ? 'chief' : 'clerk',
          action,
          docId: action.startsWith('document') ? 'item:news/1' : null,
          revision: action.startsWith('document') ? 3 : null,
          detail: index === 0 ? '{"target":"clerk"}' : null,
        });
      }
    });

    afterEach(() => engine.dispose());

    it('answers the newest entries first, with the total of all that match', async () => {
      const { rows, total } = await storage.stores.audit.query({}, 2, 0);
      expect(total).toBe(4);
      expect(rows.map((row) => row.action)).toEqual(['account.disable', 'document.save']);
      expect(rows[1]).toMatchObject({ docId: 'item:news/1', revision: 3, account: 'chief', at: 3000 });
    });

    it('matches an action prefix as characters, so an underscore is not a wildcard', async () => {
      const { rows } = await storage.stores.audit.query({ action: 'account.*' }, 10, 0);
      expect(rows.map((row) => row.action)).toEqual(['account.disable', 'account.create']);
    });

    it('filters by account, document and a half-open time range', async () => {
      expect((await storage.stores.audit.query({ account: 'clerk' }, 10, 0)).total).toBe(2);
      expect((await storage.stores.audit.query({ docId: 'item:news/1' }, 10, 0)).total).toBe(1);
      const range = await storage.stores.audit.query({ from: 2000, toExclusive: 4000 }, 10, 0);
      expect(range.rows.map((row) => row.at)).toEqual([3000, 2000]);
    });

    it('purges the entries before a time and says how many went', async () => {
      expect(await storage.stores.audit.purgeBefore(3000)).toBe(2);
      expect((await storage.stores.audit.query({}, 10, 0)).total).toBe(2);
    });
  });
}
