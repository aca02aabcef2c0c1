import type { FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock';
import type { AuthoringAccess } from './authoring.guard';
import { AuthoringService } from './authoring.service';
import { DashboardService, type NewLetters } from './dashboard.service';
import { registerDashboardRoutes } from './dashboard.routes';
import { DocumentListsService } from './document-lists.service';
import { registerDocumentRoutes } from './documents.routes';
import { EditLockService } from './edit-lock.service';
import { ensureDocuments } from './ensure-documents';
import { registerHistoryRoutes } from './history.routes';
import { registerLockRoutes } from './lock.routes';
import { ModuleService } from './module.service';
import { registerModuleRoutes } from './modules.routes';
import { ReviewMail } from './review-mail';
import { registerReviewRoutes } from './review.routes';
import { installPreview } from './preview.hook';
import { PreviewDrafts } from './preview.service';
import { ignorePublicChanges } from './public-changes';
import type { PublicChanges } from '../ports/public-changes.port';
import { PublicProjection } from './public-projection';
import { DEFAULT_SCHEDULER_INTERVAL_MS, PublishScheduler } from './publish.scheduler';
import { registerSiteSettingsRoutes } from './site-settings.routes';
import { SiteSettingsService } from './site-settings.service';
import { registerTrashRoutes } from './trash.routes';
import { registerFileRoutes } from '../files/files.routes';
import { UploadService } from '../files/upload.service';
import type { MailQueue } from '../ports/mailer.port';
import type { SiteStorage } from '../ports/storage.port';

export interface AuthoringDeps {
  /** The async stores and unit of work. */
  storage: SiteStorage;
  clock: Clock;
  access: AuthoringAccess;
  schedulerIntervalMs?: number | undefined;
  uploadsDir: string;
  /** The uploads the server writes itself on first request (the demo photos). */
  mediaReady?: ((fileId: string) => Promise<void> | undefined) | undefined;
  /** Jobs run on the scheduler's tick beside publishing (the accounts' maintenance). */
  maintenance?: ReadonlyArray<() => unknown>;
  /** Where review mail is queued; without it, review steps send none. */
  mail?: MailQueue | undefined;
  /** `PUBLIC_ORIGIN`, for the links in review mail. */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
  /** 新信件 on the dashboard. */
  letters: NewLetters;
  /** Told of every publish, withdrawal, new module and site-settings change (the page cache). */
  publicChanges?: PublicChanges | undefined;
}

/**
 * The authoring API: documents with drafts and revisions, publishing, locks, trash,
 * audit and site settings. At start every published thing becomes a document, and whatever was
 * scheduled for a time that passed while the server was down is published before it listens.
 */
export async function registerAuthoring(
  app: FastifyInstance,
  {
    storage,
    clock,
    access,
    schedulerIntervalMs,
    uploadsDir,
    mediaReady,
    maintenance = [],
    mail,
    publicOrigin,
    publicHosts,
    letters,
    publicChanges = ignorePublicChanges,
  }: AuthoringDeps,
): Promise<void> {
  await ensureDocuments(storage, clock.now());
  const { stores } = storage;
  const locks = new EditLockService(storage, clock);
  const projection = new PublicProjection(publicChanges);
  const reviewMail = mail ? new ReviewMail(mail) : null;
  const authoring = new AuthoringService(storage, clock, locks, projection, reviewMail);
  const scheduler = new PublishScheduler(
    authoring,
    (error) => app.log.error({ err: error }, 'scheduled work failed; retried on the next tick'),
    maintenance,
  );
  scheduler.start(schedulerIntervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS);
  // The first tick (what fell due while the server was down) ends before the server listens.
  await scheduler.tick();
  // stop() waits for a tick in progress, so none can meet the closed database.
  app.addHook('onClose', async () => scheduler.stop());

  installPreview(app, { access, stores, previews: new PreviewDrafts(stores, projection) });
  const lists = new DocumentListsService(storage, authoring);
  registerDocumentRoutes(app, { access, authoring, lists });
  registerReviewRoutes(app, {
    access,
    authoring,
    publicOrigin,
    publicHosts,
  });
  registerDashboardRoutes(app, {
    access,
    dashboard: new DashboardService(storage, clock, authoring, letters),
  });
  registerHistoryRoutes(app, { access, authoring });
  registerLockRoutes(app, { access, locks });
  registerTrashRoutes(app, { access, authoring, lists });
  registerSiteSettingsRoutes(app, {
    access,
    settings: new SiteSettingsService(storage, clock, publicChanges),
  });
  registerModuleRoutes(app, {
    access,
    modules: new ModuleService(storage, clock, authoring, publicChanges),
  });
  await registerFileRoutes(app, {
    access,
    uploads: new UploadService({ storage, clock, uploadsDir }),
    uploadsDir,
    mediaReady,
  });
}
