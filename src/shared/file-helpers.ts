import type { FileEntry } from './api-types';

/** A file entry's id: an upload's text, or the original platform's number. */
export const isFileId = (value: unknown): value is FileEntry['fileId'] =>
  typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));

export type FileExclusionTest = (file: FileEntry) => boolean;

/**
 * The default exclusion test (the spec does not show the original one): an entry without a URL
 * (`original`) cannot be shown or downloaded, and an entry flagged `hidden` was withdrawn by an
 * editor, so both are excluded.
 */
export const isExcludedFile: FileExclusionTest = (file) =>
  typeof file.original !== 'string' || file.original.trim() === '' || file.hidden === true;

/** Copies of the entries with the represent flag cleared on all; the input is not mutated. */
export function clearRepresent(files: readonly FileEntry[]): FileEntry[] {
  return files.map((file) => ({ ...file, represent: false }));
}

/** Only the entries that pass the exclusion test. Non-arrays and non-objects count as no files. */
export function keptFiles(
  files: readonly FileEntry[] | null | undefined,
  isExcluded: FileExclusionTest = isExcludedFile,
): FileEntry[] {
  if (!Array.isArray(files)) return [];
  return files.filter((file) => typeof file === 'object' && file !== null && !isExcluded(file));
}

/** The image that stands for a set: the kept one flagged `represent`, else the first kept one. */
export function representativeOf(
  files: readonly FileEntry[] | null | undefined,
  isExcluded: FileExclusionTest = isExcludedFile,
): FileEntry | undefined {
  const kept = keptFiles(files, isExcluded);
  return kept.find((file) => file.represent === true) ?? kept[0];
}

/**
 * An image's text alternative, the one rule the public pages, the editor's forms and the
 * accessibility gate share: none for an image marked decorative, else the editor's `alt`, else the
 * platform's `description`, which the original site showed as the alt text.
 */
export function textAlternativeOf(
  file: Pick<FileEntry, 'alt' | 'decorative'> & { description?: unknown },
): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return file.decorative === true ? '' : text(file.alt) || text(file.description);
}
