import type { PageObject } from '../../shared/api-types';
import type { DocumentRef } from '../../shared/document-id';
import { keptFiles } from '../../shared/file-helpers';
import { itemRow, pageRow } from '../content/item-rows';
import type { TransactionStores } from '../ports/unit-of-work.port';
import { ignorePublicChanges, publicChangeIn } from './public-changes';
import type { PublicChanges } from '../ports/public-changes.port';
import type { PublicStore } from '../ports/public-store.port';
import { moveItemAddress } from './item-slug.policy';

type Data = Record<string, unknown>;

/** What publishing needs of a unit of work: the public tables, and a way to speak after the commit. */
export type PublishingTx = Pick<TransactionStores, 'publicSite' | 'afterCommit' | 'announce'>;

/**
 * The public API reads the tables a seed fills first; publishing writes a document's data into
 * them, unpublishing and deleting take it out. Views and list positions are the site's, not the
 * editor's, so an update keeps them, and `views` in authored data is ignored: a new row counts
 * from 0. Runs inside the caller's unit of work. Every publish and withdrawal (now, scheduled, or a
 * move to the trash) passes here, so this is where `changes` hears of them, once committed: a
 * listener on another instance must not render the old rows again before the new ones are visible.
 */
export class PublicProjection {
  constructor(private readonly changes: PublicChanges = ignorePublicChanges) {}

  async publish(tx: PublishingTx, ref: DocumentRef, data: unknown): Promise<void> {
    await this.write(tx.publicSite, ref, data);
    await publicChangeIn(tx, this.changes, ref);
  }

  private async write(store: PublicStore, ref: DocumentRef, data: unknown): Promise<void> {
    const value = withKeptFiles(data as Data);
    switch (ref.type) {
      case 'item': {
        const kind = await store.moduleKind(ref.path);
        if (!kind) return;
        const { views: _authored, ...authored } = value;
        const row = itemRow(
          ref.path,
          kind,
          { ...authored, id: ref.id } as Data & { id: string; title: string },
          await store.nextPosition(ref.path),
        );
        await moveItemAddress(store, ref.path, ref.id, row.slug ?? null);
        await store.upsertItem({
          ...row,
          // A new row starts at 0; an existing row keeps its count (the upsert leaves it).
          views: 0,
        });
        return;
      }
      case 'page': {
        const { views: _authored, ...authored } = value;
        const page = { keywords: '', ...authored, views: 0 } as unknown as PageObject;
        await store.upsertItem(pageRow(ref.path, page));
        return;
      }
      case 'settings':
        await store.updateModule(ref.path, value.info, value.setting);
        return;
      case 'structure':
        if (ref.landing === 'home') await store.updateHomeStructure(data);
        else await store.putLanding(ref.landing, data);
        return;
      case 'chrome':
        await store.putSiteDocument(ref.name, data);
    }
  }

  /** The server's view count of a published item or page; undefined when it is not public. */
  async viewsOf(store: PublicStore, ref: DocumentRef): Promise<number | undefined> {
    if (ref.type === 'item') return store.viewsOf(ref.path, ref.id);
    if (ref.type === 'page') return store.viewsOf(ref.path, undefined);
    return undefined;
  }

  /** Takes an item or a page off the public site. */
  async withdraw(tx: PublishingTx, ref: DocumentRef): Promise<void> {
    await this.remove(tx.publicSite, ref);
    await publicChangeIn(tx, this.changes, ref);
  }

  private async remove(store: PublicStore, ref: DocumentRef): Promise<void> {
    if (ref.type === 'item') await store.deleteItem(ref.path, ref.id);
    else if (ref.type === 'page') {
      const id = await store.pageItemId(ref.path);
      if (id !== undefined) await store.deleteItem(ref.path, id);
    }
  }
}

/** The published copy carries only the files that pass the core's exclusion test. */
function withKeptFiles(data: Data): Data {
  const out: Data = { ...data };
  for (const key of ['images', 'files'])
    if (Array.isArray(out[key])) out[key] = keptFiles(out[key] as Parameters<typeof keptFiles>[0]);
  return out;
}
