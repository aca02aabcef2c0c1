import type { VisitBeacons } from '../../domain/content/content.port';
import type { KeyValueStorage } from '../../domain/storage/storage.port';

/** The per-tab flag (sessionStorage) that says this browser session's visit was counted. */
export const VISIT_COUNTED_KEY = 'site.visitCounted';

export interface VisitCounterDeps {
  beacons: VisitBeacons;
  /** sessionStorage: a reload or a new page in the same tab is the same visit. */
  session: KeyValueStorage;
}

export interface VisitCounter {
  /** The 瀏覽人次 to show, or null when the counter could not be read (the footer shows nothing). */
  total(): Promise<number | null>;
  /** Counts a view of an item; failures are ignored, a counter is never worth a dialog. */
  viewed(path: string, id: string): void;
}

/**
 * 瀏覽人次: the visit beacon is sent once per browser session, so reloads do not inflate
 * the count; later pages and reloads only read the total. When the beacon fails the total is read
 * instead, and when that fails too there is nothing to show. Asked once per page load: every frame
 * of a visit shows the same number.
 */
export function createVisitCounter({ beacons, session }: VisitCounterDeps): VisitCounter {
  let answer: Promise<number | null> | null = null;

  const read = (): Promise<number | null> => beacons.visitTotal().catch(() => null);

  const count = async (): Promise<number | null> => {
    if (session.get(VISIT_COUNTED_KEY) === 'true') return read();
    try {
      const total = await beacons.countVisit();
      session.set(VISIT_COUNTED_KEY, 'true');
      return total;
    } catch {
      return read();
    }
  };

  return {
    total: () => (answer ??= count()),
    viewed: (path, id) => {
      beacons.countView(path, id).catch(() => undefined);
    },
  };
}
