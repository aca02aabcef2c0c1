import fs from 'node:fs';
import path from 'node:path';
import { variantFileName } from '../../shared/upload-variants';
import type { ProcessedImage } from './image-variants';

/**
 * Writes a processed image into its upload folder: the variants first and the original last, so a
 * folder with its original is complete (the demo photos are written on first request and checked
 * by that file).
 */
export async function writeProcessedImage(
  dir: string,
  originalName: string,
  image: ProcessedImage,
): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  for (const variant of image.variants)
    await fs.promises.writeFile(path.join(dir, variantFileName(variant.width)), variant.body);
  await fs.promises.writeFile(path.join(dir, originalName), image.original.body);
}
