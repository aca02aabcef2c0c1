import { ApiError, NetworkError, RetryRequiredError } from '../../domain/errors/api-errors';
import { rangeProblem } from '../../domain/statistics/statistics-range';
import { statisticsCsvName } from '../../domain/statistics/statistics-view';
import type { StatisticsRange, StatisticsSource } from '../../domain/statistics/statistics.port';
import type { StatisticsReport } from '../../shared/statistics.types';

export type StatisticsOutcome =
  | { kind: 'report'; report: StatisticsReport }
  /** Nothing sent, or the server refused the range (400): what to fix. */
  | { kind: 'invalid'; message: string }
  /** The account may not see the statistics (403). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

export type StatisticsExportOutcome =
  { kind: 'exported'; fileName: string; text: string } | { kind: 'invalid' | 'failed'; message: string };

export const NOT_STATISTICS_STAFF = '您沒有檢視網站統計的權限。若需要，請洽網站管理者。';

function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.description) return error.description;
    if (error.status === 403) return NOT_STATISTICS_STAFF;
    return fallback;
  }
  if (error instanceof NetworkError || error instanceof RetryRequiredError) return error.message;
  return fallback;
}

/** What 網站統計 gets once its chunk has loaded: the use cases bound to the statistics port. */
export interface StatisticsKit {
  load(range: StatisticsRange): Promise<StatisticsOutcome>;
  exportCsv(range: StatisticsRange): Promise<StatisticsExportOutcome>;
}

export function statisticsKitOver(source: StatisticsSource): StatisticsKit {
  return {
    async load(range) {
      const problem = rangeProblem(range);
      if (problem !== null) return { kind: 'invalid', message: problem };
      try {
        return { kind: 'report', report: await source.report(range) };
      } catch (error) {
        const message = failureText(error, '無法載入網站統計，請稍後再試。');
        if (error instanceof ApiError && error.status === 403) return { kind: 'refused', message };
        if (error instanceof ApiError && error.status === 400) return { kind: 'invalid', message };
        return { kind: 'failed', message };
      }
    },
    async exportCsv(range) {
      const problem = rangeProblem(range);
      if (problem !== null) return { kind: 'invalid', message: problem };
      try {
        return {
          kind: 'exported',
          fileName: statisticsCsvName(range.from, range.to),
          text: await source.csv(range),
        };
      } catch (error) {
        return { kind: 'failed', message: failureText(error, '無法匯出網站統計，請稍後再試。') };
      }
    },
  };
}
