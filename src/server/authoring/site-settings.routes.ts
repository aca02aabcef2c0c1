import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { siteSettingsSchema } from '../../shared/site-settings.schema';
import { bodyOf, signedIn, type GuardAccess } from './authoring.guard';
import type { SiteSettingsService } from './site-settings.service';

export interface SiteSettingsRouteDeps {
  access: GuardAccess;
  settings: SiteSettingsService;
}

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  { access, settings }: SiteSettingsRouteDeps,
): void {
  app.get(AUTHORING_PATHS.siteSettings, async (request, reply) => {
    // Every signed-in account reads them, whatever its rights: a writer whose rights are on one
    // module must still learn that 送審 is required there. Nothing in them is secret.
    await signedIn(request, access);
    return reply.header('cache-control', 'no-store').send(await settings.read());
  });

  app.put(AUTHORING_PATHS.siteSettings, async (request, reply) => {
    const user = await signedIn(request, access);
    const next = await settings.update(user.account, bodyOf(siteSettingsSchema, request));
    return reply.header('cache-control', 'no-store').send(next);
  });
}
