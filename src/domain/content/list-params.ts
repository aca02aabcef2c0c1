import type { ListParams, SortOrder } from '../../shared/api-types';

/** Page size of content lists; sections use their own `limit`. */
export const LIST_PAGE_SIZE = 12;

const MAX_SEARCH = 100;

/**
 * List state lives in the query string (`?offset=12&search=港口&tag=歷史&year=2025&sort=date&order=asc`)
 * so a list can be linked, reloaded and navigated back to. Anything malformed is dropped rather than
 * sent: a hand-edited URL must never produce a 400 for the visitor.
 */
export function listParamsFromSearch(search: string): ListParams {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const params: ListParams = { limit: LIST_PAGE_SIZE, offset: 0 };
  const offset = Number(q.get('offset'));
  if (Number.isInteger(offset) && offset > 0 && offset < 1_000_000) params.offset = offset;
  const query: NonNullable<ListParams['query']> = {};
  const text = q.get('search')?.trim();
  if (text) query.search = text.slice(0, MAX_SEARCH);
  const tag = q.get('tag')?.trim();
  if (tag) query.tag = tag.slice(0, MAX_SEARCH);
  const year = Number(q.get('year'));
  if (Number.isInteger(year) && year >= 1000 && year <= 9999) query.year = year;
  if (Object.keys(query).length > 0) params.query = query;
  const sort = q.get('sort');
  if (sort && /^[A-Za-z]{1,32}$/.test(sort)) params.sort = sort;
  const order = q.get('order');
  if (order === 'asc' || order === 'desc') params.order = order as SortOrder;
  return params;
}

/** The inverse of `listParamsFromSearch`; default values are left out to keep URLs short. */
export function searchFromListParams(params: ListParams): string {
  const parts: Array<[string, string]> = [];
  if (params.offset) parts.push(['offset', String(params.offset)]);
  if (params.query?.search) parts.push(['search', params.query.search]);
  if (params.query?.tag) parts.push(['tag', params.query.tag]);
  if (params.query?.year) parts.push(['year', String(params.query.year)]);
  if (params.sort) parts.push(['sort', params.sort]);
  if (params.order) parts.push(['order', params.order]);
  // encodeURIComponent, not URLSearchParams: spaces must travel as %20, never +.
  return parts.length ? `?${parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
}
