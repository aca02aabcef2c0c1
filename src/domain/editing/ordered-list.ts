/**
 * The one ordered list of the editor: sections, menu items, list fields (footer links,
 * banner slides), files and item links all move, insert and remove through these pure functions,
 * and a screen reader hears the same sentences for all of them. Each function returns a new list
 * and leaves its input alone, so a working copy changes only through its owner's `onChange`.
 *
 * Names in the sentences come as the caller words them (「春節燈會」 for most lists, a file name
 * set off by spaces for files), since each list's wording is part of what its users already hear.
 */

/** An entry's place after a move, and where it came from (positions count from 0). */
export interface Moved<T> {
  list: T[];
  from: number;
  to: number;
}

/** A list after an edit, with the polite sentence that says what the edit did. */
export interface ListEdit<T> {
  list: T[];
  announcement: string;
}

const clamp = (index: number, length: number): number =>
  Math.min(Math.max(index, 0), Math.max(length - 1, 0));

/** Moves the entry at `from` to position `to` (clamped to the list); the others keep their order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): Moved<T> {
  const next = [...list];
  if (from < 0 || from >= list.length) return { list: next, from, to: from };
  const target = clamp(to, list.length);
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return { list: next, from, to: target };
}

/** Whether the entry at `index` can go up or down at all (the first cannot go up). */
export function canMove(length: number, index: number): { up: boolean; down: boolean } {
  return { up: index > 0 && index < length, down: index >= 0 && index < length - 1 };
}

/** Adds `item` at `at` (the end by default). */
export function insertItem<T>(list: readonly T[], item: T, at: number = list.length): T[] {
  const next = [...list];
  next.splice(Math.min(Math.max(at, 0), list.length), 0, item);
  return next;
}

/** Removes the entry at `index`; an index outside the list changes nothing. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** The entry at `index` replaced by `next`; the others stay the same objects. */
export function replaceAt<T>(list: readonly T[], index: number, next: T): T[] {
  return list.map((entry, position) => (position === index ? next : entry));
}

// ---------------------------------------------------------------------------------------------
// What a screen reader hears. A user who cannot see the list cannot tell what a move did.

/** After a move: 「已移到第 3 個，共 8 個」 (positions count from 1). */
export function movedAnnouncement(to: number, total: number): string {
  return `已移到第 ${to + 1} 個，共 ${total} 個`;
}

/** A move the list's edge refused: 「「春節燈會」已在第一個」. */
export function atEdgeAnnouncement(name: string, step: -1 | 1): string {
  return `${name}已在${step < 0 ? '第一個' : '最後一個'}`;
}

/** After an insert: 「已加入「燈塔透鏡」，共 2 個」, or without the count when `total` is absent. */
export function addedAnnouncement(name: string, total?: number): string {
  return total === undefined ? `已加入${name}` : `已加入${name}，共 ${total} 個`;
}

/** After a removal: 「已移除「燈塔透鏡」，剩下 2 個」, or without the count when `left` is absent. */
export function removedAnnouncement(name: string, left?: number): string {
  return left === undefined ? `已移除${name}` : `已移除${name}，剩下 ${left} 個`;
}

/**
 * The entry at `index` one place up (-1) or down (1), with its sentence. At the top or the bottom
 * the list stays as it is and the sentence says so, since the views keep the button (a disabled
 * one would drop focus); null for an index outside the list.
 */
export function stepItem<T>(
  list: readonly T[],
  index: number,
  step: -1 | 1,
  nameOf: (item: T) => string,
): (ListEdit<T> & { to: number }) | null {
  if (index < 0 || index >= list.length) return null;
  const { up, down } = canMove(list.length, index);
  if (step < 0 ? !up : !down)
    return { list: [...list], to: index, announcement: atEdgeAnnouncement(nameOf(list[index] as T), step) };
  const moved = moveItem(list, index, index + step);
  return { list: moved.list, to: moved.to, announcement: movedAnnouncement(moved.to, moved.list.length) };
}
