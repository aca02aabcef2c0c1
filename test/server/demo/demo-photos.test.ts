import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildDemoSite, collectFileEntries } from '../../../src/server/demo';
import {
  DEMO_PHOTO_NAMES,
  DEMO_PHOTOS_DIR,
  demoPhotoId,
  photoFile,
} from '../../../src/server/demo/demo-photos';
import { startTestServer, type TestServer } from '../support/test-server';

describe("the demo's photographs", () => {
  it('are real photographs with their source and licence, a few MB at most', () => {
    const sources = fs.readFileSync(path.join(DEMO_PHOTOS_DIR, 'SOURCES.md'), 'utf8');
    let total = 0;
    for (const name of DEMO_PHOTO_NAMES) {
      const file = photoFile(name, '').name;
      total += fs.statSync(path.join(DEMO_PHOTOS_DIR, file)).size;
      expect(sources).toMatch(
        new RegExp(`\\| ${file.replace('.', '\\.')}\\s+\\|[^\\n]*\\|\\s*(CC0|public domain)`),
      );
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });

  it('name the width and height of the shipped files', async () => {
    for (const name of DEMO_PHOTO_NAMES) {
      const entry = photoFile(name, '');
      const meta = await sharp(path.join(DEMO_PHOTOS_DIR, entry.name)).metadata();
      expect([meta.width, meta.height]).toEqual([entry.width, entry.height]);
    }
  });

  it('stand for demo pictures as uploads: the lead image of the first news item is one', () => {
    const entries = collectFileEntries(buildDemoSite());
    const photos = entries.filter((entry) => entry.original.startsWith('/media/uploads/'));
    expect(photos.map((entry) => entry.fileId)).toContain(demoPhotoId('dandelions'));
    for (const photo of photos) expect(photo.variants?.length).toBeGreaterThan(0);
  });

  describe('served by a demo server', () => {
    let server: TestServer;
    let uploads: string;
    beforeAll(async () => {
      server = await startTestServer();
      uploads = path.join(server.dir, 'uploads');
    });
    afterAll(() => server.close());

    it('are written through the upload pipeline on first request: no metadata, every variant', async () => {
      const entry = photoFile('dandelions', '');
      expect(fs.existsSync(path.join(uploads, String(entry.fileId)))).toBe(false);
      const [original, ...variants] = await Promise.all(
        [entry.original, ...(entry.variants ?? []).map((variant) => variant.url)].map((url) =>
          fetch(`${server.baseUrl}${url}`),
        ),
      );
      expect(original?.status).toBe(200);
      const meta = await sharp(Buffer.from(await original!.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([2400, 1600, undefined]);
      for (const [index, variant] of variants.entries()) {
        expect(variant.status).toBe(200);
        expect(variant.headers.get('content-type')).toBe('image/webp');
        const size = await sharp(Buffer.from(await variant.arrayBuffer())).metadata();
        expect([size.width, size.height]).toEqual([
          entry.variants?.[index]?.width,
          entry.variants?.[index]?.height,
        ]);
      }
    });
  });
});
