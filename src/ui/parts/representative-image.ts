import type { FileEntry } from '../../shared/api-types';

/**
 * The image that stands for a set: the one the editor flagged `represent`, else the first shown.
 * Hidden entries never represent a set. Values come straight from the CMS, so anything that is not
 * an array of file entries counts as "no images" rather than throwing in a view.
 */
export function representativeImage(files: unknown): FileEntry | undefined {
  const visible = visibleFiles(files);
  return visible.find((file) => file.represent) ?? visible[0];
}

/** File entries that may be shown: well-formed and not hidden. */
export function visibleFiles(files: unknown): FileEntry[] {
  if (!Array.isArray(files)) return [];
  return files.filter(isFileEntry).filter((file) => file.hidden !== true);
}

export function isFileEntry(value: unknown): value is FileEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<FileEntry>;
  return typeof entry.original === 'string' && entry.original !== '';
}
