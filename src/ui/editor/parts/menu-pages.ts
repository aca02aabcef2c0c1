import type { MenuItem } from '../../../shared/api-types';
import { normalizePath } from '../../chrome/menu-tree';

/**
 * The site's pages in menu order, each once, with its menu title; external links left out. The
 * editor's choices of a module (the dashboard, the links pickers) read them; kept out of the
 * public menu code so a visitor's JS does not carry it.
 */
export function menuPages(menu: readonly MenuItem[]): Array<{ path: string; title: string }> {
  const found: Array<{ path: string; title: string }> = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const path = normalizePath(item.path);
      if (path && !item.url && !found.some((f) => f.path === path)) found.push({ path, title: item.title });
      walk(item.children ?? []);
    }
  };
  walk(menu);
  return found;
}
