import { documentIdOf } from '../../shared/document-id';
import {
  defaultMenuSetting,
  emptyPage,
  MODULE_PATH_TAKEN_TEXT,
  newModuleInfo,
  type ModuleCreateBody,
  type ModuleSummary,
} from '../../shared/modules.schema';
import { ApiError } from '../http/api-error';
import type { Clock } from '../platform/clock';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { AuditRepository } from './audit.repository';
import type { Actor, AuthoringService } from './authoring.service';
import type { DocumentView } from './document-view';
import { NOT_IN_REVIEW, type DocumentRepository, type StoredDocument } from './document.repository';
import type { ModuleRepository } from './module.repository';
import { ignorePublicChanges, type PublicChanges } from './public-changes.port';

/** The frame of a module when neither the request nor the home page names one. */
const FALLBACK_FRAME = 'template-001';

/**
 * 新增單元 (issue 22): a module as the demo seeder and `ensureDocuments` would have made it. In one
 * transaction: the modules row (public at once, so its page and empty list answer), its
 * `settings:{path}` document published at revision 1, for a single page an empty `page:{path}`
 * draft (unpublished: the page answers 404 until it is written and published), and the audit row.
 */
export class ModuleService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly modules: ModuleRepository,
    private readonly docs: DocumentRepository,
    private readonly audit: AuditRepository,
    private readonly authoring: AuthoringService,
    private readonly changes: PublicChanges = ignorePublicChanges,
  ) {}

  list(): ModuleSummary[] {
    return this.modules.list();
  }

  create(actor: Actor, body: ModuleCreateBody): DocumentView {
    const now = this.clock.now();
    const { path, kind } = body;
    const settingsId = documentIdOf({ type: 'settings', path });
    immediate(this.db, () => {
      // A trashed or orphaned document of the same path would be revived with the wrong data.
      if (this.modules.taken(path) || this.docs.find(settingsId))
        throw new ApiError(409, MODULE_PATH_TAKEN_TEXT, { path: MODULE_PATH_TAKEN_TEXT });
      const info = newModuleInfo(body, this.modules.homeFrame() ?? FALLBACK_FRAME);
      const setting = defaultMenuSetting(kind);
      this.modules.insert(path, kind, info, setting);
      const settings = { info, setting };
      this.docs.insert(this.newDocument(settingsId, 'settings', path, settings, actor, now, true));
      this.docs.insertRevision(settingsId, 1, 'publish', settings, actor.account, now);
      if (kind === 'single') {
        const pageId = documentIdOf({ type: 'page', path });
        const page = emptyPage(path, info.title);
        this.docs.insert(this.newDocument(pageId, 'page', path, page, actor, now, false));
        this.docs.insertRevision(pageId, 1, 'create', page, actor.account, now);
      }
      this.audit.record({
        at: now,
        account: actor.account,
        action: 'module.create',
        docId: settingsId,
        revision: 1,
        detail: JSON.stringify({ path, kind, title: info.title, templateKey: info.templateKey }),
      });
      // The module's settings are published at once, and its path stops being a 404.
      this.changes.onPublicChange({ type: 'settings', path });
    });
    return this.authoring.view(settingsId);
  }

  private newDocument(
    docId: string,
    type: 'settings' | 'page',
    path: string,
    draft: unknown,
    actor: Actor,
    now: number,
    published: boolean,
  ): StoredDocument {
    return {
      docId,
      type,
      rightsPath: path,
      revision: 1,
      draft,
      publishedRevision: published ? 1 : null,
      createdAt: now,
      updatedAt: now,
      updatedBy: actor.account,
      publishedAt: published ? now : null,
      publishAt: null,
      publishRevision: null,
      unpublishAt: null,
      deletedAt: null,
      deletedBy: null,
      review: NOT_IN_REVIEW,
    };
  }
}
