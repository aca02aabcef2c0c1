import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

// @fastify/static is not used: it loads `content-disposition`, an ES module that the CommonJS
// runtime of the jest `server` project cannot require on Node 20, and the client needs only this.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export interface StaticFile {
  absolutePath: string;
  /** Path relative to the root, with forward slashes. */
  relativePath: string;
  contentType: string;
  size: number;
  etag: string;
  lastModified: string;
  open(): NodeJS.ReadableStream;
}

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The regular file under `root` a URL path names, or undefined. Never leaves `root`: decoding
 * errors, NUL bytes, `..` and dot-files (`.env`, `.git`) all count as "no such file".
 */
export async function findStaticFile(root: string, urlPath: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment.length > 0);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return undefined;
  const absolutePath = path.join(root, ...segments);
  if (!absolutePath.startsWith(root + path.sep)) return undefined;
  const stats = await stat(absolutePath).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  return {
    absolutePath,
    relativePath: segments.join('/'),
    contentType: contentTypeOf(absolutePath),
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    lastModified: stats.mtime.toUTCString(),
    open: () => createReadStream(absolutePath),
  };
}
