import type { ListParams, SortOrder } from '../../shared/api-types';
import { offsetFromQuery } from './page-query';

/** Page size of content lists; sections use their own `limit`. */
export const LIST_PAGE_SIZE = 12;

const MAX_SEARCH = 100;
/** What the filter form's sort select sends: the field and its order in one value, `date:asc`. */
const SORT_SEPARATOR = ':';

/** The page (from 1) an offset falls on. */
export function pageOfOffset(offset: number, limit = LIST_PAGE_SIZE): number {
  const size = Math.max(1, Math.floor(limit) || 1);
  return Math.floor(Math.max(0, offset) / size) + 1;
}

/**
 * List state lives in the query string (`?page=2&search=港口&tag=歷史&year=2025&sort=date&order=asc`)
 * so a list can be linked, reloaded, navigated back to and rendered by the server. The filter form
 * submitted without JavaScript sends every field, empty ones too, and its sort as `sort=date:asc`;
 * both shapes read the same. Anything malformed is dropped rather than sent: a hand-edited URL must
 * never produce a 400 for the visitor.
 */
export function listParamsFromSearch(search: string): ListParams {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const params: ListParams = { limit: LIST_PAGE_SIZE, offset: offsetFromQuery(q, LIST_PAGE_SIZE) };
  const query: NonNullable<ListParams['query']> = {};
  const text = q.get('search')?.trim();
  if (text) query.search = text.slice(0, MAX_SEARCH);
  const tag = q.get('tag')?.trim();
  if (tag) query.tag = tag.slice(0, MAX_SEARCH);
  const year = Number(q.get('year'));
  if (Number.isInteger(year) && year >= 1000 && year <= 9999) query.year = year;
  if (Object.keys(query).length > 0) params.query = query;
  const [sort, sortOrder] = (q.get('sort') ?? '').split(SORT_SEPARATOR);
  if (sort && /^[A-Za-z]{1,32}$/.test(sort)) params.sort = sort;
  const order = q.get('order') ?? (params.sort ? sortOrder : undefined);
  if (order === 'asc' || order === 'desc') params.order = order as SortOrder;
  return params;
}

/** The inverse of `listParamsFromSearch`; default values are left out to keep URLs short. */
export function searchFromListParams(params: ListParams): string {
  const parts: Array<[string, string]> = [];
  const page = pageOfOffset(params.offset ?? 0, params.limit ?? LIST_PAGE_SIZE);
  if (page > 1) parts.push(['page', String(page)]);
  if (params.query?.search) parts.push(['search', params.query.search]);
  if (params.query?.tag) parts.push(['tag', params.query.tag]);
  if (params.query?.year) parts.push(['year', String(params.query.year)]);
  if (params.sort) parts.push(['sort', params.sort]);
  if (params.order) parts.push(['order', params.order]);
  // encodeURIComponent, not URLSearchParams: spaces must travel as %20, never +.
  return parts.length ? `?${parts.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
}

/**
 * The link to one page of a list: the list's own URL (`base`, no query string) with its filters and
 * sort kept and `page=N`, so the pager is plain links a server renders and a crawler follows.
 */
export function listPageHref(base: string, params: ListParams, page: number): string {
  const limit = params.limit ?? LIST_PAGE_SIZE;
  return `${base}${searchFromListParams({ ...params, limit, offset: (Math.max(1, page) - 1) * limit })}`;
}
