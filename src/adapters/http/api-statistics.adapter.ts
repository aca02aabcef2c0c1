import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { StatisticsRange, StatisticsSource } from '../../domain/statistics/statistics.port';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { StatisticsReport } from '../../shared/statistics.types';

/** 網站統計 words every failure in place (a 403 is a sentence, not a dialog). */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/** The statistics port over the api client (docs/api.md, "Statistics"). */
export class ApiStatistics implements StatisticsSource {
  constructor(private readonly api: ApiClient) {}

  report(range: StatisticsRange): Promise<StatisticsReport> {
    return this.api.get<StatisticsReport>(AUTHORING_PATHS.statistics, {
      ...INLINE,
      params: { from: range.from, to: range.to },
    });
  }

  csv(range: StatisticsRange): Promise<string> {
    return this.api.get<string>(AUTHORING_PATHS.statisticsExport, {
      ...INLINE,
      params: { from: range.from, to: range.to },
      headers: { Accept: 'text/csv' },
      text: true,
    });
  }
}
