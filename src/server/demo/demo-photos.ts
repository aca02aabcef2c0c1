import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileEntry } from '../../shared/api-types';
import {
  VARIANT_TYPE,
  variantFileName,
  variantWidthsFor,
  type ImageVariantEntry,
} from '../../shared/upload-variants';
import { writeProcessedImage } from '../files/image-store';
import { processImage } from '../files/image-variants';
import type { StarterUploads } from '../seed/site-seed';

/**
 * The demo's real photographs (photos/SOURCES.md names their authors and licences). They are not
 * served as shipped: each goes through the upload pipeline (decoded, re-encoded without metadata,
 * WebP and AVIF variants) into the uploads folder, under an id that follows from its name, so the demo's
 * pages offer them exactly as they offer what an editor uploads.
 *
 * Encoding takes a second or two of CPU, so it is not done while seeding: a photo is written on
 * the first request for it (`StarterUploads.ready`), and `npm start` warms them all in the background
 * once the server listens (src/server/main.ts).
 */

const PHOTOS = {
  dandelions: { file: 'dandelions.jpg', width: 2400, height: 1600 },
  coffee: { file: 'coffee.jpg', width: 600, height: 400 },
  cat: { file: 'cat.jpg', width: 451, height: 300 },
} as const;

export type DemoPhotoName = keyof typeof PHOTOS;

export const DEMO_PHOTO_NAMES = Object.keys(PHOTOS) as DemoPhotoName[];

export const isDemoPhoto = (name: string): name is DemoPhotoName =>
  Object.prototype.hasOwnProperty.call(PHOTOS, name);

export const DEMO_PHOTOS_DIR = path.join(__dirname, 'photos');

/** The upload id of a demo photo: the same on every start and every machine, never a random one's. */
export function demoPhotoId(name: DemoPhotoName): string {
  return createHash('sha256').update(`themesite demo photo ${name}`).digest('hex').slice(0, 32);
}

const folderUrl = (name: DemoPhotoName): string => `/media/uploads/${demoPhotoId(name)}/`;

/** The file entry of a demo photo, as the upload of it answers: its address, size and variants. */
export function photoFile(name: DemoPhotoName, description: string, represent = false): FileEntry {
  const { width, height } = PHOTOS[name];
  const variants: ImageVariantEntry[] = variantWidthsFor(width).map((variantWidth) => ({
    url: `${folderUrl(name)}${variantFileName(variantWidth)}`,
    width: variantWidth,
    height: Math.round((height * variantWidth) / width),
    type: VARIANT_TYPE,
  }));
  return {
    fileId: demoPhotoId(name),
    name: PHOTOS[name].file,
    ext: 'jpg',
    original: `${folderUrl(name)}original.jpg`,
    description,
    represent,
    width,
    height,
    variants,
  };
}

/** The demo photos of an uploads folder, each encoded at most once per process and kept on disk. */
export function demoPhotos(uploadsDir: string, sourceDir = DEMO_PHOTOS_DIR): StarterUploads {
  const byId = new Map(DEMO_PHOTO_NAMES.map((name) => [demoPhotoId(name), name]));
  const pending = new Map<DemoPhotoName, Promise<void>>();
  const write = (name: DemoPhotoName): Promise<void> => {
    let job = pending.get(name);
    if (!job) {
      const dir = path.join(uploadsDir, demoPhotoId(name));
      job = fs.existsSync(path.join(dir, 'original.jpg'))
        ? Promise.resolve()
        : fs.promises
            .readFile(path.join(sourceDir, PHOTOS[name].file))
            .then((bytes) => processImage(bytes, 'jpeg'))
            .then((image) => writeProcessedImage(dir, 'original.jpg', image));
      // A failed write is tried again by the next request rather than remembered.
      job.catch(() => pending.delete(name));
      pending.set(name, job);
    }
    return job;
  };
  return {
    ready(fileId) {
      const name = byId.get(fileId);
      return name === undefined ? undefined : write(name);
    },
    async warm() {
      for (const name of DEMO_PHOTO_NAMES) await write(name);
    },
  };
}
