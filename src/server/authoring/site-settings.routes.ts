import type { FastifyInstance } from 'fastify';
import { siteSettingsSchema } from '../../shared/authoring.schema';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';
import type { AuditRepository } from './audit.repository';
import type { PublicChanges } from './public-changes.port';
import { bodyOf, requireAdmin, userWithRight, type AuthoringAccess } from './authoring.guard';
import type { SiteSettingsRepository } from './site-settings.repository';

export interface SiteSettingsRouteDeps {
  access: AuthoringAccess;
  settings: SiteSettingsRepository;
  audit: AuditRepository;
  db: SqliteDatabase;
  clock: Clock;
  changes: PublicChanges;
}

export function registerSiteSettingsRoutes(
  app: FastifyInstance,
  { access, settings, audit, db, clock, changes }: SiteSettingsRouteDeps,
): void {
  app.get('/backend/site/settings', async (request, reply) => {
    userWithRight(request, access, SITE_RIGHTS_PATH, 'r');
    return reply.header('cache-control', 'no-store').send(settings.read());
  });

  app.put('/backend/site/settings', async (request, reply) => {
    // A site-wide switch, not content: administrators only (issue 22).
    const user = requireAdmin(request, access);
    const next = bodyOf(siteSettingsSchema, request);
    immediate(db, () => {
      settings.write(next);
      audit.record({
        at: clock.now(),
        account: user.account,
        action: 'settings.update',
        docId: null,
        revision: null,
        detail: JSON.stringify(next),
      });
      // Editing switches today, but site-wide: no rendered page is kept across them.
      changes.onPublicChange({ type: 'site' });
    });
    return reply.header('cache-control', 'no-store').send(settings.read());
  });
}
