import { keptFiles, representativeOf } from '../../domain/files/file-helpers';
import type { FileEntry } from '../../shared/api-types';

/**
 * View-side entry to the domain's file rules: values come straight from the CMS as `unknown`
 * record fields, so anything that is not an array counts as "no images" rather than throwing.
 */
const asFiles = (files: unknown): FileEntry[] | null =>
  Array.isArray(files) ? (files as FileEntry[]) : null;

/** The image that stands for a set: the one flagged `represent`, else the first shown. */
export function representativeImage(files: unknown): FileEntry | undefined {
  return representativeOf(asFiles(files));
}

/** File entries that may be shown or downloaded: with a URL and not hidden. */
export function visibleFiles(files: unknown): FileEntry[] {
  return keptFiles(asFiles(files));
}
