import type { HttpMethod } from './http.port';

/**
 * Whether a request must bypass the browser's HTTP cache. Public reads are kept a minute and served
 * stale for five more (`max-age=60, stale-while-revalidate=300`), which is right for visitors and
 * wrong for the person who just published: their header, menu and the home page's data sources
 * would lag for up to six minutes. A signed-in person's reads (they carry the token) therefore go
 * to the server every time and are not kept; the server answers them `private, no-store` too, so no
 * CDN keeps them either (docs/decisions.md). Visitors' reads, without a token, keep every cache.
 */
export function readsFresh(method: HttpMethod, signedIn: boolean): boolean {
  return signedIn && method === 'GET';
}
