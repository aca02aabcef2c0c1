import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { servedUploadFile, writeProcessedImage } from '../../../src/server/files/image-store';
import * as imageVariants from '../../../src/server/files/image-variants';

describe("an older upload's AVIF variant", () => {
  let dir: string;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-image-store-'));
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const image = await imageVariants.processImage(photo, 'jpeg');
    // Written as before AVIF variants existed: the original and its WebP variants only.
    await writeProcessedImage(dir, 'original.jpg', { ...image, avif: [] });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is encoded once for concurrent first requests, and stored whole under its name', async () => {
    const encode = jest.spyOn(imageVariants, 'encodeVariant');
    const files = await Promise.all([1, 2, 3, 4, 5].map(() => servedUploadFile(dir, 'w960.avif')));
    expect(new Set(files)).toEqual(new Set([path.join(dir, 'w960.avif')]));
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith(expect.any(Buffer), 960, 'avif');
    expect(
      fs
        .readdirSync(dir)
        .filter((entry) => !/^w\d+\.webp$/.test(entry))
        .sort(),
    ).toEqual(['original.jpg', 'w960.avif']);
    // Later requests read the stored file.
    expect(await servedUploadFile(dir, 'w960.avif')).toBe(path.join(dir, 'w960.avif'));
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('answers only the widths its WebP variants have, the widest for a larger standard name', async () => {
    expect(await servedUploadFile(dir, 'w1600.avif')).toBe(path.join(dir, 'w1200.avif'));
    expect((await sharp(path.join(dir, 'w1200.avif')).metadata()).width).toBe(1200);
    expect(await servedUploadFile(dir, 'w1000.avif')).toBeNull();
    expect(await servedUploadFile(path.join(dir, 'missing'), 'w480.avif')).toBeNull();
    expect(fs.existsSync(path.join(dir, 'w1000.avif'))).toBe(false);
  });

  it('leaves no partial file when encoding fails, and is tried again by the next request', async () => {
    const encode = jest.spyOn(imageVariants, 'encodeVariant').mockRejectedValueOnce(new Error('no memory'));
    await expect(servedUploadFile(dir, 'w480.avif')).rejects.toThrow('no memory');
    expect(fs.readdirSync(dir).some((entry) => entry.includes('avif'))).toBe(false);
    expect(await servedUploadFile(dir, 'w480.avif')).toBe(path.join(dir, 'w480.avif'));
    expect(encode).toHaveBeenCalledTimes(2);
  });
});
