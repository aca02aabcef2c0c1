import type { FastifyInstance } from 'fastify';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import { siteSettingsSchema } from '../../shared/site-settings.schema';
import { bodyOf, requireAdmin, userWithRight, type GuardAccess } from './authoring.guard';
import type { SiteSettingsService } from './site-settings.service';

export interface SiteSettingsRouteDeps {
  access: GuardAccess;
  settings: SiteSettingsService;
}

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  { access, settings }: SiteSettingsRouteDeps,
): void {
  app.get('/backend/site/settings', async (request, reply) => {
    await userWithRight(request, access, SITE_RIGHTS_PATH, 'r');
    return reply.header('cache-control', 'no-store').send(await settings.read());
  });

  app.put('/backend/site/settings', async (request, reply) => {
    // A site-wide switch, not content: administrators only (issue 22).
    const user = await requireAdmin(request, access);
    const next = await settings.update(user.account, bodyOf(siteSettingsSchema, request));
    return reply.header('cache-control', 'no-store').send(next);
  });
}
