/**
 * The order of a home or landing page's sections, as pure list operations: each returns a
 * new list and leaves its input alone, so the editor's working copy changes only through `onChange`.
 * The buttons, 移到…, dragging and the tests share these; the list operations and the announcement
 * are the editor's one ordered list (`ordered-list.ts`), named here in the arrangement's words.
 */

import { insertItem, moveItem, removeAt, type Moved } from './ordered-list';

export { canMove, movedAnnouncement, type Moved } from './ordered-list';

/** Moves the section at `from` to position `to` (clamped to the list); the others keep their order. */
export const moveSection = <T>(list: readonly T[], from: number, to: number): Moved<T> =>
  moveItem(list, from, to);

export const moveUp = <T>(list: readonly T[], index: number): Moved<T> => moveItem(list, index, index - 1);

export const moveDown = <T>(list: readonly T[], index: number): Moved<T> => moveItem(list, index, index + 1);

/** Adds `section` at `at` (the end by default). */
export const addSection = <T>(list: readonly T[], section: T, at?: number): T[] =>
  insertItem(list, section, at);

/** Removes the section at `index`; an index outside the list changes nothing. */
export const removeSection = <T>(list: readonly T[], index: number): T[] => removeAt(list, index);

/** The family of a section layout: `index-article-03` → `index-article`; `index-banner` is its own. */
export function layoutFamily(layout: string): string {
  return layout.replace(/-\d+$/, '');
}

/** The layouts a section may switch to: those of its own family, in catalogue order. */
export function variantsOf(layout: string, catalogue: readonly string[]): string[] {
  const family = layoutFamily(layout);
  return catalogue.filter((name) => layoutFamily(name) === family);
}

/** Families whose sections draw rows of a list (the others draw the site's chrome). */
const LIST_FAMILIES: ReadonlySet<string> = new Set([
  'index-article',
  'index-portfolio',
  'index-timeline',
  'index-video',
  'index-appeal',
]);

/**
 * Whether a section reads its rows from a list, so it takes a 資料來源 and a 顯示筆數: every section
 * of a list family, and any other that already names a list (kept editable rather than hidden).
 */
export function readsList(section: { layout: string; path?: string | undefined }): boolean {
  return LIST_FAMILIES.has(layoutFamily(section.layout)) || section.path !== undefined;
}
