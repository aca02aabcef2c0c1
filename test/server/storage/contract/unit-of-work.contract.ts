import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const entry = (action: string, at = 1) => ({
  at,
  account: 'chief',
  action,
  docId: null,
  revision: null,
  detail: null,
});

/** What every engine's unit of work must do; written once, run by one test file per engine. */
export function unitOfWorkContract(engine: StorageEngine): void {
  describe(`the unit of work on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('keeps what the work wrote once it returns', async () => {
      await storage.write('site', async (tx) => {
        await tx.audit.record(entry('site.settings'));
      });
      expect((await storage.stores.audit.query({}, 10, 0)).total).toBe(1);
    });

    it('rolls back everything the work wrote when it throws, and passes the error on', async () => {
      const failing = storage.write('site', async (tx) => {
        await tx.audit.record(entry('first'));
        await tx.audit.record(entry('second'));
        throw new Error('refused halfway');
      });
      await expect(failing).rejects.toThrow('refused halfway');
      expect((await storage.stores.audit.query({}, 10, 0)).total).toBe(0);
    });

    it('runs what afterCommit was given only after the commit, and never after a rollback', async () => {
      const seen: string[] = [];
      await storage.write({ document: 'item:news/1' }, async (tx) => {
        tx.afterCommit(() => seen.push('committed'));
        await tx.audit.record(entry('document.save'));
        seen.push('in the work');
      });
      await storage
        .write({ document: 'item:news/1' }, async (tx) => {
          tx.afterCommit(() => seen.push('rolled back'));
          throw new Error('no');
        })
        .catch(() => undefined);
      expect(seen).toEqual(['in the work', 'committed']);
    });

    it('serialises concurrent writers, so a read-then-write never loses an update', async () => {
      // Each writer counts the rows it sees and writes the next number: without serialisation two
      // would see the same count and the numbers would repeat.
      const writers = Array.from({ length: 20 }, () =>
        storage.write({ document: 'item:news/1' }, async (tx) => {
          const { total } = await tx.audit.query({}, 1, 0);
          await tx.audit.record(entry(`save.${total + 1}`, total + 1));
        }),
      );
      await Promise.all(writers);
      const { rows } = await storage.stores.audit.query({}, 100, 0);
      expect(rows.map((row) => row.action).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `save.${i + 1}`).sort(),
      );
    });

    it('refuses a unit of work opened inside another instead of waiting for itself', async () => {
      const nested = storage.write('site', async () => storage.write('site', async () => 'inner'));
      await expect(nested).rejects.toThrow(/cannot open another/);
      // The outer one was rolled back and the storage still works.
      await storage.write('site', async (tx) => tx.audit.record(entry('after')));
      expect((await storage.stores.audit.query({}, 10, 0)).total).toBe(1);
    });

    it('refuses a query through the root stores inside a unit of work instead of hanging', async () => {
      const mixed = storage.write('site', async (tx) => {
        await tx.audit.record(entry('inside'));
        await storage.stores.audit.query({}, 10, 0);
      });
      await expect(mixed).rejects.toThrow(/use the tx/);
      expect((await storage.stores.audit.query({}, 10, 0)).total).toBe(0);
    });
  });
}
