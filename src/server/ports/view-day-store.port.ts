/** Views of one page (or the site's visits: path and id '') on one Taipei day. */
export interface DayViews {
  /** `YYYY-MM-DD` in Asia/Taipei. */
  day: string;
  /** The module's path; '' for a visit of the site (the hit counter). */
  path: string;
  /** The item's code, or a cms-single page's id; '' for a visit of the site. */
  id: string;
  count: number;
}

/** A module's views on one day; path '' holds the site's visits. */
export interface ModuleDayViews {
  day: string;
  path: string;
  count: number;
}

/** A page's views over a range, with its title and 網址代稱 as published now (null once removed). */
export interface PageViews {
  path: string;
  id: string;
  title: string | null;
  slug: string | null;
  count: number;
}

/**
 * 網站統計's daily counts: one row per site, day, module and item, added to by the visit counter's
 * flush. It holds no address and no visitor: only a day, a page and a number.
 */
export interface ViewDayStore {
  /** Adds each count to its day's row (`count = count + n`), so flushes of several processes add up. */
  add(views: readonly DayViews[]): Promise<void>;
  /** Views per day and module, days `from` to `to` (both `YYYY-MM-DD`, inclusive), by day then path. */
  byDayAndModule(from: string, to: string): Promise<ModuleDayViews[]>;
  /** Views per page (not the site's visits) over the days, the most viewed first (ties by path, id). */
  byPage(from: string, to: string): Promise<PageViews[]>;
}
