import { VisitCounter } from '../../../src/server/content/visit-counter';
import { openSqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import type { Storage } from '../../../src/server/ports/storage.port';

function openWithItem(): Storage {
  const storage = openSqliteStorage(':memory:');
  const db = storage.sqliteDb;
  db.prepare(
    "INSERT INTO modules (site, path, kind, info_json, setting_json) VALUES ('default', 'news', 'normal', '{}', '{}')",
  ).run();
  db.prepare(
    `INSERT INTO items (site, module_path, id, kind, position, title, search_text, json)
     VALUES ('default', 'news', 'n1', 'normal', 0, '新聞', '', '{"id":"n1"}')`,
  ).run();
  return storage;
}

const storedViews = async (storage: Storage) => (await storage.stores.content.item('news', 'n1'))?.views;

describe('the visit counter', () => {
  let storage: Storage;

  beforeEach(() => {
    storage = openWithItem();
  });

  afterEach(() => storage.close());

  it('adds up 20 flushes started at once while beacons keep arriving, losing and doubling nothing', async () => {
    const counter = new VisitCounter(storage);
    const flushes: Array<Promise<void>> = [];
    for (let round = 0; round < 20; round += 1) {
      counter.countView('news', 'n1');
      counter.countView('news', 'n1');
      void counter.countHit();
      flushes.push(counter.flush());
    }
    await Promise.all(flushes);
    expect(await storedViews(storage)).toBe(40);
    expect(await storage.stores.content.hits()).toBe(20);
    expect(counter.unflushedViews('news', 'n1')).toBe(0);
    expect(await counter.totalHits()).toBe(20);
  });

  it('still counts a batch as unflushed while its write is under way', async () => {
    const counter = new VisitCounter(storage);
    counter.countView('news', 'n1');
    const flushing = counter.flush();
    counter.countView('news', 'n1');
    expect(counter.unflushedViews('news', 'n1')).toBe(2);
    await flushing;
    expect(counter.unflushedViews('news', 'n1')).toBe(1);
    expect(await storedViews(storage)).toBe(1);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const failing: Storage = {
      ...storage,
      write: () => Promise.reject(new Error('database is locked')),
    };
    const counter = new VisitCounter(failing);
    counter.countView('news', 'n1');
    await counter.countHit();
    await expect(counter.flush()).rejects.toThrow('database is locked');
    expect(counter.unflushedViews('news', 'n1')).toBe(1);
    expect(await counter.totalHits()).toBe(1);
    expect(await storedViews(storage)).toBe(0);
  });

  it('writes what is counted when it stops, after a flush still under way', async () => {
    const counter = new VisitCounter(storage);
    counter.countView('news', 'n1');
    const flushing = counter.flush();
    counter.countView('news', 'n1');
    await counter.stop();
    await flushing;
    expect(await storedViews(storage)).toBe(2);
  });
});
