/**
 * The order of a home or landing page's sections (issue 15), as pure list operations: each returns a
 * new list and leaves its input alone, so the editor's working copy changes only through `onChange`.
 * The buttons, 移到…, dragging and the tests share these, and the announcement a screen reader hears
 * after a move is built here, once, in the words the editor shows.
 */

/** A section's place after a move, and where it came from (positions count from 0). */
export interface Moved<T> {
  list: T[];
  from: number;
  to: number;
}

const clamp = (index: number, length: number): number =>
  Math.min(Math.max(index, 0), Math.max(length - 1, 0));

/** Moves the section at `from` to position `to` (clamped to the list); the others keep their order. */
export function moveSection<T>(list: readonly T[], from: number, to: number): Moved<T> {
  const next = [...list];
  if (from < 0 || from >= list.length) return { list: next, from, to: from };
  const target = clamp(to, list.length);
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return { list: next, from, to: target };
}

export const moveUp = <T>(list: readonly T[], index: number): Moved<T> => moveSection(list, index, index - 1);

export const moveDown = <T>(list: readonly T[], index: number): Moved<T> =>
  moveSection(list, index, index + 1);

/** Whether the section at `index` can go up or down at all (the first cannot go up). */
export function canMove(length: number, index: number): { up: boolean; down: boolean } {
  return { up: index > 0 && index < length, down: index >= 0 && index < length - 1 };
}

/** Adds `section` at `at` (the end by default). */
export function addSection<T>(list: readonly T[], section: T, at: number = list.length): T[] {
  const next = [...list];
  next.splice(Math.min(Math.max(at, 0), list.length), 0, section);
  return next;
}

/** Removes the section at `index`; an index outside the list changes nothing. */
export function removeSection<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** What a screen reader hears after a move: 「已移到第 3 個，共 8 個」 (positions count from 1). */
export function movedAnnouncement(to: number, total: number): string {
  return `已移到第 ${to + 1} 個，共 ${total} 個`;
}

/** The family of a section layout: `index-article-03` → `index-article`; `index-banner` is its own. */
export function layoutFamily(layout: string): string {
  return layout.replace(/-\d+$/, '');
}

/** The layouts a section may switch to: those of its own family, in catalogue order. */
export function variantsOf(layout: string, catalogue: readonly string[]): string[] {
  const family = layoutFamily(layout);
  return catalogue.filter((name) => layoutFamily(name) === family);
}
