import type { StatisticsReport } from '../../shared/statistics.types';

/** The range of a report: `YYYY-MM-DD`, both days included. */
export interface StatisticsRange {
  from: string;
  to: string;
}

/**
 * 網站統計 (docs/api.md, "Statistics", **ext**): administrators and staff with a read right.
 * Failures reject with the api client's typed errors (`ApiError` with the server's zh-TW words).
 */
export interface StatisticsSource {
  report(range: StatisticsRange): Promise<StatisticsReport>;
  /** The report as CSV text (UTF-8; the byte order mark is the saver's business). */
  csv(range: StatisticsRange): Promise<string>;
}
