import { requestOrigin, type OriginConfig } from '../http/public-origin';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendApiError } from '../http/api-error';
import { offerValidator } from '../http/coded-validators';
import type { Clock } from '../platform/clock';
import type { PageRenderer } from '../seo/seo.routes';
import { LOGIN_ACCOUNT_PARAM, LOGIN_AGAIN_PARAM } from '../../shared/login-again';
import {
  chosenEncoding,
  COMPRESS_FROM_BYTES,
  normalisedQuery,
  type RenderedPage,
  type RenderedPageCache,
} from './page-cache';
import { findStaticFile, type StaticFile } from './static-files';

/** A route's HTML from index.html: today's head-only `PageRenderer`, or a server render that awaits. */
export type ClientPageRenderer =
  PageRenderer | ((request: FastifyRequest, indexHtml: string) => RenderedPage | Promise<RenderedPage>);

const HASHED_ASSET = /^assets\/(js|css|media)\//;
const I18N_ASSET = /^assets\/i18n\//;
/** Paths that belong to the server, never to the single-page client. */
const SERVER_PREFIXES = ['/api', '/backend', '/media'];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>網站尚未建置</title></head>
<body>
<main>
<h1>網站尚未建置</h1>
<p>伺服器找不到前端檔案（DIST_DIR 中的 index.html）。請先執行 <code>npm run build</code>，完成後重新整理本頁。</p>
<p>API 仍可正常使用。</p>
</main>
</body>
</html>
`;

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function cacheControlFor(relativePath: string): string {
  if (path.posix.basename(relativePath) === 'index.html') return 'no-cache';
  // File names under these folders carry a content hash: a changed file is a new URL.
  if (HASHED_ASSET.test(relativePath)) return 'public, max-age=31536000, immutable';
  // Translations keep their name across builds, so browsers only keep them briefly.
  if (I18N_ASSET.test(relativePath)) return 'public, max-age=300';
  return 'public, max-age=3600';
}

const ACCESS_TOKEN_COOKIE = /(?:^|;)\s*access_token=/;

/**
 * Why a request must get a page of its own, or undefined for an anonymous visitor's. The client
 * sends its token as the `access_token` header; a cookie or query parameter of that name, or an
 * Authorization header, counts too, so a proxy or a future client that sends it so is never served
 * (or never fills) the shared copy. `?preview` is the editor's draft view (preview.hook.ts).
 * `?account=…&again=1` is the login page filled again (shared/login-again.ts).
 */
function personalReason(request: FastifyRequest, search: string): string | undefined {
  const { headers } = request;
  if (headers.access_token !== undefined || headers.authorization !== undefined) return 'token';
  if (ACCESS_TOKEN_COOKIE.test(headers.cookie ?? '')) return 'token';
  const query = new URLSearchParams(search);
  if (query.has('access_token')) return 'token';
  if (query.has('preview')) return 'preview';
  // The login page again after a form sent before its scripts ran: it names what one person typed.
  if (query.has(LOGIN_ACCOUNT_PARAM) || query.has(LOGIN_AGAIN_PARAM)) return 'typed';
  return undefined;
}

/**
 * A file as it is on disk, compressed on the way by @fastify/compress when the client accepts it;
 * its ETag and a 304 follow the coding sent (coded-validators.ts).
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  offerValidator(reply, file.etag)
    .header('cache-control', cacheControlFor(file.relativePath))
    .header('last-modified', file.lastModified)
    .type(file.contentType);
  if (request.method === 'HEAD') return reply.header('content-length', String(file.size)).send();
  return reply.send(file.open());
}

/**
 * Serves the built client from `distDir`: its files as they are, and index.html for every other
 * GET outside the server's own paths, so deep links into the single-page app load it. A missing
 * file under /assets is a 404: answering index.html there would hide a broken build.
 */
export function registerClientRoutes(
  app: FastifyInstance,
  distDir: string,
  clock: Clock,
  renderPage?: ClientPageRenderer,
  /** Rendered pages for anonymous visitors (page-cache.ts); without it every request renders. */
  pageCache?: RenderedPageCache,
  /** Where a page that moved (an item's earlier 網址代稱) is now, or undefined (item-addresses.ts). */
  pageRedirect?: (url: string) => Promise<string | undefined>,
  /** Where links point (PUBLIC_ORIGIN, PUBLIC_HOSTS): the page cache keys on that origin. */
  origins: OriginConfig = {},
): void {
  const root = path.resolve(distDir);

  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const index = await findStaticFile(root, '/index.html');
    if (!index) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    if (!renderPage) return sendFile(request, reply, index);
    // Each route's own HTML (src/server/seo, src/server/render): read per request, so a rebuild of
    // dist/ needs no restart, and kept per URL for anonymous visitors while nothing changes.
    const render = async (): Promise<RenderedPage> =>
      renderPage(request, await readFile(index.absolutePath, 'utf8'));
    const [pathname = '/', ...rest] = request.url.split('?');
    const search = rest.join('?');
    const personal = personalReason(request, search);
    if (personal || !pageCache) {
      const page = await render();
      return reply
        .code(page.status)
        .header('cache-control', personal ? 'private, no-store' : 'no-cache')
        .header('x-page-cache', personal ? 'bypass' : 'off')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    // The origin the page links to is part of the key, and only configuration decides it: a
    // stranger's Host cannot plant a page with foreign links for the next visitor.
    const key = `${requestOrigin(request, origins)}${pathname}${normalisedQuery(search)}`;
    const { page, hit } = await pageCache.page(key, pathname, index.etag, render);
    reply
      .code(page.status)
      // Kept by browsers and CDNs, but asked again each time: a 304 costs no render either.
      .header('cache-control', 'no-cache')
      .header('x-page-cache', !pageCache.enabled ? 'off' : hit ? 'hit' : 'miss')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    // A 404 carries no validator: a conditional request only applies to a page that exists. The
    // tag is the HTML's; the coding sent is added to it, and If-None-Match checked against that,
    // once the answer is complete (coded-validators.ts).
    if (page.status === 200) offerValidator(reply, page.etag);
    const encoding =
      page.bytes >= COMPRESS_FROM_BYTES ? chosenEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) {
      if (request.method === 'HEAD') return reply.header('content-length', String(page.bytes)).send();
      return reply.send(page.html);
    }
    // Compressed here, once per kept page, rather than by @fastify/compress on every answer. HEAD
    // says what GET would send: the same coding, length and tag.
    const body = pageCache.encoded(page, encoding);
    reply.header('content-encoding', encoding);
    if (request.method === 'HEAD') return reply.header('content-length', String(body.length)).send();
    return reply.send(body);
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (SERVER_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix))) {
        return sendApiError(reply, notFound(), clock.now());
      }
      const file = await findStaticFile(root, pathname);
      if (file) return sendFile(request, reply, file);
      if (startsWithSegment(pathname, '/assets'))
        return sendApiError(reply, notFound('找不到這個檔案。'), clock.now());
      const moved = await pageRedirect?.(request.url);
      // Permanent: links and search engines move to the new address; the old one keeps working.
      if (moved !== undefined) return reply.code(301).header('location', moved).send();
      return sendIndex(request, reply);
    },
  });

  app.setNotFoundHandler(async (_request, reply) => sendApiError(reply, notFound(), clock.now()));
}
