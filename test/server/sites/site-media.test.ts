import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyUploads, mediaBytes, uploadsNamedIn } from '../../../src/server/sites/site-media';

describe('a site’s media folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-site-media-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const put = (file: string, bytes: number) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), Buffer.alloc(bytes));
  };
  const ID_A = 'a'.repeat(32);
  const ID_B = 'b'.repeat(32);

  it('adds up every file below the folder, except the folder it is told to skip', async () => {
    put(`${ID_A}/original.jpg`, 1000);
    put(`${ID_A}/w640.webp`, 200);
    put(`sites/museum/${ID_B}/original.png`, 50);
    expect(await mediaBytes(dir)).toBe(1250);
    expect(await mediaBytes(dir, path.join(dir, 'sites'))).toBe(1200);
    expect(await mediaBytes(path.join(dir, 'sites', 'museum'))).toBe(50);
    expect(await mediaBytes(path.join(dir, 'none'))).toBe(0);
  });

  it('names the uploads a document links to, once each, and copies those that exist', async () => {
    const header = {
      logo: `/media/uploads/${ID_A}/logo.png`,
      rows: [{ image: `/media/uploads/${ID_A}/w640.webp` }, { image: `/media/uploads/${ID_B}/b.png` }],
      other: '/media/demo/hall-1.svg',
    };
    expect(uploadsNamedIn(header)).toEqual([ID_A, ID_B]);
    put(`from/${ID_A}/logo.png`, 10);
    const copied = await copyUploads(path.join(dir, 'from'), path.join(dir, 'to'), uploadsNamedIn(header));
    expect(copied).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'to', ID_A, 'logo.png')).length).toBe(10);
    expect(fs.existsSync(path.join(dir, 'to', ID_B))).toBe(false);
  });
});
