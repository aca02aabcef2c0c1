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
import type { Storage } from '../storage/storage';
import type { Actor, AuthoringService } from './authoring.service';
import type { DocumentView } from './document-view';
import { NOT_IN_REVIEW, type StoredDocument } from './document-store.port';
import { ignorePublicChanges, publicChangeIn, type PublicChanges } from './public-changes.port';

/** The frame of a module when neither the request nor the home page names one. */
const FALLBACK_FRAME = 'template-001';

/**
 * 新增單元 (issue 22): a module as the demo seeder and `ensureDocuments` would have made it. In one
 * transaction: the modules row (public at once, so its page and empty list answer), its
 * `settings:{path}` document published at revision 1, for a single page an empty `page:{path}`
 * draft (unpublished: the page answers 404 until it is written and published), and the audit row.
 * The unit of work is the settings document's: a second request for the same path waits, then
 * finds it taken.
 */
export class ModuleService {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly authoring: AuthoringService,
    private readonly changes: PublicChanges = ignorePublicChanges,
  ) {}

  list(): Promise<ModuleSummary[]> {
    return this.storage.stores.modules.list();
  }

  async create(actor: Actor, body: ModuleCreateBody): Promise<DocumentView> {
    const now = this.clock.now();
    const { path, kind } = body;
    const settingsId = documentIdOf({ type: 'settings', path });
    await this.storage.write({ document: settingsId }, async (tx) => {
      // A trashed or orphaned document of the same path would be revived with the wrong data.
      if ((await tx.modules.taken(path)) || (await tx.documents.find(settingsId)))
        throw new ApiError(409, MODULE_PATH_TAKEN_TEXT, { path: MODULE_PATH_TAKEN_TEXT });
      const info = newModuleInfo(body, (await tx.modules.homeFrame()) ?? FALLBACK_FRAME);
      const setting = defaultMenuSetting(kind);
      await tx.modules.insert(path, kind, info, setting);
      const settings = { info, setting };
      await tx.documents.insert(this.newDocument(settingsId, 'settings', path, settings, actor, now, true));
      await tx.documents.insertRevision(settingsId, 1, 'publish', settings, actor.account, now);
      if (kind === 'single') {
        const pageId = documentIdOf({ type: 'page', path });
        const page = emptyPage(path, info.title);
        await tx.documents.insert(this.newDocument(pageId, 'page', path, page, actor, now, false));
        await tx.documents.insertRevision(pageId, 1, 'create', page, actor.account, now);
      }
      await tx.audit.record({
        at: now,
        account: actor.account,
        action: 'module.create',
        docId: settingsId,
        revision: 1,
        detail: JSON.stringify({ path, kind, title: info.title, templateKey: info.templateKey }),
      });
      // The module's settings are published at once, and its path stops being a 404.
      await publicChangeIn(tx, this.changes, { type: 'settings', path });
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
