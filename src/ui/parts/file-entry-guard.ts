import type { FileEntry } from '../../shared/api-types';

/** Whether a CMS value is a file entry that can be shown: an object with a URL, not hidden. */
export function isFileEntry(value: unknown): value is FileEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<FileEntry>;
  return typeof entry.original === 'string' && entry.original.trim() !== '' && entry.hidden !== true;
}
