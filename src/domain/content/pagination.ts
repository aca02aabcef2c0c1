/*
 * Which pages a pager offers. It imports nothing: the pager's chunk carries it alone, and the list
 * URL policy (list-params.ts, which the home page loads too) stays in the chunk it was in.
 */

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
  const current = Math.min(pages, Math.floor(Math.max(0, offset) / size) + 1);
  return {
    current,
    pages,
    slots: pageWindow(current, pages),
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
  };
}
