import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { signedIn, type GuardAccess } from '../authoring/authoring.guard';
import type { SiteChecklistService } from './checklist.service';

/** **ext** GET /backend/site/checklist → SiteChecklist (政府網站檢核); administrators only, 403 in zh-TW otherwise. */
export function registerChecklistRoutes(
  app: FastifyInstance,
  { access, checklist }: { access: GuardAccess; checklist: SiteChecklistService },
): void {
  app.get(AUTHORING_PATHS.siteChecklist, async (request, reply) => {
    const user = await signedIn(request, access);
    return reply.header('cache-control', 'no-store').send(await checklist.check(user.account));
  });
}
