import sharp from 'sharp';
import { render } from '../../../src/composition/server-render';
import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { UploadedFile } from '../../../src/server/files/files.routes';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { writeRenderBuild } from '../support/render-build';
import { startTestServer, type TestServer } from '../support/test-server';

/** The attributes of one tag, by name (React writes `srcSet` and `fetchPriority` as it spells them). */
function attributesOf(tag: string): Record<string, string | undefined> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [(m[1] as string).toLowerCase(), m[2]]),
  );
}

/** A photo-like 2,400 × 1,600 JPEG: noise over a gradient, so it compresses as a photograph does. */
async function photo(): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const noise = seed % 48;
    pixels[i] = (x * 200) / width + noise;
    pixels[i + 1] = 90 + noise;
    pixels[i + 2] = 160 - (x * 100) / width + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('a published article whose photos were uploaded, as the server renders it', () => {
  let server: TestServer;
  let editor: EditorClient;
  let upload: UploadedFile;
  let html: string;

  beforeAll(async () => {
    server = await startTestServer({ serverRender: true, renderBundle: render });
    writeRenderBuild(server);
    editor = await signIn(server, 'editor');
    const form = new FormData();
    form.set('path', 'news');
    form.set('alt', '港邊的漁船');
    form.set('file', new Blob([new Uint8Array(await photo())]), 'harbour.jpg');
    const answer = await fetch(`${server.baseUrl}/backend/files`, {
      method: 'POST',
      headers: { access_token: editor.token },
      body: form,
    });
    expect(answer.status).toBe(201);
    upload = (await answer.json()) as UploadedFile;

    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    const docId = list.body.rows[0]?.docId ?? '';
    const doc = await editor.doc(docId);
    // The body image as the editor's 插入圖片 writes it: plain src, alt, width and height.
    const content = `<p>港邊一景。</p><p><img src="${upload.original}" alt="港邊的漁船" width="2400" height="1600"></p>`;
    const saved = await editor.save(docId, doc.revision, {
      ...(doc.draft as Record<string, unknown>),
      title: '港邊的早晨',
      content,
      images: [{ ...upload, represent: true }],
    });
    expect(saved.status).toBe(200);
    const published = await editor.send<DocumentView>('POST', docUrl(docId, '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    const page = await fetch(`${server.baseUrl}/home/zh-tw/news/${docId.split(':')[2] ?? ''}`);
    expect(page.status).toBe(200);
    html = await page.text();
    // Encoding a 2,400 px photo takes a few seconds on a busy machine.
  }, 60_000);
  afterAll(() => server.close());

  const folder = () => upload.original.replace(/original\.jpg$/, '');

  /** The lead image's <picture>: its AVIF <source> and its <img>. */
  const heroOf = () => {
    const match = /<figure[^>]*>\s*<picture[^>]*>\s*(<source [^>]*>)\s*(<img [^>]*>)\s*<\/picture>/.exec(
      html,
    );
    return { source: attributesOf(match?.[1] ?? ''), img: attributesOf(match?.[2] ?? '') };
  };

  it('gives the lead image a <picture>: the srcset of its AVIF variants first, then its WebP ones', () => {
    const { source, img } = heroOf();
    expect(source.type).toBe('image/avif');
    expect(source.srcset).toBe(
      `${folder()}w480.avif 480w, ${folder()}w960.avif 960w, ${folder()}w1600.avif 1600w, ${upload.original} 2400w`,
    );
    expect(source.sizes).toBe('(min-width: 62em) 48rem, 100vw');
    expect(img.src).toBe(upload.original);
    expect(img.srcset).toBe(
      `${folder()}w480.webp 480w, ${folder()}w960.webp 960w, ${folder()}w1600.webp 1600w, ${upload.original} 2400w`,
    );
    expect(img.sizes).toBe('(min-width: 62em) 48rem, 100vw');
    expect([img.alt, img.width, img.height]).toEqual(['港邊的漁船', '2400', '1600']);
  });

  it('gives the body image a <picture> with AVIF and WebP srcsets from its address and width', () => {
    const body = /<div data-part="rich-text"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    const picture = /<picture>(<source [^>]*>)(<img [^>]*>)<\/picture>/.exec(body);
    const source = attributesOf(picture?.[1] ?? '');
    const img = attributesOf(picture?.[2] ?? '');
    expect(source.type).toBe('image/avif');
    expect(source.srcset).toContain(`${folder()}w960.avif 960w`);
    expect(source.sizes).toBe('(min-width: 62em) min(48rem, 2400px), min(100vw, 2400px)');
    expect(img.srcset).toContain(`${folder()}w960.webp 960w`);
    expect(img.sizes).toBe(source.sizes);
    expect(img.loading).toBe('lazy');
  });

  it('preloads the lead image once, in the head, by its AVIF source', () => {
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    const preload = attributesOf(preloads[0] ?? '');
    const { source } = heroOf();
    expect(html.indexOf(preloads[0] ?? '')).toBeLessThan(html.indexOf('</head>'));
    expect(preload).toEqual(
      expect.objectContaining({
        imagesrcset: source.srcset,
        imagesizes: source.sizes,
        type: 'image/avif',
        fetchpriority: 'high',
      }),
    );
  });

  it('serves every variant the srcsets name, each with its type', async () => {
    for (const format of ['webp', 'avif'] as const) {
      for (const width of [480, 960, 1600]) {
        const answer = await fetch(`${server.baseUrl}${folder()}w${width}.${format}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe(`image/${format}`);
        const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([format, width]);
      }
    }
  });
});
