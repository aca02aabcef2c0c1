import type { FileEntry } from '../../shared/api-types';
import {
  AVIF_TYPE,
  avifCandidatesOf,
  srcSetAttribute,
  srcSetCandidatesOf,
  type ResponsiveSource,
} from '../../shared/upload-variants';
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
export function srcSetOf(file: ResponsiveSource): string | undefined {
  return srcSetAttribute(srcSetCandidatesOf(file), cmsUrl);
}

/** The `srcset` of the AVIF `<source>` of a CMS file: its upload's AVIF variants; undefined for others. */
export function avifSrcSetOf(file: FileEntry): string | undefined {
  return srcSetAttribute(avifCandidatesOf(file.original, srcSetCandidatesOf(file)), cmsUrl);
}

/** What an `<img>` or `<source>` of a picture offers, or a preload of it fetches. */
export interface PictureSource {
  href: string;
  srcset?: string;
  sizes?: string;
  /** A preload's `type`: a browser that cannot decode it fetches nothing. */
  type?: string;
}

/**
 * What an `<img>` or `<source>` of `file` offers: the address, and with variants their `srcset`
 * and the `sizes` given; `avif` the `<source type="image/avif">` put before it, for an upload.
 */
export function pictureSources(
  file: FileEntry,
  sizes: string,
): PictureSource & { avif?: { srcset: string; sizes: string } } {
  const srcset = srcSetOf(file);
  const avif = srcset ? avifSrcSetOf(file) : undefined;
  return {
    href: cmsUrl(file.original),
    ...(srcset ? { srcset, sizes } : {}),
    ...(avif ? { avif: { srcset: avif, sizes } } : {}),
  };
}

/**
 * What the preload of a picture fetches: the very candidate its element will pick. A preload
 * cannot choose between formats as a `<picture>` does, so a picture with an AVIF source is
 * preloaded by its AVIF srcset with `type="image/avif"`: current browsers decode AVIF (Chromium
 * since 85, Firefox since 93, Safari 16) and fetch it once, for the preload and the element; one
 * that does not skips a preload of a type it cannot decode and loads the WebP when the element
 * asks, instead of downloading both (docs/decisions.md).
 */
export function preloadSource(sources: ReturnType<typeof pictureSources>): PictureSource {
  const { avif, ...own } = sources;
  return avif ? { href: own.href, srcset: avif.srcset, sizes: avif.sizes, type: AVIF_TYPE } : own;
}
