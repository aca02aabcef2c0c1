import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { offerValidator } from './coded-validators';

/** Public API answers may be kept a minute by browsers and CDNs, and served stale while refreshed. */
export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * A read that carries a token (the editor's client sends `access_token` on every call): answered
 * from the database as now, and kept nowhere, so an editor sees their own publish at once while
 * visitors keep the minute above. CDNs already bypass such requests (docs/deploy.md); this holds
 * for one that only honours the origin's headers.
 */
export const SIGNED_IN_API_CACHE = 'private, no-store';

const signedIn = (headers: Record<string, unknown>): boolean =>
  headers.access_token !== undefined || headers.authorization !== undefined;

/** The public API, and the open-data files (`/opendata/…`), which are public reads too. */
function startsWithApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/opendata/');
}

/**
 * Every successful GET of the public API gets Cache-Control (unless its route chose one, or the
 * request carries a token: `private, no-store`, no ETag) and a
 * strong ETag of its body, and answers 304 to a matching If-None-Match: reads are read-only (views
 * and visits arrive as POST beacons), so any CDN can serve them. Installed before compression: the
 * tag is made from the JSON text, then suffixed with the coding each client gets and checked
 * against If-None-Match after it (coded-validators.ts).
 */
export function installReadCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !startsWithApi(request.url)) return payload;
    if (typeof payload !== 'string') return payload;
    if (signedIn(request.headers)) {
      // A signed-in person's read: fresh for them, kept by no browser or CDN (decisions.md).
      reply.header('cache-control', SIGNED_IN_API_CACHE);
      return payload;
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_API_CACHE);
    if (String(reply.getHeader('cache-control')).includes('no-store')) return payload;
    offerValidator(reply, `"${createHash('sha1').update(payload).digest('base64url')}"`);
    return payload;
  });
}
