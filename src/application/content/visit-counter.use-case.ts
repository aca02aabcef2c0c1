import type { VisitBeacons } from '../../domain/content/content.port';
import type { KeyValueStorage } from '../../domain/storage/storage.port';

/** The per-tab flag (sessionStorage) that says this browser session's visit was counted. */
export const VISIT_COUNTED_KEY = 'site.visitCounted';

export interface VisitCounterDeps {
  beacons: VisitBeacons;
  /** sessionStorage: a reload or a new page in the same tab is the same visit. */
  session: KeyValueStorage;
  /**
   * Whether this browser's reading counts: not while a staff member is signed in (the session's
   * `isLoggedIn`). 網站統計 is the public's: an editor opening a page in edit mode, a preview, or
   * checking a page just published is not a visitor, and on a small site such views would be a
   * large part of the figures.
   */
  counts: () => boolean;
}

export interface VisitCounter {
  /** The 瀏覽人次 to show, or null when the counter could not be read (the footer shows nothing). */
  total(): Promise<number | null>;
  /** Counts a view of an item; failures are ignored, a counter is never worth a dialog. */
  viewed(path: string, id: string): void;
}

/**
 * 瀏覽人次: the visit beacon is sent once per browser session, so reloads do not inflate
 * the count, and never by a signed-in staff member, who only reads the total; later pages and
 * reloads only read the total. When the beacon fails the total is read instead, and when that fails
 * too there is nothing to show. Asked once per page load: every frame of a visit shows the same
 * number.
 */
export function createVisitCounter({ beacons, session, counts }: VisitCounterDeps): VisitCounter {
  let answer: Promise<number | null> | null = null;

  const read = (): Promise<number | null> => beacons.visitTotal().catch(() => null);

  const count = async (): Promise<number | null> => {
    if (!counts() || session.get(VISIT_COUNTED_KEY) === 'true') return read();
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
      if (!counts()) return;
      beacons.countView(path, id).catch(() => undefined);
    },
  };
}
