import { VisitCounter } from '../../../src/server/content/visit-counter';
import { openSqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import type { Storage } from '../../../src/server/ports/storage.port';
import { ManualClock } from '../support/manual.clock';

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
    const counter = new VisitCounter(storage, new ManualClock(Date.parse('2026-11-30T10:00:00+08:00')));
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
    const counter = new VisitCounter(storage, new ManualClock(Date.parse('2026-11-30T10:00:00+08:00')));
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
    const counter = new VisitCounter(failing, new ManualClock(Date.parse('2026-11-30T10:00:00+08:00')));
    counter.countView('news', 'n1');
    await counter.countHit();
    await expect(counter.flush()).rejects.toThrow('database is locked');
    expect(counter.unflushedViews('news', 'n1')).toBe(1);
    expect(await counter.totalHits()).toBe(1);
    expect(await storedViews(storage)).toBe(0);
  });

  it('writes what is counted when it stops, after a flush still under way', async () => {
    const counter = new VisitCounter(storage, new ManualClock(Date.parse('2026-11-30T10:00:00+08:00')));
    counter.countView('news', 'n1');
    const flushing = counter.flush();
    counter.countView('news', 'n1');
    await counter.stop();
    await flushing;
    expect(await storedViews(storage)).toBe(2);
  });

  it('adds each view and visit to its Taipei day in the same flush: 23:59 and 00:01 are two days', async () => {
    const clock = new ManualClock(Date.parse('2026-11-30T23:59:00+08:00'));
    const counter = new VisitCounter(storage, clock);
    counter.countView('news', 'n1');
    await counter.countHit();
    clock.advanceSeconds(120);
    counter.countView('news', 'n1');
    counter.countView('news', 'n1');
    await counter.flush();
    expect(await storedViews(storage)).toBe(3);
    expect(await storage.stores.viewDays.byDayAndModule('2026-11-01', '2026-12-31')).toEqual([
      { day: '2026-11-30', path: '', count: 1 },
      { day: '2026-11-30', path: 'news', count: 1 },
      { day: '2026-12-01', path: 'news', count: 2 },
    ]);
  });

  it('keeps the days of a failed write for the next flush', async () => {
    let fail = true;
    const flaky: Storage = {
      ...storage,
      write: ((lock, work) =>
        fail
          ? Promise.reject(new Error('database is locked'))
          : storage.write(lock, work)) as Storage['write'],
    };
    const clock = new ManualClock(Date.parse('2026-11-30T23:59:00+08:00'));
    const counter = new VisitCounter(flaky, clock);
    counter.countView('news', 'n1');
    await expect(counter.flush()).rejects.toThrow('database is locked');
    clock.advanceSeconds(120);
    fail = false;
    await counter.flush();
    expect(await storage.stores.viewDays.byPage('2026-11-30', '2026-11-30')).toEqual([
      { path: 'news', id: 'n1', title: '新聞', slug: null, count: 1 },
    ]);
  });
});
