import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { VARIANT_WIDTHS, variantFileName, variantOfName } from '../../shared/upload-variants';
import { encodeVariant, type ProcessedImage } from './image-variants';

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
    await fs.promises.writeFile(path.join(dir, variantFileName(variant.width, 'webp')), variant.body);
  for (const variant of image.avif)
    await fs.promises.writeFile(path.join(dir, variantFileName(variant.width, 'avif')), variant.body);
  await fs.promises.writeFile(path.join(dir, originalName), image.original.body);
}

const STANDARD_WEBP = new Set<string>(VARIANT_WIDTHS.map((width) => variantFileName(width, 'webp')));
const ORIGINAL_IMAGE = /^original\.(?:jpg|png|gif|webp)$/;

const exists = (file: string): Promise<boolean> =>
  fs.promises.access(file).then(
    () => true,
    () => false,
  );

/**
 * The WebP file a variant name stands for. A standard name of an original narrower than that width
 * (a page that knew the upload by a width attribute larger than its own) answers the widest
 * variant written, which is the original's own width: the names pages derive always answer.
 */
async function webpFile(dir: string, name: string): Promise<string | null> {
  const file = path.join(dir, name);
  if (await exists(file)) return file;
  if (!STANDARD_WEBP.has(name) || !(await exists(dir))) return null;
  const widest = (await fs.promises.readdir(dir))
    .map((entry) => ({ entry, variant: variantOfName(entry) }))
    .filter(({ variant }) => variant?.format === 'webp')
    .sort((a, b) => (b.variant?.width ?? 0) - (a.variant?.width ?? 0))[0];
  return widest ? path.join(dir, widest.entry) : null;
}

/** AVIF variants being encoded, by file: concurrent first requests wait for the same one. */
const encoding = new Map<string, Promise<string>>();

/**
 * Encodes the AVIF variant `width` px wide of the upload in `dir` from its original, once: into a
 * file of its own first and then renamed, so no request ever reads half of it.
 */
function encodeAvif(dir: string, width: number): Promise<string> {
  const target = path.join(dir, variantFileName(width, 'avif'));
  let job = encoding.get(target);
  if (!job) {
    job = (async () => {
      const original = (await fs.promises.readdir(dir)).find((entry) => ORIGINAL_IMAGE.test(entry));
      if (original === undefined) throw new Error(`no original in ${dir}`);
      const variant = await encodeVariant(
        await fs.promises.readFile(path.join(dir, original)),
        width,
        'avif',
      );
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await fs.promises.writeFile(partial, variant.body);
        await fs.promises.rename(partial, target);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
      return target;
    })().finally(() => encoding.delete(target));
    encoding.set(target, job);
  }
  return job;
}

/**
 * The file of an upload's folder that a served name stands for, or null. An AVIF variant answers
 * for exactly the widths that have a WebP one (so a stranger cannot have any other width encoded);
 * an upload from before AVIF variants were written gets its AVIF on the first request for it.
 */
export async function servedUploadFile(dir: string, name: string): Promise<string | null> {
  const variant = variantOfName(name);
  if (variant?.format === 'webp') return webpFile(dir, name);
  const file = path.join(dir, name);
  if (variant === null) return (await exists(file)) ? file : null;
  const webp = await webpFile(dir, variantFileName(variant.width, 'webp'));
  const width = webp === null ? undefined : variantOfName(path.basename(webp))?.width;
  if (width === undefined) return null;
  const avif = path.join(dir, variantFileName(width, 'avif'));
  return (await exists(avif)) ? avif : encodeAvif(dir, width);
}
