import sharp from 'sharp';
import { VARIANT_WIDTHS, variantWidthsFor, type VariantFormat } from '../../shared/upload-variants';
import type { SniffedType } from './file-sniffer';

export { VARIANT_WIDTHS };

export interface ImageVariant {
  width: number;
  height: number;
  body: Buffer;
}

export interface ProcessedImage {
  /** The original re-encoded in its own format: EXIF and anything after the image data are gone. */
  original: ImageVariant;
  /** The WebP variants, narrowest first. */
  variants: ImageVariant[];
  /** The AVIF variants, at the same widths. */
  avif: ImageVariant[];
}

/**
 * The encoders' settings (docs/decisions.md, "AVIF beside WebP"; docs/performance.md has the
 * table). WebP at quality 80 keeps an SSIM of 0.972–0.977 against the original at the variant's
 * width. AVIF at effort 0 encodes about as fast as that WebP (sharp's default effort 4 takes up to
 * 24 s for a 1,600 px variant); at quality 55 every variant of the demo photographs stays at an
 * SSIM of 0.958 or more (0.975–0.977 for the large photograph, as its WebP) in 77 % of the bytes.
 */
export const WEBP_QUALITY = 80;
export const AVIF_QUALITY = 55;
export const AVIF_EFFORT = 0;

/** One variant of an image (already turned upright), `width` px wide, in `format`. */
export async function encodeVariant(
  bytes: Buffer,
  width: number,
  format: VariantFormat,
): Promise<ImageVariant> {
  const resized = sharp(bytes, { failOn: 'warning', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const out = await (
    format === 'avif'
      ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
      : resized.webp({ quality: WEBP_QUALITY })
  ).toBuffer({ resolveWithObject: true });
  return { width: out.info.width, height: out.info.height, body: out.data };
}

/**
 * Decodes the whole image (a file that is not wholly the type its header claims fails here: a PNG
 * header on a script is refused), then writes WebP and AVIF variants, never wider than the original.
 */
export async function processImage(
  bytes: Buffer,
  type: Exclude<SniffedType, 'pdf'>,
): Promise<ProcessedImage> {
  const input = sharp(bytes, { failOn: 'warning', limitInputPixels: 40_000_000 });
  const meta = await input.metadata();
  if (meta.format !== type) throw new Error(`sniffed ${type}, decoded ${String(meta.format)}`);
  // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
  const original = await sharp(bytes, { failOn: 'warning' })
    .rotate()
    .toFormat(type === 'gif' ? 'gif' : type)
    .toBuffer({ resolveWithObject: true });
  const variants: ImageVariant[] = [];
  const avif: ImageVariant[] = [];
  for (const width of variantWidthsFor(original.info.width)) {
    variants.push(await encodeVariant(bytes, width, 'webp'));
    avif.push(await encodeVariant(bytes, width, 'avif'));
  }
  return {
    original: { width: original.info.width, height: original.info.height, body: original.data },
    variants,
    avif,
  };
}
