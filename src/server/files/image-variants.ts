import sharp from 'sharp';
import { VARIANT_WIDTHS, variantWidthsFor } from '../../shared/upload-variants';
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
  variants: ImageVariant[];
}

/**
 * Decodes the whole image (a file that is not wholly the type its header claims fails here: a PNG
 * header on a script is refused), then writes WebP variants, never wider than the original.
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
  for (const width of variantWidthsFor(original.info.width)) {
    const out = await sharp(bytes, { failOn: 'warning' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: out.info.width, height: out.info.height, body: out.data });
  }
  return {
    original: { width: original.info.width, height: original.info.height, body: original.data },
    variants,
  };
}
