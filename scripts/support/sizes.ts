/** Transfer sizes of built files: gzip at level 9 and brotli at its best quality, as a CDN would serve them. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FileSize {
  /** Path inside the build directory, without a leading slash. */
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export const gzipSize = (content: Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

export const brotliSize = (content: Buffer): number =>
  zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }).length;

/** Turns a same-origin URL or path (`/assets/js/x.js?v`) into the file path inside the build. */
export function distPathOf(url: string, origin?: string): string {
  let pathname = url;
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) {
    const parsed = new URL(url);
    if (origin === undefined || parsed.origin !== origin)
      throw new Error(`cannot measure a file from another origin: ${url}`);
    pathname = parsed.pathname;
  }
  return decodeURIComponent(pathname.split(/[?#]/)[0]!).replace(/^\/+/, '');
}

export function sizeOf(dist: string, file: string): FileSize {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSize(content), brotliBytes: brotliSize(content) };
}

export const sum = (files: FileSize[], key: 'bytes' | 'gzipBytes' | 'brotliBytes'): number =>
  files.reduce((total, f) => total + f[key], 0);

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
