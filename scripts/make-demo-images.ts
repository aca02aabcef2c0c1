/**
 * Writes the demo site's generated images and download documents to a folder for review:
 *   npx tsx scripts/make-demo-images.ts [folder]   (default .tmp/demo-images)
 * The files keep their place below /media/demo/, so `files/…` documents land in a subfolder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoImages } from '../src/server/demo';

const PREFIX = '/media/demo/';

function main(): void {
  const outDir = path.resolve(process.argv[2] ?? '.tmp/demo-images');
  let bytes = 0;
  const images = demoImages();
  for (const image of images) {
    if (!image.path.startsWith(PREFIX)) throw new Error(`unexpected demo path ${image.path}`);
    const target = path.join(outDir, ...image.path.slice(PREFIX.length).split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, image.body);
    bytes += typeof image.body === 'string' ? Buffer.byteLength(image.body) : image.body.length;
  }
  console.log(`wrote ${images.length} files (${bytes} bytes) to ${outDir}`);
}

main();
