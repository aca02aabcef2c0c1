import type { ResolutionContext } from 'inversify';
import { ApiStatistics } from '../adapters/http/api-statistics.adapter';
import type { ApiClient } from '../application/api/api-client';
import { statisticsKitOver, type StatisticsKit } from '../application/statistics/statistics-kit';
import { TYPES } from './symbols';

/** 網站統計's half of the composition root, in its own chunk: the adapter and the use cases. */
export function statisticsKitFrom(ctx: ResolutionContext): StatisticsKit {
  return statisticsKitOver(new ApiStatistics(ctx.get<ApiClient>(TYPES.ApiClient)));
}
