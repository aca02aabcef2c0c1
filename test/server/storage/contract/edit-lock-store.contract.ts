import type { StoredLock } from '../../../../src/server/ports/edit-lock-store.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const lockOf = (account: string, at: number): StoredLock => ({
  account,
  displayName: `${account} 編輯`,
  startedAt: at,
  heartbeatAt: at,
});

/** The advisory edit locks' rows, the same on every engine. */
export function editLockStoreContract(engine: StorageEngine): void {
  describe(`the edit-lock store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('has no lock for a document nobody opened, and gives back the one written', async () => {
      const locks = storage.stores.editLocks;
      expect(await locks.find('item:news:a')).toBeUndefined();
      await locks.put('item:news:a', lockOf('writer', 1000));
      expect(await locks.find('item:news:a')).toEqual(lockOf('writer', 1000));
    });

    it('replaces the lock of a document on a take-over, one row per document', async () => {
      const locks = storage.stores.editLocks;
      await locks.put('item:news:a', lockOf('writer', 1000));
      await locks.put('item:news:a', lockOf('chief', 2000));
      expect(await locks.find('item:news:a')).toEqual(lockOf('chief', 2000));
    });

    it('moves only the heartbeat, and releases only for the holder', async () => {
      const locks = storage.stores.editLocks;
      await locks.put('item:news:a', lockOf('writer', 1000));
      await locks.heartbeat('item:news:a', 1500);
      expect(await locks.find('item:news:a')).toEqual({ ...lockOf('writer', 1000), heartbeatAt: 1500 });
      await locks.release('item:news:a', 'chief');
      expect(await locks.find('item:news:a')).toBeDefined();
      await locks.release('item:news:a', 'writer');
      expect(await locks.find('item:news:a')).toBeUndefined();
    });

    it('lets exactly one of ten editors acquiring a free lock at once win, under the document', async () => {
      // Each acquirer reads the lock and takes it only when free, as EditLockService does.
      const acquirers = Array.from({ length: 10 }, (_, index) =>
        storage.write({ document: 'item:news:a' }, async (tx) => {
          if (await tx.editLocks.find('item:news:a')) return false;
          await tx.editLocks.put('item:news:a', lockOf(`editor${index}`, 1000 + index));
          return true;
        }),
      );
      const won = await Promise.all(acquirers);
      expect(won.filter(Boolean)).toHaveLength(1);
      const holder = await storage.stores.editLocks.find('item:news:a');
      expect(holder?.account).toBe(`editor${won.indexOf(true)}`);
    });
  });
}
