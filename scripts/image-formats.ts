/**
 * `npx tsx scripts/image-formats.ts [photo …]`: does AVIF beside WebP pay for itself? For each photo
 * (the demo's real photographs by default) and each variant width the server writes, it finds the
 * smallest WebP and the smallest AVIF whose SSIM against the original scaled to that width is at
 * least 0.95 (the quality searched by bisection), and prints their bytes and encoding times on this
 * machine as a Markdown table (AVIF_EFFORT sets AVIF's encoder effort, 4 by default). With `--built`
 * it prints instead the SSIM, bytes and time of the variants as the server writes them (its WebP and
 * AVIF settings, src/server/files/image-variants.ts). Not run in CI: it is a measurement behind a decision
 * (docs/decisions.md, docs/performance.md), and AVIF encoding is CPU-heavy.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  AVIF_EFFORT as BUILT_AVIF_EFFORT,
  AVIF_QUALITY,
  WEBP_QUALITY,
} from '../src/server/files/image-variants';
import { variantWidthsFor } from '../src/shared/upload-variants';

const TARGET_SSIM = 0.95;
/** libaom's speed/size trade-off, 0 (fastest) to 9; sharp's default is 4. `AVIF_EFFORT=0 npx tsx …`. */
const AVIF_EFFORT = Number(process.env.AVIF_EFFORT ?? 4);
const DEFAULT_PHOTOS = ['dandelions.jpg', 'coffee.jpg', 'cat.jpg'].map((file) =>
  path.resolve(__dirname, '../src/server/demo/photos', file),
);

interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

async function grayOf(input: Buffer | Sharp): Promise<Gray> {
  const image = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * SSIM of two grayscale images of one size (Wang et al. 2004, constants K1 0.01 and K2 0.03), the
 * mean over 8 × 8 windows every 4 pixels: the usual block approximation of the Gaussian window.
 */
export function ssim(a: Gray, b: Gray): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('SSIM of images of different sizes');
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const size = 8;
  let total = 0;
  let windows = 0;
  for (let y = 0; y + size <= a.height; y += 4) {
    for (let x = 0; x + size <= a.width; x += 4) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let dy = 0; dy < size; dy += 1) {
        const row = (y + dy) * a.width + x;
        for (let dx = 0; dx < size; dx += 1) {
          const va = a.data[row + dx] ?? 0;
          const vb = b.data[row + dx] ?? 0;
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const n = size * size;
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows += 1;
    }
  }
  return total / windows;
}

type Format = 'webp' | 'avif';

async function encode(
  reference: Buffer,
  format: Format,
  quality: number,
): Promise<{ bytes: Buffer; ms: number }> {
  const started = process.hrtime.bigint();
  const image = sharp(reference);
  const bytes = await (
    format === 'webp' ? image.webp({ quality }) : image.avif({ quality, effort: AVIF_EFFORT })
  ).toBuffer();
  return { bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

interface Pick {
  quality: number;
  bytes: number;
  ssim: number;
  ms: number;
}

/** The lowest quality (1–100) whose SSIM reaches the target, by bisection (SSIM grows with quality). */
async function smallestAt(reference: Buffer, gray: Gray, format: Format): Promise<Pick> {
  let low = 1;
  let high = 100;
  let best: Pick | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const { bytes, ms } = await encode(reference, format, quality);
    const score = ssim(gray, await grayOf(bytes));
    if (score >= TARGET_SSIM) {
      best = { quality, bytes: bytes.length, ssim: score, ms };
      high = quality - 1;
    } else low = quality + 1;
  }
  if (!best) throw new Error(`${format} never reaches SSIM ${TARGET_SSIM}`);
  // The time of one encode is noisy on a shared machine: the median of three at the chosen quality.
  const times = [best.ms];
  for (let i = 0; i < 2; i += 1) times.push((await encode(reference, format, best.quality)).ms);
  times.sort((x, y) => x - y);
  return { ...best, ms: times[1] ?? best.ms };
}

/** One variant as the server writes it: bytes, SSIM against the reference and the encode's time. */
async function asBuilt(reference: Buffer, gray: Gray, format: Format) {
  const started = process.hrtime.bigint();
  const image = sharp(reference);
  const bytes = await (
    format === 'webp'
      ? image.webp({ quality: WEBP_QUALITY })
      : image.avif({ quality: AVIF_QUALITY, effort: BUILT_AVIF_EFFORT })
  ).toBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { bytes: bytes.length, ssim: ssim(gray, await grayOf(bytes)), ms };
}

async function built(photos: string[]): Promise<void> {
  process.stdout.write(
    `| photo | width | WebP q${WEBP_QUALITY} (SSIM) | WebP ms | AVIF q${AVIF_QUALITY} effort ${BUILT_AVIF_EFFORT} (SSIM) | AVIF ms | AVIF / WebP |\n` +
      '| --- | --- | --- | --- | --- | --- | --- |\n',
  );
  let webpTotal = 0;
  let avifTotal = 0;
  for (const file of photos) {
    const source = fs.readFileSync(file);
    const { width = 0 } = await sharp(source).metadata();
    for (const variantWidth of variantWidthsFor(width)) {
      const reference = await sharp(source).resize({ width: variantWidth }).png().toBuffer();
      const gray = await grayOf(reference);
      const webp = await asBuilt(reference, gray, 'webp');
      const avif = await asBuilt(reference, gray, 'avif');
      webpTotal += webp.bytes;
      avifTotal += avif.bytes;
      process.stdout.write(
        `| ${path.basename(file)} | ${variantWidth} | ${webp.bytes} (${webp.ssim.toFixed(3)}) | ${Math.round(webp.ms)} | ` +
          `${avif.bytes} (${avif.ssim.toFixed(3)}) | ${Math.round(avif.ms)} | ${((avif.bytes / webp.bytes) * 100).toFixed(0)} % |\n`,
      );
    }
  }
  process.stdout.write(
    `\ntotal: WebP ${webpTotal} B, AVIF ${avifTotal} B (${((avifTotal / webpTotal) * 100).toFixed(0)} %)\n`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--built');
  const photos = args.length > 0 ? args : DEFAULT_PHOTOS;
  if (process.argv.includes('--built')) {
    await built(photos);
    return;
  }
  const rows: string[] = [];
  let webpTotal = 0;
  let avifTotal = 0;
  for (const file of photos) {
    const source = fs.readFileSync(file);
    const { width = 0 } = await sharp(source).metadata();
    for (const variantWidth of variantWidthsFor(width)) {
      // The reference: the original scaled to the variant's width, kept lossless.
      const reference = await sharp(source).resize({ width: variantWidth }).png().toBuffer();
      const gray = await grayOf(reference);
      const current = await encode(reference, 'webp', 80);
      const currentSsim = ssim(gray, await grayOf(current.bytes));
      const webp = await smallestAt(reference, gray, 'webp');
      const avif = await smallestAt(reference, gray, 'avif');
      webpTotal += webp.bytes;
      avifTotal += avif.bytes;
      rows.push(
        `| ${path.basename(file)} | ${variantWidth} | ${current.bytes.length} (${currentSsim.toFixed(3)}) | ` +
          `${webp.bytes} (q${webp.quality}, ${webp.ssim.toFixed(3)}) | ${Math.round(webp.ms)} | ` +
          `${avif.bytes} (q${avif.quality}, ${avif.ssim.toFixed(3)}) | ${Math.round(avif.ms)} | ` +
          `${((avif.bytes / webp.bytes) * 100).toFixed(0)} % |`,
      );
      process.stdout.write(`${rows[rows.length - 1]}\n`);
    }
  }
  process.stdout.write(
    [
      '',
      `| photo | width | WebP q80 today: bytes (SSIM) | smallest WebP with SSIM ≥ ${TARGET_SSIM}: bytes (quality, SSIM) | WebP ms | smallest AVIF (effort ${AVIF_EFFORT}) with SSIM ≥ ${TARGET_SSIM} | AVIF ms | AVIF / WebP |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `total at SSIM ≥ ${TARGET_SSIM}: WebP ${webpTotal} B, AVIF ${avifTotal} B (${((avifTotal / webpTotal) * 100).toFixed(0)} %)`,
      '',
    ].join('\n'),
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
