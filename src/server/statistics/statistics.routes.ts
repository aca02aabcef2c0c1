import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { signedIn, type GuardAccess } from '../authoring/authoring.guard';
import type { DayPeriodQuery } from '../platform/day-period';
import type { StatisticsService } from './statistics.service';

/** **ext** 網站統計: the report and its CSV, for administrators and staff with a read right. */
export function registerStatisticsRoutes(
  app: FastifyInstance,
  { access, statistics }: { access: GuardAccess; statistics: StatisticsService },
): void {
  app.get<{ Querystring: DayPeriodQuery }>(AUTHORING_PATHS.statistics, async (request, reply) => {
    const user = await signedIn(request, access);
    return reply
      .header('cache-control', 'no-store')
      .send(await statistics.report(user.account, request.query));
  });

  app.get<{ Querystring: DayPeriodQuery }>(AUTHORING_PATHS.statisticsExport, async (request, reply) => {
    const user = await signedIn(request, access);
    const { fileName, text } = await statistics.csv(user.account, request.query);
    return reply
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(text);
  });
}
