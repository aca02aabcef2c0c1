import type { ContentKind, PageObject } from '../../shared/api-types';
import { slugOf } from '../../shared/item-slug';
import type { ItemRow } from '../ports/site-seed-store.port';
import { kindFields } from './kind-fields';
import { searchColumns } from './search-columns';

/**
 * The public rows of list items and pages, with the columns lists filter, sort and search on:
 * what a publish projects into the public tables and what a seed writes there.
 */

/** The stored row of one list item: the item's JSON and the columns lists filter and sort on. */
export function itemRow(
  modulePath: string,
  kind: ContentKind,
  row: Record<string, unknown> & { id: string; title: string },
  position: number,
): ItemRow {
  const fields = kindFields(kind);
  const date = fields.dateField ? stringField(row, fields.dateField) : undefined;
  const year = (fields.yearField ? integerField(row, fields.yearField) : undefined) ?? yearOf(date);
  const tags = Array.isArray(row.tags)
    ? row.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    module_path: modulePath,
    id: row.id,
    kind,
    position,
    title: row.title,
    date: date ?? null,
    year: year ?? null,
    ...searchColumns({
      title: row.title,
      tags,
      description: stringField(row, 'description'),
      content: stringField(row, 'content'),
    }),
    views: integerField(row, 'views') ?? 0,
    json: JSON.stringify(row),
    slug: slugOf(row) ?? null,
    tags,
  };
}

export function pageRow(modulePath: string, page: PageObject): ItemRow {
  // A page's keywords play the part of tags, so the tag page and site search reach it too.
  const keywords = Array.isArray(page.keywords)
    ? page.keywords
    : typeof page.keywords === 'string'
      ? page.keywords.split(/[,，、]/)
      : [];
  const tags = keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0);
  return {
    module_path: modulePath,
    id: String(page.id),
    kind: 'single',
    position: 0,
    title: page.title,
    date: null,
    year: null,
    ...searchColumns({ title: page.title, tags, description: page.description, content: page.content }),
    views: Number.isInteger(page.views) ? page.views : 0,
    json: JSON.stringify(page),
    slug: null,
    tags,
  };
}

function stringField(row: Record<string, unknown>, field: string): string | undefined {
  const value = row[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function integerField(row: Record<string, unknown>, field: string): number | undefined {
  const value = row[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function yearOf(date: string | undefined): number | undefined {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : undefined;
}
