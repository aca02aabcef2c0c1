import type { ListParams } from '../../shared/api-types';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * `?a=1&b=x%20y` from flat parameters; null, undefined and '' are left out. encodeURIComponent,
 * not URLSearchParams, because spaces must travel as %20, never `+` (the platform reads `+` as a plus).
 */
export function toQueryString(params: QueryParams): string {
  const parts = Object.entries(params)
    .filter(
      (entry): entry is [string, string | number | boolean] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== '',
    )
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The list parameters of product.md section 3: `limit, offset, query, sort, order`, with `query`
 * as JSON (URL-encoded by `toQueryString`). An empty query object is left out.
 */
export function listQuery(list: ListParams): QueryParams {
  const query = Object.fromEntries(
    Object.entries(list.query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  return {
    limit: list.limit,
    offset: list.offset,
    query: Object.keys(query).length > 0 ? JSON.stringify(query) : undefined,
    sort: list.sort,
    order: list.order,
  };
}

/** Appends a query string to a path that may already carry one. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = params ? toQueryString(params) : '';
  if (query === '') return path;
  return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** `application/x-www-form-urlencoded` body, spaces as %20 like the query string. */
export function formBody(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}
