import { immediate } from '../../../src/server/storage/sqlite/sqlite-database';
import { isDerivedTable, TABLE_ORDER } from '../../../src/server/storage/copy-tables';
import { everyEngineContract } from './contract/every-engine.contract';
import { sqliteEngine } from './engines/sqlite.engine';

// Every storage contract, on the embedded engine. The same contracts run on PostgreSQL elsewhere.
const engine = sqliteEngine();
everyEngineContract(engine);

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
    )
      .map((row) => row.name)
      .filter((name) => !isDerivedTable(name));
    expect([...TABLE_ORDER].sort()).toEqual(tables.sort());
    expect(new Set(TABLE_ORDER).size).toBe(TABLE_ORDER.length);
  });
});
