import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendApiError } from '../http/api-error';
import type { Clock } from '../platform/clock';
import type { PageRenderer } from '../seo/seo.routes';
import type { ServerPageRenderer } from '../render/server-render';
import { findStaticFile, type StaticFile } from './static-files';

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

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply
    .header('cache-control', cacheControlFor(file.relativePath))
    .header('etag', file.etag)
    .header('last-modified', file.lastModified)
    .type(file.contentType);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
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
  renderPage?: PageRenderer | ServerPageRenderer,
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
    // Each route's own title, description and preview tags, and 404 for a path that names no page
    // (src/server/seo): read per request, so a rebuild of dist/ needs no restart.
    const page = await renderPage(request, await readFile(index.absolutePath, 'utf8'));
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
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
      return sendIndex(request, reply);
    },
  });

  app.setNotFoundHandler(async (_request, reply) => sendApiError(reply, notFound(), clock.now()));
}
