import { immediate } from '../../../src/server/storage/sqlite/sqlite-database';
import { TABLE_ORDER } from '../../../src/server/storage/copy-tables';
import { auditStoreContract } from './contract/audit-store.contract';
import { contentStoreContract } from './contract/content-store.contract';
import { seoStoreContract } from './contract/seo-store.contract';
import { letterStoreContract } from './contract/letter-store.contract';
import { outboxStoreContract } from './contract/outbox-store.contract';
import { accountStoreContract } from './contract/account-store.contract';
import { loginAttemptStoreContract } from './contract/login-attempt-store.contract';
import { tokenStoreContract } from './contract/token-store.contract';
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
contentStoreContract(engine);
seoStoreContract(engine);
outboxStoreContract(engine);
letterStoreContract(engine);
tokenStoreContract(engine);
loginAttemptStoreContract(engine);
accountStoreContract(engine);
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
        immediate(storage.sqliteDb, () => undefined);
      } catch (error) {
        refusal = error;
      }
    });
    expect(String(refusal)).toMatch(/unit of work holds the connection/);
    expect(immediate(storage.sqliteDb, () => 'after')).toBe('after');
  });
});

describe('the list of tables a copy and a backup walk', () => {
  afterEach(() => engine.dispose());

  it('names every table the migrations create, each once', async () => {
    const storage = await engine.open();
    const tables = (
      storage.sqliteDb
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as Array<{ name: string }>
    ).map((row) => row.name);
    expect([...TABLE_ORDER].sort()).toEqual(tables.sort());
    expect(new Set(TABLE_ORDER).size).toBe(TABLE_ORDER.length);
  });
});
