import type { MenuItem } from '../../shared/api-types';
import { moveItem, movedAnnouncement } from './ordered-list';

/**
 * The menu tree's edits: pure functions over the menu as the server stores it. Each
 * move answers the new tree and the sentence a screen reader hears, since a user who cannot see
 * the list cannot tell where the item went. A move that cannot happen (the first item up, an item
 * without a previous sibling indented) answers `null`, and the view disables its button.
 */

export interface MenuEdit {
  menu: MenuItem[];
  /** The polite announcement of the move (「已移到第 2 個，共 5 個」). */
  announcement: string;
}

interface Found {
  /** The list the item stands in. */
  siblings: MenuItem[];
  index: number;
  /** The item whose children hold it; null at the top level. */
  parent: MenuItem | null;
}

function find(menu: readonly MenuItem[], id: string, parent: MenuItem | null = null): Found | null {
  for (const [index, item] of menu.entries()) {
    if (item.id === id) return { siblings: [...menu], index, parent };
    const below = find(item.children ?? [], id, item);
    if (below) return below;
  }
  return null;
}

/** The tree with the list that holds `parentId`'s children (the top level for null) replaced. */
function replaceList(menu: MenuItem[], parentId: string | null, list: MenuItem[]): MenuItem[] {
  if (parentId === null) return list;
  return menu.map((item) =>
    item.id === parentId
      ? { ...item, children: list }
      : { ...item, children: replaceList(item.children ?? [], parentId, list) },
  );
}

const titleOf = (item: MenuItem) => item.title.trim() || '未命名項目';

/** The item moved to `to` (0-based) among its siblings; null when it is already there or out of range. */
export function moveTo(menu: MenuItem[], id: string, to: number): MenuEdit | null {
  const found = find(menu, id);
  if (!found || to < 0 || to >= found.siblings.length || to === found.index) return null;
  const { list } = moveItem(found.siblings, found.index, to);
  return {
    menu: replaceList(menu, found.parent?.id ?? null, list),
    announcement: movedAnnouncement(to, list.length),
  };
}

export const moveUp = (menu: MenuItem[], id: string): MenuEdit | null => {
  const found = find(menu, id);
  return found ? moveTo(menu, id, found.index - 1) : null;
};

export const moveDown = (menu: MenuItem[], id: string): MenuEdit | null => {
  const found = find(menu, id);
  return found ? moveTo(menu, id, found.index + 1) : null;
};

/** 縮排: the item becomes the last child of its previous sibling. */
export function indent(menu: MenuItem[], id: string): MenuEdit | null {
  const found = find(menu, id);
  if (!found || found.index === 0) return null;
  const list = [...found.siblings];
  const [item] = list.splice(found.index, 1) as [MenuItem];
  const previous = list[found.index - 1] as MenuItem;
  list[found.index - 1] = { ...previous, children: [...(previous.children ?? []), item] };
  return {
    menu: replaceList(menu, found.parent?.id ?? null, list),
    announcement: `已移入「${titleOf(previous)}」之下`,
  };
}

/** 凸排: the item leaves its parent and stands right after it, one level up. */
export function outdent(menu: MenuItem[], id: string): MenuEdit | null {
  const found = find(menu, id);
  if (!found || found.parent === null) return null;
  const parent = found.parent;
  const outer = find(menu, parent.id) as Found;
  const item = found.siblings[found.index] as MenuItem;
  const children = found.siblings.filter((_, i) => i !== found.index);
  const list = [...outer.siblings];
  list[outer.index] = { ...parent, children };
  list.splice(outer.index + 1, 0, item);
  const grandParent = outer.parent;
  return {
    menu: replaceList(menu, grandParent?.id ?? null, list),
    announcement: grandParent
      ? `已移出「${titleOf(parent)}」，移入「${titleOf(grandParent)}」之下`
      : `已移出「${titleOf(parent)}」，成為第一層項目`,
  };
}

/** The item with some of its own fields changed (title, path, url, target); children stay. */
export function updateItem(
  menu: MenuItem[],
  id: string,
  change: Partial<Omit<MenuItem, 'id' | 'children'>>,
): MenuItem[] {
  return menu.map((item) => {
    if (item.id === id) {
      const next: MenuItem = { ...item, ...change };
      // An absent field is left out rather than stored as undefined (the JSON would differ).
      for (const key of Object.keys(change) as Array<keyof typeof change>)
        if (change[key] === undefined) delete next[key];
      return next;
    }
    return { ...item, children: updateItem(item.children ?? [], id, change) };
  });
}

export const rename = (menu: MenuItem[], id: string, title: string): MenuItem[] =>
  updateItem(menu, id, { title });

/** A new item at the end of `parentId`'s children (the top level for null). */
export function addItem(menu: MenuItem[], item: MenuItem, parentId: string | null = null): MenuItem[] {
  if (parentId === null) return [...menu, item];
  const parent = find(menu, parentId);
  if (!parent) return menu;
  const holder = parent.siblings[parent.index] as MenuItem;
  return replaceList(menu, parentId, [...(holder.children ?? []), item]);
}

/**
 * The siblings on either side of an item, the next first: where focus goes when the item is
 * removed (the editor's one reorderable list). Absent ones are undefined.
 */
export function neighboursOf(
  menu: readonly MenuItem[],
  id: string,
): { next: string | undefined; previous: string | undefined } {
  const found = find(menu, id);
  return {
    next: found?.siblings[found.index + 1]?.id,
    previous: found && found.index > 0 ? found.siblings[found.index - 1]?.id : undefined,
  };
}

/** The tree without the item and its children. */
export function removeItem(menu: MenuItem[], id: string): MenuItem[] {
  return menu
    .filter((item) => item.id !== id)
    .map((item) => ({ ...item, children: removeItem(item.children ?? [], id) }));
}

/** An id no item of the menu has yet, from a candidate the caller makes (ids come from outside: no randomness here). */
export function freshId(menu: readonly MenuItem[], candidate: string): string {
  const taken = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      taken.add(item.id);
      walk(item.children ?? []);
    }
  };
  walk(menu);
  let id = candidate;
  for (let n = 2; taken.has(id); n += 1) id = `${candidate}-${n}`;
  return id;
}

/** Where an item stands: its 0-based place, the number of siblings and its depth (0 at the top). */
export function placeOf(
  menu: readonly MenuItem[],
  id: string,
): { index: number; count: number; depth: number } | null {
  const walk = (items: readonly MenuItem[], depth: number): ReturnType<typeof placeOf> => {
    for (const [index, item] of items.entries()) {
      if (item.id === id) return { index, count: items.length, depth };
      const below = walk(item.children ?? [], depth + 1);
      if (below) return below;
    }
    return null;
  };
  return walk(menu, 0);
}

/** The title a new menu item starts with when no page gives it one. */
export const NEW_ITEM_TITLE = '新項目';

/**
 * An item's title once its page is chosen: the page's title, unless the editor typed a title of
 * their own. A title is the editor's own when it is neither blank, 新項目, nor the title of the
 * page chosen before (which the form filled in itself).
 */
export function titleForPage(
  current: string,
  pages: ReadonlyArray<{ path: string; title: string }>,
  previousPath: string | undefined,
  nextPath: string,
): string {
  const trimmed = current.trim();
  const filled = pages.find((page) => page.path === previousPath)?.title;
  if (trimmed !== '' && trimmed !== NEW_ITEM_TITLE && trimmed !== filled) return current;
  return pages.find((page) => page.path === nextPath)?.title ?? current;
}
