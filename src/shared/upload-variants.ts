/**
 * The responsive-image policy of uploads, shared by the server that writes the variants and by the
 * pages (server-rendered and in the browser) that offer them. Pure: no Node, no DOM.
 *
 * An upload lives in its own folder: `/media/uploads/<id>/original.<ext>` beside WebP and AVIF
 * variants named by their width, `w480.webp` and `w480.avif`, `w960.…`, `w1600.…`. Because the
 * names follow from the width alone, a page that knows an upload's address and width can offer its
 * variants without asking the server anything: one rule for the document's image list and for
 * `<img>` in the body. AVIF goes first in a `<picture>` (a seventh fewer bytes at the same SSIM,
 * docs/decisions.md); the WebP stays the `<img>`'s own srcset for a browser that cannot decode it.
 */

/** The widths the server writes: a phone (480), a phone at 2× or a tablet (960), a desktop (1600). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** The variants' format: every browser the site supports decodes it (docs/decisions.md). */
export const VARIANT_TYPE = 'image/webp';

/** The smaller variants offered first, in a `<source type>`: a browser that cannot decode them skips it. */
export const AVIF_TYPE = 'image/avif';

/** The formats of an upload's variants, each written at every variant width. */
export type VariantFormat = 'webp' | 'avif';

export const VARIANT_FORMATS: readonly VariantFormat[] = ['webp', 'avif'];

/** The `content-type` of a variant of each format. */
export const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = {
  webp: VARIANT_TYPE,
  avif: AVIF_TYPE,
};

/** A variant as the upload answer (`variants`) and a stored file entry carry it. */
export interface ImageVariantEntry {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** One `srcset` candidate: an address and the width it was drawn at. */
export interface SrcSetCandidate {
  url: string;
  width: number;
}

/** The file name of the variant `width` px wide in `format` (WebP unless said). */
export const variantFileName = (width: number, format: VariantFormat = 'webp'): string =>
  `w${String(width)}.${format}`;

const VARIANT_NAME = /^w([1-9]\d{1,3})\.(webp|avif)$/;

/** The width and format a variant's file name carries (`w960.avif`), or null for any other name. */
export function variantOfName(name: string): { width: number; format: VariantFormat } | null {
  const match = VARIANT_NAME.exec(name);
  return match ? { width: Number(match[1]), format: match[2] as VariantFormat } : null;
}

/**
 * The widths the server writes for an original `originalWidth` px wide: each standard width, never
 * enlarged, stopping at the first that reaches the original (a 1,000 px original gets 480, 960 and
 * a WebP of its own 1,000 px).
 */
export function variantWidthsFor(originalWidth: number): number[] {
  const widths: number[] = [];
  if (!Number.isFinite(originalWidth) || originalWidth < 1) return widths;
  for (const width of VARIANT_WIDTHS) {
    if (widths.some((made) => made >= originalWidth)) break;
    widths.push(Math.min(width, Math.floor(originalWidth)));
  }
  return widths;
}

/**
 * An upload's original, root-relative, as the server names it. GIFs are left out on purpose: their
 * variants are still pictures, and an animation must stay one.
 */
const UPLOAD_ORIGINAL = /^\/media\/uploads\/([0-9a-f]{32})\/original\.(?:jpg|png|webp)$/;

/** The folder of an upload's original (`/media/uploads/<id>/`), or null for any other address. */
export function uploadFolderOf(url: string): string | null {
  const id = UPLOAD_ORIGINAL.exec(url)?.[1];
  return id === undefined ? null : `/media/uploads/${id}/`;
}

/**
 * The candidates of an upload known by its address and width: the standard variants narrower than
 * the width, then the original. Only standard widths are named, so a width attribute that is not
 * quite the file's own never points at a variant that was not written (the server also answers a
 * standard name with the widest variant when the original is narrower). Empty for anything that
 * is not an upload's original, or without a width.
 */
export function uploadCandidates(original: string, width: number | undefined): SrcSetCandidate[] {
  const folder = uploadFolderOf(original);
  if (folder === null || width === undefined || !Number.isInteger(width) || width < 1) return [];
  const variants = VARIANT_WIDTHS.filter((standard) => standard < width).map((standard) => ({
    url: `${folder}${variantFileName(standard)}`,
    width: standard,
  }));
  return variants.length === 0 ? [] : [...variants, { url: original, width }];
}

/** What a file entry offers: its variants, a legacy platform's `transform` map, its address and width. */
export interface ResponsiveSource {
  original: string;
  width?: number | undefined;
  variants?: readonly ImageVariantEntry[] | undefined;
  transform?: Readonly<Record<string, string>> | undefined;
}

const WIDTH_IN_KEY = /(\d{2,5})/;

/**
 * The `srcset` candidates of a file entry, narrowest first, each width once: the variants the
 * upload answered, else those its address and width name, else a legacy `transform` map whose keys
 * carry the width (`400`, `400w`, `w800`; keys without one are skipped, a width descriptor cannot
 * be guessed). The original joins when its width is known, so large screens may still pick it.
 * Empty when there is nothing to choose from.
 */
export function srcSetCandidatesOf(file: ResponsiveSource): SrcSetCandidate[] {
  const candidates = new Map<number, string>();
  const variants = (file.variants ?? []).filter(
    (variant) =>
      typeof variant.url === 'string' &&
      variant.url !== '' &&
      variant.width > 0 &&
      // The AVIF siblings have their own <source>; the srcset of an <img> is what every browser decodes.
      variant.type !== AVIF_TYPE,
  );
  if (variants.length > 0) {
    for (const variant of variants) candidates.set(variant.width, variant.url);
  } else {
    for (const candidate of uploadCandidates(file.original, file.width))
      candidates.set(candidate.width, candidate.url);
  }
  if (candidates.size === 0) {
    for (const [key, url] of Object.entries(file.transform ?? {})) {
      const width = WIDTH_IN_KEY.exec(key)?.[1];
      if (width && typeof url === 'string' && url !== '') candidates.set(Number(width), url);
    }
  }
  if (candidates.size === 0) return [];
  if (file.width && !candidates.has(file.width)) candidates.set(file.width, file.original);
  return [...candidates.entries()].sort(([a], [b]) => a - b).map(([width, url]) => ({ url, width }));
}

// Spaces and commas would split a srcset candidate; everything else is already a valid URL.
const srcSetUrl = (url: string): string => url.replace(/ /g, '%20').replace(/,/g, '%2C');

/** The `srcset` attribute of some candidates (each address resolved by `resolve`), or undefined. */
export function srcSetAttribute(
  candidates: readonly SrcSetCandidate[],
  resolve: (url: string) => string = (url) => url,
): string | undefined {
  if (candidates.length === 0) return undefined;
  return candidates.map(({ url, width }) => `${srcSetUrl(resolve(url))} ${String(width)}w`).join(', ');
}

/**
 * The AVIF candidates beside some WebP ones of the upload whose original is `original`: each WebP
 * variant in the upload's folder becomes its AVIF sibling of the same width (the server writes
 * both, and makes the AVIF of an older upload on its first request); the original stays at its own
 * width, the sharpest picture for a screen wider than every variant, as in the WebP srcset. Empty
 * when no candidate is a variant of that upload (a legacy `transform` map, another host).
 */
export function avifCandidatesOf(
  original: string,
  candidates: readonly SrcSetCandidate[],
): SrcSetCandidate[] {
  const folder = uploadFolderOf(original);
  if (folder === null) return [];
  const avif: SrcSetCandidate[] = [];
  let variants = 0;
  for (const candidate of candidates) {
    const name = candidate.url.startsWith(folder) ? candidate.url.slice(folder.length) : '';
    const variant = variantOfName(name);
    if (variant?.format === 'webp') {
      variants += 1;
      avif.push({ url: `${folder}${variantFileName(variant.width, 'avif')}`, width: candidate.width });
    } else if (candidate.url === original) avif.push(candidate);
  }
  return variants === 0 ? [] : avif;
}

/** Wider than this the page lays out its content beside a column (the site's desktop breakpoint). */
export const DESKTOP_MEDIA = '(min-width: 62em)';

/**
 * `sizes` of a picture that spans the content column (a detail's lead image): the column's width on
 * a desktop, the screen's on a phone.
 */
export function columnSizes(columnWidth = '48rem'): string {
  return `${DESKTOP_MEDIA} ${columnWidth}, 100vw`;
}

/**
 * `sizes` of an image in the body text: never wider than its own width attribute (an editor may
 * place a small picture), else as wide as the text column on a desktop and the screen on a phone.
 */
export function bodyImageSizes(width: number, columnWidth = '48rem'): string {
  const px = `${String(width)}px`;
  return `${DESKTOP_MEDIA} min(${columnWidth}, ${px}), min(100vw, ${px})`;
}

/**
 * The `srcset` and `sizes` of an `<img>` in the body, from its `src` and `width`, with the `srcset`
 * of the AVIF `<source>` put before it; null to leave it be.
 */
export function bodyImageSources(
  src: string,
  widthAttribute: string | null,
  resolve: (url: string) => string = (url) => url,
): { srcset: string; sizes: string; avifSrcset: string | undefined } | null {
  if (widthAttribute === null || !/^\s*\d{1,5}\s*$/.test(widthAttribute)) return null;
  const width = Number(widthAttribute);
  const candidates = uploadCandidates(src, width);
  const srcset = srcSetAttribute(candidates, resolve);
  if (srcset === undefined) return null;
  const avifSrcset = srcSetAttribute(avifCandidatesOf(src, candidates), resolve);
  return { srcset, sizes: bodyImageSizes(width), avifSrcset };
}
