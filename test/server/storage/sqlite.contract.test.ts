import { immediate } from '../../../src/server/database/sqlite.database';
import { auditStoreContract } from './contract/audit-store.contract';
import { documentStoreContract } from './contract/document-store.contract';
import { editLockStoreContract } from './contract/edit-lock-store.contract';
import { moduleStoreContract } from './contract/module-store.contract';
import { publicStoreContract } from './contract/public-store.contract';
import { siteSettingsStoreContract } from './contract/site-settings-store.contract';
import { unitOfWorkContract } from './contract/unit-of-work.contract';
import { sqliteEngine } from './engines/sqlite.engine';

// Every storage contract, on the embedded engine. The same contracts run on PostgreSQL elsewhere.
const engine = sqliteEngine();
unitOfWorkContract(engine);
auditStoreContract(engine);
documentStoreContract(engine);
editLockStoreContract(engine);
siteSettingsStoreContract(engine);
publicStoreContract(engine);
moduleStoreContract(engine);

describe('the synchronous transactions beside the unit of work on SQLite', () => {
  afterEach(() => engine.dispose());

  it('refuses to begin while a unit of work holds the one connection', async () => {
    const storage = await engine.open();
    let refusal: unknown;
    await storage.write('site', async (tx) => {
      await tx.audit.record({
        at: 1,
        account: 'chief',
        action: 'a',
        docId: null,
        revision: null,
        detail: null,
      });
      try {
        immediate(storage.legacyDb, () => undefined);
      } catch (error) {
        refusal = error;
      }
    });
    expect(String(refusal)).toMatch(/unit of work holds the connection/);
    expect(immediate(storage.legacyDb, () => 'after')).toBe('after');
  });
});
