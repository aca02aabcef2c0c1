import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound, sendApiError } from '../http/api-error';
import type { Clock } from '../platform/clock';

const HASHED_ASSET = /^assets\/(js|css|media)\//;
const I18N_ASSET = /^assets\/i18n\//;
/** Paths that belong to the server, never to the single-page client. */
const SERVER_PREFIXES = ['/api', '/backend', '/media', '/assets'];

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

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function cacheControlFor(relativePath: string): string {
  if (path.posix.basename(relativePath) === 'index.html') return 'no-cache';
  // File names under these folders carry a content hash: a changed file is a new URL.
  if (HASHED_ASSET.test(relativePath)) return 'public, max-age=31536000, immutable';
  // Translations keep their name across builds, so browsers only keep them briefly.
  if (I18N_ASSET.test(relativePath)) return 'public, max-age=300';
  return 'public, max-age=3600';
}

/**
 * Serves the built client from `distDir`: files as they are, and index.html for every other GET
 * that is not a server path, so deep links into the single-page app load it.
 */
export async function registerClientRoutes(app: FastifyInstance, distDir: string, clock: Clock): Promise<void> {
  const root = path.resolve(distDir);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    // A missing DIST_DIR is reported on every page by the 503 below, not once in the log.
    suppressWarning: true,
    allowedPath: (pathname) => !['/api', '/backend', '/media'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', cacheControlFor(relative));
    },
  });

  async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
    let html: Buffer;
    try {
      html = await readFile(path.join(root, 'index.html'));
    } catch {
      return reply.code(503).header('cache-control', 'no-store').header('retry-after', '30').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isServerPath(pathname)) return sendIndex(reply);
    return sendApiError(reply, notFound(), clock.now());
  });
}
