import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedFile } from '../../../src/server/files/files.routes';
import { expectErrorBody, type JsonAnswer } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { signIn, type EditorClient } from '../support/sign-in';

describe('file uploads', () => {
  let server: TestServer;
  let editor: EditorClient;
  let viewer: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    [editor, viewer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'viewer')]);
  });
  afterAll(() => server.close());

  const upload = async (
    client: EditorClient,
    bytes: Buffer,
    name: string,
    extra: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('path', 'news');
    for (const [key, value] of Object.entries(extra)) form.set(key, value);
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.baseUrl}/backend/files`, {
      method: 'POST',
      headers: { access_token: client.token },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as UploadedFile,
    } as JsonAnswer<UploadedFile>;
  };
  const image = (width: number, height: number, format: 'png' | 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .toFormat(format)
      .withExif({ IFD0: { Copyright: '拍攝者的秘密' } })
      .toBuffer();

  it('answers a standard variant name of a narrower original with its widest variant, and nothing else', async () => {
    const answer = await upload(editor, await image(1000, 500, 'jpeg'), 'pier.jpg');
    expect(answer.body.variants.map(({ width }) => width)).toEqual([480, 960, 1000]);
    const folder = answer.body.original.replace(/original\.jpg$/, '');
    const standard = await fetch(`${server.baseUrl}${folder}w1600.webp`);
    expect(standard.status).toBe(200);
    expect((await sharp(Buffer.from(await standard.arrayBuffer())).metadata()).width).toBe(1000);
    expect((await fetch(`${server.baseUrl}${folder}w1200.webp`)).status).toBe(404);
  });

  it('answers WebP variants at 480, 960 and 1600 px with their width and height', async () => {
    const answer = await upload(editor, await image(2000, 1000, 'jpeg'), 'harbour.png', {
      alt: '港口',
      description: '港口全景',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual(
      expect.objectContaining({
        ext: 'jpg',
        width: 2000,
        height: 1000,
        represent: false,
        alt: '港口',
        decorative: false,
      }),
    );
    expect(answer.body.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    const variant = await fetch(`${server.baseUrl}${answer.body.variants[0]?.url ?? ''}`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(480);
    const original = Buffer.from(
      await (await fetch(`${server.baseUrl}${answer.body.original}`)).arrayBuffer(),
    );
    expect((await sharp(original).metadata()).exif).toBeUndefined();
  });

  /** The upload's folder on disk (a SQLite test server keeps uploads beside its database). */
  const folderOnDisk = (answer: JsonAnswer<UploadedFile>): string =>
    path.join(server.dir, 'uploads', String(answer.body.fileId));
  const fetchBytes = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('writes an AVIF beside each WebP variant, served as image/avif for a year', async () => {
    const answer = await upload(editor, await image(2000, 1000, 'jpeg'), 'harbour.jpg');
    // meta.json is the image library's record of the upload (never served).
    expect(fs.readdirSync(folderOnDisk(answer)).sort()).toEqual([
      'meta.json',
      'original.jpg',
      'w1600.avif',
      'w1600.webp',
      'w480.avif',
      'w480.webp',
      'w960.avif',
      'w960.webp',
    ]);
    const folder = answer.body.original.replace(/original\.jpg$/, '');
    for (const width of [480, 960, 1600]) {
      const { response, bytes } = await fetchBytes(`${folder}w${width}.avif`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
        'heif',
        'av1',
        width,
        width / 2,
      ]);
    }
    // The answer's variants stay the WebP ones every browser decodes; the AVIF names follow from them.
    expect(answer.body.variants.every(({ type }) => type === 'image/webp')).toBe(true);
  });

  it("makes an older upload's AVIF variant on its first request, once, and only at a width it has", async () => {
    const answer = await upload(editor, await image(1000, 500, 'png'), 'older.png');
    const dir = folderOnDisk(answer);
    // An upload from before AVIF variants were written: only its original and WebP variants.
    for (const entry of fs.readdirSync(dir))
      if (entry.endsWith('.avif')) fs.unlinkSync(path.join(dir, entry));
    const folder = answer.body.original.replace(/original\.png$/, '');
    const first = await Promise.all([1, 2, 3, 4].map(() => fetchBytes(`${folder}w960.avif`)));
    for (const { response, bytes } of first) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      expect(bytes.equals(first[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
    }
    expect((await sharp(first[0]?.bytes).metadata()).width).toBe(960);
    // Stored whole under its own name, nothing half-written left beside it.
    expect(
      fs
        .readdirSync(dir)
        .filter((entry) => !entry.endsWith('.webp'))
        .sort(),
    ).toEqual(['meta.json', 'original.png', 'w960.avif']);
    expect(fs.readFileSync(path.join(dir, 'w960.avif')).equals(first[0]?.bytes ?? Buffer.alloc(0))).toBe(
      true,
    );
    // A standard name wider than the original answers its widest variant, made from it as well.
    const widest = await fetchBytes(`${folder}w1600.avif`);
    expect(widest.response.status).toBe(200);
    expect((await sharp(widest.bytes).metadata()).width).toBe(1000);
    expect(fs.existsSync(path.join(dir, 'w1000.avif'))).toBe(true);
    // No other width is ever encoded on request.
    for (const name of ['w1200.avif', 'w123.avif', 'w960.avif.partial', 'w960.png'])
      expect((await fetch(`${server.baseUrl}${folder}${name}`)).status).toBe(404);
    expect(fs.existsSync(path.join(dir, 'w1200.avif'))).toBe(false);
  });

  it('never enlarges a small image', async () => {
    const answer = await upload(editor, await image(300, 200, 'png'), 'small.png');
    expect(answer.body.variants.map(({ width }) => width)).toEqual([300]);
  });

  it('refuses a polyglot: a PNG header on a script', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(document.cookie)</script>'),
    ]);
    expectErrorBody(await upload(editor, polyglot, 'photo.png'), 415);
  });

  it('judges the type from the bytes, not the name: a script called .jpg and an SVG are refused', async () => {
    expectErrorBody(await upload(editor, Buffer.from('<script>alert(1)</script>'), 'photo.jpg'), 415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectErrorBody(await upload(editor, svg, 'logo.svg'), 415);
  });

  it('refuses a file over 10 MB with 413 and an upload by a reader without w with 403', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expectErrorBody(await upload(editor, big, 'huge.jpg'), 413);
    expectErrorBody(await upload(viewer, await image(10, 10, 'png'), 'tiny.png'), 403);
  });

  it('refuses a document that marks two files as its representative image', async () => {
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    const doc = await editor.doc(list.body.rows[0]?.docId ?? '');
    const first = (await upload(editor, await image(600, 400, 'png'), 'a.png')).body;
    const second = (await upload(editor, await image(600, 400, 'png'), 'b.png')).body;
    const data = {
      ...(doc.draft as object),
      images: [
        { ...first, represent: true },
        { ...second, represent: true },
      ],
    };
    expect(expectErrorBody(await editor.save(doc.docId, doc.revision, data), 400).fields).toEqual({
      data: '每份文件最多只能有一張代表圖',
    });
    const one = { ...(doc.draft as object), images: [{ ...first, represent: true }, second] };
    expect((await editor.save(doc.docId, doc.revision, one)).status).toBe(200);
  });
});
