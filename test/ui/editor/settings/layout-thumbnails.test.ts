import fs from 'node:fs';
import path from 'node:path';
import { layoutNames } from '../../../../src/ui/layouts/layout-registry';
import { LAYOUT_DESCRIPTIONS, PICTURED_LAYOUTS } from '../../../../src/ui/editor/settings/layout-catalogue';

const DIR = path.resolve(__dirname, '../../../../public/layout-thumbnails');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('the layout pictures of the galleries', () => {
  it('has a picture, made by npm run thumbnails, for every registered layout', () => {
    const missing = layoutNames().filter((name) => !fs.existsSync(path.join(DIR, `${name}.png`)));
    expect(missing).toEqual([]);
    expect(layoutNames()).toHaveLength(68);
  });

  it('keeps each picture a small PNG', () => {
    for (const name of layoutNames()) {
      const bytes = fs.readFileSync(path.join(DIR, `${name}.png`));
      expect({ name, png: bytes.subarray(0, 4).equals(PNG) }).toEqual({ name, png: true });
      expect({ name, small: bytes.length <= 12_000 }).toEqual({ name, small: true });
    }
  });

  it('describes every pictured layout in zh-TW for its alt text', () => {
    expect([...PICTURED_LAYOUTS].sort()).toEqual([...layoutNames()].sort());
    const undescribed = layoutNames().filter(
      (name) => !/[\u4e00-\u9fff]/.test(LAYOUT_DESCRIPTIONS[name] ?? ''),
    );
    expect(undescribed).toEqual([]);
  });
});
