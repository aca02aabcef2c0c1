import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { authenticatedUser } from '../auth/access-token.guard';
import type { GuardAccess } from './authoring.guard';
import type { DashboardService } from './dashboard.service';

/** **ext** GET /backend/dashboard → DashboardSummary for any signed-in account. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { access, dashboard }: { access: GuardAccess; dashboard: DashboardService },
): void {
  app.get(AUTHORING_PATHS.dashboard, async (request, reply) => {
    const user = await authenticatedUser(request, access.tokens, access.users);
    return reply.header('cache-control', 'no-store').send(await dashboard.summary(user.account));
  });
}
