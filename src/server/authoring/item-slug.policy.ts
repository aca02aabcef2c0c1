import { documentIdOf, type DocumentRef } from '../../shared/document-id';
import { slugOf, SLUG_TEXT } from '../../shared/item-slug';
import { conflict, type Refusal } from '../platform/refusals';
import type { Stores } from '../ports/stores.port';
import type { PublicStore } from '../ports/public-store.port';

type Reads = Pick<Stores, 'publicSite' | 'documents' | 'content'>;

/** What the 網址代稱 rule reads of a site: the stored one, or a seed not yet written (site-seed.service.ts). */
export interface SlugReads {
  /** The item of module `path` whose public address is `slug` now, if any. */
  slugHolder(path: string, slug: string): Promise<string | undefined>;
  /** The title of the item `id` of module `path`, if it has one. */
  itemTitle(path: string, id: string): Promise<string | undefined>;
  /** Whether module `path` has an item (public, draft or in the trash) whose code is `id`. */
  hasItemCode(path: string, id: string): Promise<boolean>;
}

/** The stored site as the 網址代稱 rule reads it, inside the caller's unit of work. */
function storedSlugReads(tx: Reads): SlugReads {
  return {
    slugHolder: (path, slug) => tx.publicSite.slugHolder(path, slug),
    itemTitle: async (path, id) => {
      const item = await tx.content.item(path, id);
      return typeof item?.title === 'string' ? item.title : undefined;
    },
    hasItemCode: async (path, id) =>
      (await tx.documents.find(documentIdOf({ type: 'item', path, id }))) !== undefined,
  };
}

/**
 * Why the item `ref` cannot take the 網址代稱 in `data`, or null when it can (or has none). Taken
 * means: another public item's address of now, or another item's code in the module (an address
 * is read as a code first, so it would never reach this item). An earlier address of another item
 * is free: the live item wins, and that old address stops redirecting.
 */
export function slugRefusal(tx: Reads, ref: DocumentRef, data: unknown): Promise<Refusal | null> {
  return slugRefusalIn(storedSlugReads(tx), ref, data);
}

/** `slugRefusal` over any site `reads` can read: the stored one, or a seed before it is written. */
export async function slugRefusalIn(
  reads: SlugReads,
  ref: DocumentRef,
  data: unknown,
): Promise<Refusal | null> {
  if (ref.type !== 'item' || typeof data !== 'object' || data === null) return null;
  const slug = slugOf(data as { slug?: unknown });
  if (slug === undefined) return null;
  const refuse = (message: string) => conflict(message, { 'data.slug': message });
  const holder = await reads.slugHolder(ref.path, slug);
  if (holder !== undefined && holder !== ref.id) {
    const title = (await reads.itemTitle(ref.path, holder)) ?? holder;
    return refuse(SLUG_TEXT.taken(slug, title));
  }
  if (slug !== ref.id && (await reads.hasItemCode(ref.path, slug)))
    return refuse(SLUG_TEXT.takenByCode(slug));
  return null;
}

/**
 * Moves the public item `id` to the address `slug` (null: its code) before its row is written:
 * the address it leaves keeps leading to it, and the one it takes is no other item's earlier
 * address any more.
 */
export async function moveItemAddress(
  store: PublicStore,
  path: string,
  id: string,
  slug: string | null,
): Promise<void> {
  const before = await store.itemSlug(path, id);
  if (slug !== null) await store.forgetOldAddress(path, slug);
  if (before && before !== slug) await store.rememberOldAddress(path, before, id);
}
