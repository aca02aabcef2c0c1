import { documentIdOf, rightsPathOf, type DocumentRef } from '../../shared/document-id';
import type { Stores } from '../ports/stores.port';
import { requireRight } from './authoring-rules';
import type { PublicProjection } from './public-projection';

/** A document's draft as a preview shows it, and the document it is (an item moved to another id). */
export interface PreviewDraft {
  ref: DocumentRef;
  draft: Record<string, unknown>;
}

/**
 * The drafts behind `?preview=1` (preview.hook.ts): a reader with r on the page, as the database
 * says now, sees its draft, so the editor draws the real page with unpublished data.
 */
export class PreviewDrafts {
  constructor(
    private readonly stores: Pick<Stores, 'documents' | 'publicSite' | 'rights'>,
    private readonly projection: PublicProjection,
  ) {}

  /**
   * The draft of the document `ref` names, for a caller with r on its path; undefined when there is
   * none to show (no document, or one in the trash), and the published copy answers instead.
   */
  async draftFor(actor: { account: string }, ref: DocumentRef): Promise<PreviewDraft | undefined> {
    const { stores } = this;
    await requireRight(stores, actor.account, rightsPathOf(ref), 'r');
    let target = ref;
    let doc = await stores.documents.find(documentIdOf(target));
    // An item opened at its 網址代稱: the draft is the document of the item that holds it now.
    if (!doc && target.type === 'item') {
      const holder = await stores.publicSite.slugHolder(target.path, target.id);
      if (holder !== undefined) {
        target = { ...target, id: holder };
        doc = await stores.documents.find(documentIdOf(target));
      }
    }
    if (!doc || doc.deletedAt !== null) return undefined;
    let draft = doc.draft as Record<string, unknown>;
    // The count is the server's: a preview shows the public one, never a number in the draft.
    if (target.type === 'item' || target.type === 'page')
      draft = { ...draft, views: (await this.projection.viewsOf(stores.publicSite, target)) ?? 0 };
    return { ref: target, draft };
  }
}
