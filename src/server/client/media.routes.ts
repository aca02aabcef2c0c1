import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { offerValidator } from '../http/coded-validators';
import type { SeedImage } from '../seed/site-seed';

interface ServedImage {
  contentType: string;
  body: Buffer;
  etag: string;
}

/** Serves a starter's generated images (the demo's) at their `/media/…` paths, from memory. */
export function registerMediaRoutes(app: FastifyInstance, images: readonly SeedImage[]): void {
  const byPath = new Map<string, ServedImage>();
  for (const image of images) {
    const body = typeof image.body === 'string' ? Buffer.from(image.body, 'utf8') : image.body;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    byPath.set(image.path, { contentType: image.contentType, body, etag });
  }

  app.get('/media/*', async (request, reply) => {
    const pathname = decodePathname(request.url);
    const image = pathname === undefined ? undefined : byPath.get(pathname);
    if (!image) throw notFound('找不到這個檔案。');
    // A starter's images never change while a database lives, so browsers may keep them for a year.
    // The ETag and a 304 follow the coding sent (coded-validators.ts): an SVG goes out compressed.
    offerValidator(reply.header('cache-control', 'public, max-age=31536000'), image.etag);
    return reply.type(image.contentType).send(image.body);
  });
}

function decodePathname(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}
