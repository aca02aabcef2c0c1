import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { invalid } from '../platform/refusals';
import type { LibraryImage, LibraryPage } from '../../shared/upload-library.types';

/**
 * The site's uploaded images as a library to choose from (插入圖片 in the body editor). Uploads
 * live as files, one folder per upload, so the library keeps a small `meta.json` beside each
 * upload (its name, alt text, size and time; never served, see files.routes.ts) and lists by
 * reading those. Folders from before the library have none: they are listed under their file name
 * with the size read from the image header, and dated by the folder.
 */

export const LIBRARY_PAGE_SIZE = 24;
export const LIBRARY_QUERY_MAX = 100;
const META = 'meta.json';
const FILE_ID = /^[0-9a-f]{32}$/;
const IMAGE_ORIGINAL = /^original\.(jpg|png|gif|webp)$/;

export interface UploadMeta {
  name: string;
  alt: string;
  decorative: boolean;
  ext: string;
  width?: number;
  height?: number;
  /** Epoch milliseconds. */
  uploadedAt: number;
}

/** Kept with the upload, for the library's names and search. */
export function recordUpload(dir: string, meta: UploadMeta): void {
  fs.writeFileSync(path.join(dir, META), JSON.stringify(meta));
}

/** The query as sent: `q` a search of at most 100 characters, `page` a whole number from 0. */
export function libraryQueryOf(raw: { q?: unknown; page?: unknown }): { q: string; page: number } {
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  if (q.length > LIBRARY_QUERY_MAX)
    throw invalid(`搜尋文字請在 ${LIBRARY_QUERY_MAX} 字以內。`, { q: `請在 ${LIBRARY_QUERY_MAX} 字以內` });
  const pageText = raw.page === undefined || raw.page === '' ? '0' : String(raw.page);
  if (!/^\d{1,6}$/.test(pageText)) throw invalid('頁碼必須是 0 以上的整數。', { page: '請填 0 以上的整數' });
  return { q, page: Number(pageText) };
}

function readMeta(dir: string): Partial<UploadMeta> | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dir, META), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Partial<UploadMeta>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const size = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

interface Listed extends LibraryImage {
  /** An upload from before the library: its size is read only if it is on the page answered. */
  unmeasured?: string;
  at: number;
}

function listedOf(uploadsDir: string, fileId: string): Listed | null {
  const dir = path.join(uploadsDir, fileId);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return null;
  }
  const originalName = names.find((name) => IMAGE_ORIGINAL.test(name));
  if (!originalName) return null;
  const meta = readMeta(dir);
  const at = size(meta?.uploadedAt) ?? fs.statSync(dir).mtimeMs;
  const entry: Listed = {
    fileId,
    name: text(meta?.name) || originalName,
    ext: IMAGE_ORIGINAL.exec(originalName)![1]!,
    original: `/media/uploads/${fileId}/${originalName}`,
    alt: text(meta?.alt),
    decorative: meta?.decorative === true,
    uploadedAt: new Date(at).toISOString(),
    at,
  };
  const width = size(meta?.width);
  const height = size(meta?.height);
  if (width && height) Object.assign(entry, { width, height });
  else entry.unmeasured = path.join(dir, originalName);
  return entry;
}

/**
 * One page of the site's uploaded images, newest first, those whose name or alt text contains `q`
 * (case ignored). PDFs and other files are not images to place in a text, so they are left out.
 */
export async function listUploads(
  uploadsDir: string,
  { q, page }: { q: string; page: number },
): Promise<LibraryPage> {
  let ids: string[];
  try {
    ids = fs.readdirSync(uploadsDir).filter((name) => FILE_ID.test(name));
  } catch {
    ids = [];
  }
  const needle = q.toLowerCase();
  const matching = ids
    .map((fileId) => listedOf(uploadsDir, fileId))
    .filter((entry): entry is Listed => entry !== null)
    .filter(
      (entry) =>
        needle === '' ||
        entry.name.toLowerCase().includes(needle) ||
        entry.alt.toLowerCase().includes(needle),
    )
    .sort((a, b) => b.at - a.at || a.fileId.localeCompare(b.fileId));
  const shown = matching.slice(page * LIBRARY_PAGE_SIZE, (page + 1) * LIBRARY_PAGE_SIZE);
  const rows = await Promise.all(
    shown.map(async ({ unmeasured, at: _at, ...entry }): Promise<LibraryImage> => {
      if (!unmeasured) return entry;
      const meta = await sharp(unmeasured)
        .metadata()
        .catch(() => null);
      return meta?.width && meta.height ? { ...entry, width: meta.width, height: meta.height } : entry;
    }),
  );
  return { rows, total: matching.length, page, pageSize: LIBRARY_PAGE_SIZE };
}
