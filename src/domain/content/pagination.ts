import type { ListParams } from '../../shared/api-types';
import { LIST_PAGE_SIZE, pageOfOffset, searchFromListParams } from './list-params';

export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: first, last, and the current page with one neighbour each side;
 * a gap stands for the skipped run. Short runs (a gap of one page) show the page instead.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

export interface Pagination {
  /** The page on view, from 1; an offset past the end shows as the last page. */
  current: number;
  pages: number;
  /** The pages to link, with gaps (see `pageWindow`). */
  slots: PageSlot[];
  /** The page before and after the current one, or null at either end. */
  previous: number | null;
  next: number | null;
}

/** What a pager offers for `total` rows, `limit` a page, at `offset`; null when one page holds them all. */
export function pagination(total: number, limit: number, offset: number): Pagination | null {
  const size = Math.max(1, Math.floor(limit) || 1);
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  if (pages <= 1) return null;
  const current = Math.min(pages, pageOfOffset(offset, size));
  return {
    current,
    pages,
    slots: pageWindow(current, pages),
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
  };
}

/**
 * The link to one page of a list: the list's own URL (`base`, no query string) with its filters and
 * sort kept and `page=N`, so the pager is plain links a server renders and a crawler follows.
 */
export function listPageHref(base: string, params: ListParams, page: number): string {
  const limit = params.limit ?? LIST_PAGE_SIZE;
  return `${base}${searchFromListParams({ ...params, limit, offset: (Math.max(1, page) - 1) * limit })}`;
}

/** The link to one page of the site search's results for `q` (`base` is the search page's URL). */
export function searchPageHref(base: string, q: string, page: number): string {
  const parts = [...(q ? [`q=${encodeURIComponent(q)}`] : []), ...(page > 1 ? [`page=${page}`] : [])];
  return parts.length ? `${base}?${parts.join('&')}` : base;
}
