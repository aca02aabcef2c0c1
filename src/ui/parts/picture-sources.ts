import type { FileEntry } from '../../shared/api-types';
import { srcSetAttribute, srcSetCandidatesOf } from '../../shared/upload-variants';
import { cmsUrl } from '../paths/cms-url';

/*
 * Kept apart from the React component (responsive-image.tsx) so the start-up's image hints can use
 * it without carrying the component and its styles into the entry bundle.
 */

/**
 * `srcset` of a CMS file: the WebP variants its upload answered (or that its upload address and
 * width name), else a legacy platform's width-named `transform` map, with the original at its own
 * width (src/shared/upload-variants.ts holds the policy). Undefined when there is nothing to choose.
 */
export function srcSetOf(file: FileEntry): string | undefined {
  return srcSetAttribute(srcSetCandidatesOf(file), cmsUrl);
}

/**
 * What an `<img>` or `<source>` of `file` offers, and what its preload must say to fetch the very
 * same picture: the address, and with variants their `srcset` and the `sizes` given.
 */
export function pictureSources(
  file: FileEntry,
  sizes: string,
): { href: string; srcset?: string; sizes?: string } {
  const srcset = srcSetOf(file);
  return { href: cmsUrl(file.original), ...(srcset ? { srcset, sizes } : {}) };
}
