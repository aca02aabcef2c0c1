/*
 * The page a query string names, for the content lists (list-params.ts) and the site search. Its
 * own module, importing nothing: the search page would otherwise load list-params.ts, and the
 * chunk the home page shares with the lists would split in two (one more request on every page).
 */

/** Further than any list reaches; a larger number is a hand-edited URL. */
const MAX_PAGE = 100_000;

/**
 * The offset a query string names: `page=N` counts from 1 (what the pager's links and a reader
 * see); `offset=` is what links made before pages were links carry, still honoured.
 */
export function offsetFromQuery(q: URLSearchParams, limit: number): number {
  const page = Number(q.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) return (page - 1) * limit;
  if (q.has('page')) return 0;
  const offset = Number(q.get('offset'));
  return Number.isInteger(offset) && offset > 0 && offset < 1_000_000 ? offset : 0;
}

/** The site search's filters, one module and one year at most (src/domain/content/search-page.ts). */
export interface SearchFilters {
  module?: string | undefined;
  year?: number | undefined;
}

/**
 * The link to one page of the site search's results for `q` (`base` is the search page's URL), its
 * filters kept: `?q=…&module=…&year=…&page=N`, empty ones and the first page left out.
 */
export function searchPageHref(base: string, q: string, page: number, filters: SearchFilters = {}): string {
  const parts = [
    ...(q ? [`q=${encodeURIComponent(q)}`] : []),
    ...(filters.module ? [`module=${encodeURIComponent(filters.module)}`] : []),
    ...(filters.year !== undefined ? [`year=${filters.year}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return parts.length ? `${base}?${parts.join('&')}` : base;
}
