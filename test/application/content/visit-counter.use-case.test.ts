import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import {
  createVisitCounter,
  VISIT_COUNTED_KEY,
} from '../../../src/application/content/visit-counter.use-case';
import type { VisitBeacons } from '../../../src/domain/content/content.port';

function beacons(overrides: Partial<VisitBeacons> = {}): jest.Mocked<VisitBeacons> {
  return {
    countVisit: jest.fn(() => Promise.resolve(12_345)),
    visitTotal: jest.fn(() => Promise.resolve(12_000)),
    countView: jest.fn(() => Promise.resolve()),
    ...overrides,
  } as jest.Mocked<VisitBeacons>;
}

/** A browser where no staff member is signed in: its reading counts. */
const visitor = () => true;

describe('the visit counter', () => {
  it('counts the first page of a browser session and shows the total it answers', async () => {
    const server = beacons();
    const session = new MemoryStore();
    await expect(createVisitCounter({ beacons: server, session, counts: visitor }).total()).resolves.toBe(
      12_345,
    );
    expect(server.countVisit).toHaveBeenCalledTimes(1);
    expect(session.get(VISIT_COUNTED_KEY)).toBe('true');
  });

  it('only reads the total after a reload in the same session, so reloads do not inflate it', async () => {
    const server = beacons();
    const session = new MemoryStore({ [VISIT_COUNTED_KEY]: 'true' });
    await expect(createVisitCounter({ beacons: server, session, counts: visitor }).total()).resolves.toBe(
      12_000,
    );
    expect(server.countVisit).not.toHaveBeenCalled();
  });

  it('asks the server once per page load, however many frames show the footer', async () => {
    const server = beacons();
    const counter = createVisitCounter({ beacons: server, session: new MemoryStore(), counts: visitor });
    await Promise.all([counter.total(), counter.total()]);
    await counter.total();
    expect(server.countVisit).toHaveBeenCalledTimes(1);
  });

  it('reads the total when the beacon fails, and leaves the visit to be counted next time', async () => {
    const server = beacons({ countVisit: jest.fn(() => Promise.reject(new Error('down'))) });
    const session = new MemoryStore();
    await expect(createVisitCounter({ beacons: server, session, counts: visitor }).total()).resolves.toBe(
      12_000,
    );
    expect(session.get(VISIT_COUNTED_KEY)).toBeNull();
  });

  it('has nothing to show when both the beacon and the total fail', async () => {
    const server = beacons({
      countVisit: jest.fn(() => Promise.reject(new Error('down'))),
      visitTotal: jest.fn(() => Promise.reject(new Error('down'))),
    });
    await expect(
      createVisitCounter({ beacons: server, session: new MemoryStore(), counts: visitor }).total(),
    ).resolves.toBeNull();
  });

  it('sends the view beacon of an item and swallows its failure', async () => {
    const countView = jest.fn(() => Promise.reject(new Error('down')));
    const counter = createVisitCounter({
      beacons: beacons({ countView }),
      session: new MemoryStore(),
      counts: visitor,
    });
    expect(() => counter.viewed('news', '01')).not.toThrow();
    await Promise.resolve();
    expect(countView).toHaveBeenCalledWith('news', '01');
  });

  it('counts nothing while a staff member is signed in, and still shows the total', async () => {
    const server = beacons();
    const session = new MemoryStore();
    let signedIn = true;
    const counter = createVisitCounter({ beacons: server, session, counts: () => !signedIn });
    await expect(counter.total()).resolves.toBe(12_000);
    counter.viewed('news', '01');
    expect(server.countVisit).not.toHaveBeenCalled();
    expect(server.countView).not.toHaveBeenCalled();
    expect(session.get(VISIT_COUNTED_KEY)).toBeNull();
    // Signed out in the same tab: the next item read is a visitor's again.
    signedIn = false;
    counter.viewed('news', '02');
    expect(server.countView).toHaveBeenCalledWith('news', '02');
  });
});
