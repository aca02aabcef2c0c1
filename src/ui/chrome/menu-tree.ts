import type { MenuItem } from '../../shared/api-types';
import { paths } from '../paths/paths';

/** Menu paths may arrive as `news` or `/news`; the route parameter never has the slash. */
export function normalizePath(path: string | undefined): string {
  return (path ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * The chain of menu items from the top level down to the item whose `path` is `path`
 * (first match in reading order), or `[]` when the menu does not contain it.
 */
export function breadcrumbTrail(menu: readonly MenuItem[], path: string): MenuItem[] {
  const wanted = normalizePath(path);
  if (wanted === '') return [];
  for (const item of menu) {
    if (normalizePath(item.path) === wanted) return [item];
    const below = breadcrumbTrail(item.children ?? [], wanted);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The top-level branch holding `path`, when it has children to list in a side navigation. */
export function subNavBranch(menu: readonly MenuItem[], path: string): MenuItem | undefined {
  const top = breadcrumbTrail(menu, path)[0];
  return top && (top.children ?? []).length > 0 ? top : undefined;
}

/** `url` wins over `path` (api-types). `undefined` when the item only groups its children. */
export function menuHref(lang: string, item: Pick<MenuItem, 'path' | 'url'>): string | undefined {
  const url = item.url?.trim();
  if (url) return url;
  const path = normalizePath(item.path);
  return path ? paths.page.href(lang, path) : undefined;
}

/** Site paths start with one slash; `//host`, `https:` and `mailto:` leave the single-page app. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The first item of a branch that can be linked to: itself, else its first linkable descendant. */
export function firstLinkable(lang: string, item: MenuItem): { item: MenuItem; href: string } | undefined {
  const own = menuHref(lang, item);
  if (own) return { item, href: own };
  for (const child of item.children ?? []) {
    const found = firstLinkable(lang, child);
    if (found) return found;
  }
  return undefined;
}

export function isCurrent(item: Pick<MenuItem, 'path' | 'url'>, currentPath: string | undefined): boolean {
  if (item.url?.trim()) return false;
  const own = normalizePath(item.path);
  return own !== '' && own === normalizePath(currentPath);
}

/** True when `currentPath` is the item or lies below it, to mark the open branch. */
export function containsPath(item: MenuItem, currentPath: string | undefined): boolean {
  return currentPath !== undefined && breadcrumbTrail([item], currentPath).length > 0;
}
