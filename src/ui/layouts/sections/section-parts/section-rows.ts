import { slugOf } from '../../../../shared/item-address';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import type { FileEntry, IndexSection } from '../../../../shared/api-types';
import { paths } from '../../../paths/paths';
import { representativeImage } from '../../../parts/representative-image';

/**
 * Field readers for section rows. The contract types rows loosely (`Record<string, unknown>`)
 * because a section may point at a list of any kind, and CMS data is often incomplete: each reader
 * answers an empty value instead of throwing, so one odd row never blanks the home page.
 */
export type SectionRow = SectionLayoutProps['rows'][number];

/** A string field, trimmed; numbers are shown as written; anything else is ''. */
export function textField(row: SectionRow, key: string): string {
  const value = row[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A whole-number field (years); numeric strings count, since some CMS exports quote them. */
export function numberField(row: SectionRow, key: string): number | undefined {
  const value = row[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** A single file field (a video's thumbnail), kept only if it passes the same rules as image sets. */
export function fileField(row: SectionRow, key: string): FileEntry | undefined {
  return representativeImage([row[key]]);
}

/** The picture that stands for a row: its representative image, else a video's thumbnail. */
export function rowImage(row: SectionRow): FileEntry | undefined {
  return representativeImage(row.images) ?? fileField(row, 'thumbnail');
}

/** The row's title, or the fallback when the CMS sent none (a link must never be empty). */
export function rowTitle(row: SectionRow, fallback: string): string {
  return textField(row, 'title') || fallback;
}

/**
 * Where a row's title links to. Rows of mixed lists (tag, search) carry their own `path`; the
 * others belong to the section's list. A row without an id can still be found in its list, so it
 * links there; the home page is the last resort for a section that names no list at all.
 */
export function detailHref(lang: string, section: IndexSection, row: SectionRow): string {
  const path = textField(row, 'path') || section.path;
  // An item's 網址代稱 where it has one: the address the visitor should keep.
  const id = slugOf(row) ?? textField(row, 'id');
  if (path && id) return paths.detail.href(lang, path, id);
  return path ? paths.page.href(lang, path) : paths.home.href(lang);
}

/** A stable React key even for rows without an id. */
export function rowKey(row: SectionRow, index: number): string {
  return textField(row, 'id') || `row-${index}`;
}

/**
 * Groups rows by a label while keeping the list's own order (the editor chose the sort), both of
 * the groups (first appearance) and of the rows inside each group.
 */
export function groupInOrder<T>(
  items: readonly T[],
  labelOf: (item: T) => string,
): Array<{ label: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const label = labelOf(item);
    const group = groups.get(label);
    if (group) group.push(item);
    else groups.set(label, [item]);
  }
  return [...groups.entries()].map(([label, grouped]) => ({ label, items: grouped }));
}
