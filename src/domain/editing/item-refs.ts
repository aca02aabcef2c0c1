import type { ItemRef } from '../../shared/api-types';
import { parseDocumentId } from '../../shared/document-id';
import { LIST_LAYOUT_BY_KIND } from '../../shared/layout-names';
import type { DocumentRow } from './history.port';
import { addedAnnouncement, insertItem, removeAt, removedAnnouncement, stepItem } from './ordered-list';

/**
 * The links from one item to others: `related` on every item, an event's
 * `people` and `objects`, a person's `events` and `objects`, each an ordered list of `ItemRef`s.
 * Pure list operations over the editor's one ordered list (`ordered-list.ts`): each answers the new
 * list and the sentence a screen reader hears, because a user who cannot see the list cannot tell
 * what an add, a move or a removal did.
 */

export interface RefsEdit {
  refs: ItemRef[];
  /** The polite announcement of the edit (「已移到第 2 個，共 3 個」). */
  announcement: string;
}

/** A module an editor may link items from: a menu page and its list layout (`cms-people`…). */
export interface LinkModule {
  path: string;
  title: string;
  moduleKey: string;
}

/** Two refs name the same item when path and id agree; the title is only a copy for the link text. */
export const sameRef = (a: Pick<ItemRef, 'path' | 'id'>, b: Pick<ItemRef, 'path' | 'id'>): boolean =>
  a.path === b.path && a.id === b.id;

/** How an announcement names an item: its title in 「」, its id if the title is blank. */
export const refName = (ref: ItemRef): string => `「${ref.title.trim() || ref.id}」`;

/** The refs of a field's data; anything not shaped as a ref is dropped, as the public site drops it. */
export { itemRefsIn as refsIn } from '../../shared/item-refs';

/** The list with `ref` at its end; an item already linked is not linked twice. */
export function addRef(refs: readonly ItemRef[], ref: ItemRef): RefsEdit {
  if (refs.some((other) => sameRef(other, ref)))
    return { refs: [...refs], announcement: `${refName(ref)}已在清單中` };
  const next = insertItem(refs, ref);
  return { refs: next, announcement: addedAnnouncement(refName(ref), next.length) };
}

/** The list without the ref at `index`; null for an index outside the list. */
export function removeRef(refs: readonly ItemRef[], index: number): RefsEdit | null {
  const ref = refs[index];
  if (!ref) return null;
  const next = removeAt(refs, index);
  return { refs: next, announcement: removedAnnouncement(refName(ref), next.length) };
}

/**
 * The ref at `index` one place up (-1) or down (1). At the top or the bottom the list stays as it
 * is and the announcement says so, since the view keeps the button (a disabled one would drop
 * focus); null for an index outside the list.
 */
export function moveRef(refs: readonly ItemRef[], index: number, step: -1 | 1): RefsEdit | null {
  const moved = stepItem(refs, index, step, refName);
  return moved && { refs: moved.list, announcement: moved.announcement };
}

export const moveRefUp = (refs: readonly ItemRef[], index: number): RefsEdit | null =>
  moveRef(refs, index, -1);

export const moveRefDown = (refs: readonly ItemRef[], index: number): RefsEdit | null =>
  moveRef(refs, index, 1);

/**
 * The ref a row of the documents list stands for: its path and id from the document id
 * (`item:news:news-001`), its title from the draft. Undefined for anything but an item, and for an
 * item without a title, whose link would have no text.
 */
export function refOfRow(row: Pick<DocumentRow, 'docId' | 'title'>): ItemRef | undefined {
  const doc = parseDocumentId(row.docId);
  const title = row.title?.trim();
  if (doc?.type !== 'item' || !title) return undefined;
  return { id: doc.id, title, path: doc.path };
}

/** The list layouts whose modules hold items of their own (not a single page, the mailbox or tags). */
const ITEM_LAYOUTS: ReadonlySet<string> = new Set(
  Object.entries(LIST_LAYOUT_BY_KIND)
    .filter(([kind]) => kind !== 'single' && kind !== 'mailbox' && kind !== 'tag')
    .map(([, layout]) => layout),
);

/**
 * Whether a refs field may link to the items of a module with this list layout: `from` names the
 * one layout it takes (`cms-people` for an event's people); without it, any module of items.
 */
export function linksTo(from: string | undefined, moduleKey: string): boolean {
  return from === undefined ? ITEM_LAYOUTS.has(moduleKey) : moduleKey === from;
}
