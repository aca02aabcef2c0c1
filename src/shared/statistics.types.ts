/**
 * 網站統計 (docs/api.md, "Statistics"): views counted by the server itself per Taipei day, for
 * staff. No third-party tracker, no cookie, no address kept.
 */

/** The longest range one report covers, in days (a leap year). */
export const STATISTICS_MAX_DAYS = 366;

/** The range a report covers when none is asked: the last 30 days, today included. */
export const STATISTICS_DEFAULT_DAYS = 30;

/** One day: the pages' views, and the site's visits (the hit counter). */
export interface StatisticsDay {
  /** `YYYY-MM-DD` in Asia/Taipei. */
  day: string;
  views: number;
  visits: number;
}

/** One calendar month of the range (its days within the range only). */
export interface StatisticsMonth {
  /** `YYYY-MM`. */
  month: string;
  views: number;
  visits: number;
}

export interface StatisticsModule {
  path: string;
  /** The module's title as published; the path when the module is gone. */
  title: string;
  views: number;
}

/** A page as the report names it: its title, its module's, and what its address is made of. */
export interface StatisticsPageRef {
  path: string;
  /** The item's id; '' for a single page itself. */
  id: string;
  /** The page's title as published, or a sentence saying it was removed. */
  title: string;
  moduleTitle: string;
  /** A cms-single page: its address is the module's own. */
  single: boolean;
  /** 網址代稱, the address visitors read it at; null when it has none. */
  slug: string | null;
  /** False once the page is no longer published: it has no address to link to. */
  published: boolean;
}

export interface StatisticsPage extends StatisticsPageRef {
  views: number;
}

/** One page's 頁面回饋 answers in the range (「這個頁面對您有幫助嗎？」). */
export interface StatisticsFeedbackPage extends StatisticsPageRef {
  yes: number;
  no: number;
  /** 有幫助比率: the share of 是 as a whole percentage, null with no answers. */
  rate: number | null;
}

/** **ext** 頁面回饋 in the range: pages the caller may read, the most 否 first; and the totals. */
export interface StatisticsFeedback {
  pages: StatisticsFeedbackPage[];
  total: { yes: number; no: number; rate: number | null };
}

/** GET /backend/statistics?from=&to= (both `YYYY-MM-DD`, inclusive). */
export interface StatisticsReport {
  from: string;
  to: string;
  /** Every day of the range, days without views as 0, oldest first. */
  days: StatisticsDay[];
  months: StatisticsMonth[];
  /** Modules the caller may read that had views, the most viewed first. */
  modules: StatisticsModule[];
  /** Pages the caller may read that had views, the most viewed first. */
  pages: StatisticsPage[];
  total: { views: number; visits: number };
  /** **ext** 頁面回饋's answers per page in the range. */
  feedback: StatisticsFeedback;
}
