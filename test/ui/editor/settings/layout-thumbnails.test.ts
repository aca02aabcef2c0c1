import fs from 'node:fs';
import path from 'node:path';
import { LAYOUT_TITLES, layoutTitle } from '../../../../src/shared/layout-titles';
import { layoutNames } from '../../../../src/ui/layouts/layout-registry';
import { LAYOUT_DESCRIPTIONS, PICTURED_LAYOUTS } from '../../../../src/ui/editor/settings/layout-catalogue';

const DIR = path.resolve(__dirname, '../../../../public/layout-thumbnails');

/** A lossy WebP's size, from its header: RIFF…WEBP, a `VP8 ` chunk, then the key frame's 14-bit sizes. */
function lossyWebpSize(bytes: Buffer): { width: number; height: number } | null {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (ascii(0, 4) !== 'RIFF' || ascii(8, 12) !== 'WEBP' || ascii(12, 16) !== 'VP8 ') return null;
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe('the layout pictures of the galleries', () => {
  it('has a picture, made by npm run thumbnails, for every registered layout', () => {
    const missing = layoutNames().filter((name) => !fs.existsSync(path.join(DIR, `${name}.webp`)));
    expect(missing).toEqual([]);
    expect(layoutNames()).toHaveLength(68);
  });

  it('keeps each picture a small lossy WebP of 240×150', () => {
    for (const name of layoutNames()) {
      const bytes = fs.readFileSync(path.join(DIR, `${name}.webp`));
      expect({ name, size: lossyWebpSize(bytes) }).toEqual({ name, size: { width: 240, height: 150 } });
      expect({ name, small: bytes.length <= 8_000 }).toEqual({ name, small: true });
    }
  });

  it('keeps nothing else in the folder, so no stale picture of another format ships', () => {
    const extra = fs.readdirSync(DIR).filter((file) => !layoutNames().includes(file.replace(/\.webp$/, '')));
    expect(extra).toEqual([]);
  });

  it('describes every pictured layout in zh-TW for its alt text', () => {
    expect([...PICTURED_LAYOUTS].sort()).toEqual([...layoutNames()].sort());
    const undescribed = layoutNames().filter(
      (name) => !/[\u4e00-\u9fff]/.test(LAYOUT_DESCRIPTIONS[name] ?? ''),
    );
    expect(undescribed).toEqual([]);
  });
});

describe('the layouts’ zh-TW names', () => {
  it('names every registered layout in zh-TW, beside its code', () => {
    const unnamed = layoutNames().filter((name) => !/\p{Script=Han}/u.test(LAYOUT_TITLES[name] ?? ''));
    expect(unnamed).toEqual([]);
    expect(layoutTitle('index-article-01')).toBe('日曆日期公告');
    expect(layoutTitle('no-such-layout')).toBe('no-such-layout');
  });
});
