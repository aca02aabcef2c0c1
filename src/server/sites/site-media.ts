import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE } from '../ports/site';

/** The folder below MEDIA_DIR where every site but `default` keeps its uploads, one folder each. */
export const SITE_MEDIA_FOLDER = 'sites';

/** Where `code` keeps its uploads under MEDIA_DIR: the default site in MEDIA_DIR itself. */
export function siteMediaDir(mediaDir: string, code: string): string {
  return code === DEFAULT_SITE ? mediaDir : path.join(mediaDir, SITE_MEDIA_FOLDER, code);
}

/** An upload's address names its folder: `/media/uploads/{fileId}/{name}`. */
const UPLOAD_REFERENCE = /\/media\/uploads\/([0-9a-f]{32})\//g;

/**
 * What a site's media take on disk, in bytes: every file below its folder, except the folder of
 * the other sites' media (`skip`, inside the default site's folder). A folder not made yet is 0.
 */
export async function mediaBytes(folder: string, skip?: string): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const at = path.join(folder, entry.name);
    if (at === skip) continue;
    // Links are not followed: a link out of the folder is not the site's space.
    if (entry.isDirectory()) total += await mediaBytes(at);
    else if (entry.isFile()) total += (await fs.promises.stat(at)).size;
  }
  return total;
}

/** The uploads a document (any JSON) links to, each once. */
export function uploadsNamedIn(data: unknown): string[] {
  return [...new Set([...JSON.stringify(data).matchAll(UPLOAD_REFERENCE)].map((match) => match[1]!))];
}

/**
 * Copies uploads from one site's folder into another's, so that what a copied header or banner
 * links to is there on the new site. An upload missing from the source is left out: its link was
 * already broken there.
 */
export async function copyUploads(from: string, to: string, fileIds: readonly string[]): Promise<number> {
  let copied = 0;
  for (const fileId of fileIds) {
    const source = path.join(from, fileId);
    if (!fs.existsSync(source)) continue;
    await fs.promises.cp(source, path.join(to, fileId), { recursive: true, errorOnExist: false });
    copied += 1;
  }
  return copied;
}
