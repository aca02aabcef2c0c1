import type { FastifyInstance } from 'fastify';
import { siteSettingsSchema } from '../../shared/authoring.schema';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import type { Clock } from '../platform/clock';
import type { Storage } from '../storage/storage';
import { publicChangeIn, type PublicChanges } from './public-changes.port';
import { bodyOf, requireAdmin, userWithRight, type GuardAccess } from './authoring.guard';

export interface SiteSettingsRouteDeps {
  access: GuardAccess;
  storage: Storage;
  clock: Clock;
  changes: PublicChanges;
}

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  { access, storage, clock, changes }: SiteSettingsRouteDeps,
): void {
  app.get('/backend/site/settings', async (request, reply) => {
    await userWithRight(request, access, SITE_RIGHTS_PATH, 'r');
    return reply.header('cache-control', 'no-store').send(await storage.stores.siteSettings.read());
  });

  app.put('/backend/site/settings', async (request, reply) => {
    // A site-wide switch, not content: administrators only (issue 22).
    const user = await requireAdmin(request, access);
    const next = bodyOf(siteSettingsSchema, request);
    // The settings and their audit row commit together; the answer is what was committed.
    const settings = await storage.write('site', async (tx) => {
      await tx.siteSettings.write(next);
      await tx.audit.record({
        at: clock.now(),
        account: user.account,
        action: 'settings.update',
        docId: null,
        revision: null,
        detail: JSON.stringify(next),
      });
      // Editing switches today, but site-wide: no rendered page is kept across them.
      await publicChangeIn(tx, changes, { type: 'site' });
      return tx.siteSettings.read();
    });
    return reply.header('cache-control', 'no-store').send(settings);
  });
}
