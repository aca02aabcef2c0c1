import type { MenuItem } from '../../../../shared/api-types';
import { firstLinkable } from '../../../chrome/menu-tree';

export interface QuickLink {
  id: string;
  title: string;
  href: string;
  target?: MenuItem['target'];
  /** The titles of the entry's own sub-pages, used as its description. */
  childTitles: string[];
  children: QuickLink[];
}

function toQuickLink(lang: string, item: MenuItem): QuickLink | undefined {
  const linkable = firstLinkable(lang, item);
  if (!linkable) return undefined;
  const children = (item.children ?? [])
    .map((child) => toQuickLink(lang, child))
    .filter((child): child is QuickLink => child !== undefined);
  return {
    id: item.id,
    title: item.title,
    href: linkable.href,
    target: linkable.item.target,
    childTitles: (item.children ?? []).map((child) => child.title),
    children,
  };
}

/**
 * The quick links of the index-menu sections: the top-level menu entries that lead somewhere (a
 * grouping entry without a page of its own links to its first page), at most `limit` of them.
 */
export function quickLinks(lang: string, menu: readonly MenuItem[], limit?: number): QuickLink[] {
  const links = menu
    .map((item) => toQuickLink(lang, item))
    .filter((link): link is QuickLink => link !== undefined);
  return limit !== undefined && limit > 0 ? links.slice(0, limit) : links;
}

/** The glyph drawn in a link's icon: its first character (titles are Chinese, so one word-sign). */
export function monogram(title: string): string {
  return Array.from(title.trim())[0] ?? '·';
}
