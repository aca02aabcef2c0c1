import type { FastifyInstance } from 'fastify';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';
import { AuditRepository } from './audit.repository';
import type { AuthoringAccess } from './authoring.guard';
import { AuthoringService } from './authoring.service';
import { DashboardService, type NewLetters } from './dashboard.service';
import { registerDashboardRoutes } from './dashboard.routes';
import { DocumentRepository } from './document.repository';
import { registerDocumentRoutes } from './documents.routes';
import { EditLockService } from './edit-lock.service';
import { ensureDocuments } from './ensure-documents';
import { registerHistoryRoutes } from './history.routes';
import { registerLockRoutes } from './lock.routes';
import { ModuleRepository } from './module.repository';
import { ModuleService } from './module.service';
import { registerModuleRoutes } from './modules.routes';
import { ReviewMail } from './review-mail';
import { registerReviewRoutes } from './review.routes';
import { installPreview } from './preview.hook';
import { ignorePublicChanges, type PublicChanges } from './public-changes.port';
import { PublicProjection } from './public-projection';
import { DEFAULT_SCHEDULER_INTERVAL_MS, PublishScheduler } from './publish.scheduler';
import { SiteSettingsRepository } from './site-settings.repository';
import { registerSiteSettingsRoutes } from './site-settings.routes';
import { registerTrashRoutes } from './trash.routes';
import { registerFileRoutes } from '../files/files.routes';
import type { MailQueue } from '../mail/mailer.port';
import type { Storage } from '../storage/storage';

export interface AuthoringDeps {
  db: SqliteDatabase;
  /** The async stores and unit of work (issue 25); `db` goes once every store has moved. */
  storage: Storage;
  clock: Clock;
  access: AuthoringAccess;
  schedulerIntervalMs?: number | undefined;
  uploadsDir: string;
  /** Jobs run on the scheduler's tick beside publishing (the accounts' maintenance). */
  maintenance?: ReadonlyArray<() => unknown>;
  /** Where review mail is queued (issue 23); without it, review steps send none. */
  mail?: MailQueue | undefined;
  /** `PUBLIC_ORIGIN`, for the links in review mail. */
  publicOrigin?: string | undefined;
  /** 新信件 on the dashboard. */
  letters: NewLetters;
  /** Told of every publish, withdrawal, new module and site-settings change (the page cache). */
  publicChanges?: PublicChanges | undefined;
}

/**
 * The authoring API (issue 13): documents with drafts and revisions, publishing, locks, trash,
 * audit and site settings. At start every published thing becomes a document, and whatever was
 * scheduled for a time that passed while the server was down is published before it listens.
 */
export async function registerAuthoring(
  app: FastifyInstance,
  {
    db,
    clock,
    access,
    schedulerIntervalMs,
    uploadsDir,
    maintenance = [],
    mail,
    publicOrigin,
    letters,
    publicChanges = ignorePublicChanges,
  }: AuthoringDeps,
): Promise<void> {
  ensureDocuments(db, clock.now());
  const docs = new DocumentRepository(db);
  const audit = new AuditRepository(db);
  const locks = new EditLockService(db, clock, audit);
  const projection = new PublicProjection(db, publicChanges);
  const settings = new SiteSettingsRepository(db);
  const reviewMail = mail ? new ReviewMail(mail, access.rights, access.users) : null;
  const authoring = new AuthoringService(db, clock, docs, audit, locks, projection, reviewMail);
  const scheduler = new PublishScheduler(
    authoring,
    (error) => app.log.error({ err: error }, 'scheduled work failed; retried on the next tick'),
    maintenance,
  );
  scheduler.start(schedulerIntervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS);
  // Ticks are synchronous, so once stopped none can meet the closed database.
  app.addHook('onClose', async () => scheduler.stop());

  installPreview(app, { access, docs, projection });
  registerDocumentRoutes(app, { access, authoring, docs, projection, settings });
  registerReviewRoutes(app, { access, authoring, settings, publicOrigin });
  registerDashboardRoutes(app, {
    access,
    dashboard: new DashboardService(db, clock, docs, authoring, access.rights, settings, letters),
  });
  registerHistoryRoutes(app, { access, authoring, docs, settings });
  registerLockRoutes(app, { access, authoring, locks });
  registerTrashRoutes(app, { access, authoring, docs });
  registerSiteSettingsRoutes(app, { access, settings, audit, db, clock, changes: publicChanges });
  registerModuleRoutes(app, {
    access,
    modules: new ModuleService(db, clock, new ModuleRepository(db), docs, audit, authoring, publicChanges),
  });
  await registerFileRoutes(app, { access, audit, clock, uploadsDir });
}
