import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Public API answers may be kept a minute by browsers and CDNs, and served stale while refreshed. */
export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=300';

function startsWithApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Every successful GET of the public API gets Cache-Control (unless its route chose one) and a
 * strong ETag of its body, and answers 304 to a matching If-None-Match: reads are read-only (views
 * and visits arrive as POST beacons), so any CDN can serve them. Installed before compression, so
 * the tag is the one of the JSON text, whatever encoding each client gets.
 */
export function installReadCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !startsWithApi(request.url)) return payload;
    if (typeof payload !== 'string') return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_API_CACHE);
    if (String(reply.getHeader('cache-control')).includes('no-store')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
