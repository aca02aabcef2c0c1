import { documentIdOf } from '../../shared/document-id';
import {
  defaultMenuSetting,
  emptyPage,
  MODULE_PATH_TAKEN_TEXT,
  newModuleInfo,
  type ModuleCreateBody,
  type ModuleSummary,
} from '../../shared/modules.schema';
import { conflict, notFound } from '../platform/refusals';
import { requireAdministrator } from './authoring-rules';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SiteStorage } from '../ports/storage.port';
import type { Actor, AuthoringService } from './authoring.service';
import type { DocumentView } from './document-view';
import { firstRevision } from './first-revision';
import { ignorePublicChanges, publicChangeIn } from './public-changes';
import type { PublicChanges } from '../ports/public-changes.port';
import { linkHolderName, linksToModule } from './module-links';
import type { TransactionStores } from '../ports/unit-of-work.port';

/** The frame of a module when neither the request nor the home page names one. */
const FALLBACK_FRAME = 'template-001';

/**
 * 新增單元: a module as a seed and `ensureDocuments` would have made it. In one
 * transaction: the modules row (public at once, so its page and empty list answer), its
 * `settings:{path}` document published at revision 1, for a single page an empty `page:{path}`
 * draft (unpublished: the page answers 404 until it is written and published), and the audit row.
 * The unit of work is the settings document's: a second request for the same path waits, then
 * finds it taken.
 */
export class ModuleService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly authoring: AuthoringService,
    private readonly changes: PublicChanges = ignorePublicChanges,
  ) {
    this.audit = new AuditWriter(clock);
  }

  list(): Promise<ModuleSummary[]> {
    return this.storage.stores.modules.list();
  }

  async create(actor: Actor, body: ModuleCreateBody): Promise<DocumentView> {
    const now = this.clock.now();
    const { path, kind } = body;
    const settingsId = documentIdOf({ type: 'settings', path });
    await this.storage.write({ document: settingsId }, async (tx) => {
      // Making a module changes the site's structure: administrators only.
      await requireAdministrator(tx, actor.account);
      // A trashed or orphaned document of the same path would be revived with the wrong data.
      if ((await tx.modules.taken(path)) || (await tx.documents.find(settingsId)))
        throw conflict(MODULE_PATH_TAKEN_TEXT, { path: MODULE_PATH_TAKEN_TEXT });
      const info = newModuleInfo(body, (await tx.modules.homeFrame()) ?? FALLBACK_FRAME);
      const setting = defaultMenuSetting(kind);
      await tx.modules.insert(path, kind, info, setting);
      const settings = { info, setting };
      await tx.documents.insert(
        firstRevision({
          docId: settingsId,
          type: 'settings',
          rightsPath: path,
          draft: settings,
          by: actor.account,
          at: now,
          published: true,
        }),
      );
      await tx.documents.insertRevision(settingsId, 1, 'publish', settings, actor.account, now);
      if (kind === 'single') {
        const pageId = documentIdOf({ type: 'page', path });
        const page = emptyPage(path, info.title);
        await tx.documents.insert(
          firstRevision({
            docId: pageId,
            type: 'page',
            rightsPath: path,
            draft: page,
            by: actor.account,
            at: now,
          }),
        );
        await tx.documents.insertRevision(pageId, 1, 'create', page, actor.account, now);
      }
      await this.audit.record(tx, {
        at: now,
        account: actor.account,
        action: 'module.create',
        docId: settingsId,
        revision: 1,
        detail: { path, kind, title: info.title, templateKey: info.templateKey },
      });
      // The module's settings are published at once, and its path stops being a 404.
      await publicChangeIn(tx, this.changes, { type: 'settings', path });
    });
    return this.authoring.view(settingsId);
  }

  /**
   * 刪除單元: takes a module off the site for good, in one transaction under its settings
   * document. Refused (409, in zh-TW) while anything would be lost or left pointing at nothing:
   * items not yet deleted, letters of a mailbox, a link from the menu or from the home page's or a
   * landing page's sections (drafts and what is published alike), or the tag page every tag link
   * leads to. What goes: the module's documents (its settings, its page, its sections, items in
   * the trash) with their revisions, its public rows and the rights rows naming its path. The
   * audit log keeps what the module was.
   */
  async remove(actor: Actor, path: string): Promise<void> {
    const now = this.clock.now();
    const settingsId = documentIdOf({ type: 'settings', path });
    await this.storage.write({ document: settingsId }, async (tx) => {
      await requireAdministrator(tx, actor.account);
      const kind = await tx.publicSite.moduleKind(path);
      if (kind === undefined) throw notFound('找不到這個單元。');
      if (kind === 'tag') throw conflict('主題標籤頁是每個標籤連結的目的地，不能刪除。');
      const items = await tx.documents.list({ type: 'item', path, deleted: false, limit: 1, offset: 0 });
      if (items.total > 0) throw conflict(`這個單元還有 ${items.total} 個項目，請先刪除項目，再刪除單元。`);
      if ((await tx.letters.query([path], {}, now, 1)).total > 0)
        throw conflict('這個民意信箱收過民眾來信，信件必須保存，單元不能刪除。');
      const holders = await this.linksTo(tx, path);
      if (holders.length > 0)
        throw conflict(`${holders.join('、')}仍連到這個單元，請先移除連結並發布，再刪除單元。`);
      const title = (await tx.content.module(path))?.info.title ?? path;
      const removed = await tx.documents.removeOnPath(path, [
        documentIdOf({ type: 'structure', landing: path }),
      ]);
      await tx.modules.remove(path);
      await this.audit.record(tx, {
        at: now,
        account: actor.account,
        action: 'module.delete',
        docId: settingsId,
        detail: { path, kind, title, documents: removed },
      });
      // Its pages answer 404 from now on, on every instance.
      await publicChangeIn(tx, this.changes, { type: 'settings', path });
    });
  }

  /** The names of what links to the module: menus and sections, as drafts and as published. */
  private async linksTo(tx: TransactionStores, path: string): Promise<string[]> {
    const holders = new Set<string>();
    const own = documentIdOf({ type: 'structure', landing: path });
    for (const type of ['chrome', 'structure'] as const) {
      const { rows } = await tx.documents.list({ type, deleted: false, limit: 1000, offset: 0 });
      // A landing page's own sections go with it.
      for (const doc of rows)
        if (doc.docId !== own && linksToModule(doc.draft, path)) holders.add(linkHolderName(doc.docId));
    }
    if (linksToModule(await tx.content.siteDocument('menu'), path))
      holders.add(linkHolderName('chrome:menu'));
    if (linksToModule(await tx.content.siteDocument('structure'), path))
      holders.add(linkHolderName('structure:home'));
    for (const landing of await tx.content.landingPaths())
      if (landing !== path && linksToModule(await tx.content.landing(landing), path))
        holders.add(linkHolderName(`structure:${landing}`));
    return [...holders];
  }
}
