import sharp from 'sharp';
import type { UploadedFile } from '../../../src/server/files/files.routes';
import type { LibraryPage } from '../../../src/shared/upload-library.types';
import { expectErrorBody, type JsonAnswer } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { signIn, type EditorClient } from '../support/sign-in';
import { apiClientFor } from '../authoring/support/api-client-for';
import { ApiUploadLibrary } from '../../../src/adapters/http/api-upload-library.adapter';
import { searchImageLibrary } from '../../../src/application/editing/image-library.use-case';

describe("the site's uploaded images to choose from", () => {
  let server: TestServer;
  let editor: EditorClient;
  let viewer: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    [editor, viewer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'viewer')]);
  });
  afterAll(() => server.close());

  const upload = async (bytes: Buffer, name: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('path', 'news');
    for (const [key, value] of Object.entries(extra)) form.set(key, value);
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.baseUrl}/backend/files`, {
      method: 'POST',
      headers: { access_token: editor.token },
      body: form,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as UploadedFile;
  };
  const list = async (client: EditorClient, query: string) => {
    const response = await fetch(`${server.baseUrl}/backend/files?${query}`, {
      headers: { access_token: client.token },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: await response.json(),
    } as JsonAnswer<LibraryPage>;
  };
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();

  it('lists uploaded images newest first with their name, alt text and size, searched by name or alt', async () => {
    const harbour = await upload(await jpeg(640, 480), 'harbour.jpg', { alt: '港口全景' });
    server.clock.advanceSeconds(60);
    const lighthouse = await upload(await jpeg(300, 500), 'IMG_2044.jpg', { alt: '修復後的燈塔' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await upload(pdf, '燈塔年報.pdf');

    const all = await list(editor, 'path=news');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const ids = all.body.rows.map((row) => row.fileId);
    expect(ids.indexOf(String(lighthouse.fileId))).toBeLessThan(ids.indexOf(String(harbour.fileId)));
    expect(all.body.rows.some((row) => row.name.endsWith('.pdf'))).toBe(false);

    const byAlt = await list(editor, `path=news&q=${encodeURIComponent('燈塔')}`);
    expect(byAlt.body.rows).toEqual([
      expect.objectContaining({
        fileId: lighthouse.fileId,
        name: 'IMG_2044.jpg',
        original: lighthouse.original,
        alt: '修復後的燈塔',
        width: 300,
        height: 500,
      }),
    ]);
    expect(byAlt.body.total).toBe(1);
    const byName = await list(editor, 'path=news&q=HARBOUR');
    expect(byName.body.rows.map((row) => row.fileId)).toEqual([harbour.fileId]);
    expect((await list(editor, 'path=news&q=harbour&page=1')).body).toMatchObject({
      rows: [],
      total: 1,
      page: 1,
    });
  });

  it('is for those who may upload to the page, and refuses a bad query in words', async () => {
    expectErrorBody(await list(viewer, 'path=news'), 403);
    const anonymous = await fetch(`${server.baseUrl}/backend/files?path=news`);
    // The spec's answer to a request without a token.
    expect(anonymous.status).toBe(612);
    expectErrorBody(await list(editor, 'path=news&page=-1'), 400);
    expectErrorBody(await list(editor, `path=news&q=${'字'.repeat(101)}`), 400);
  });

  it('never serves the library’s own notes on an upload', async () => {
    const harbour = await upload(await jpeg(100, 100), 'notes.jpg', { alt: '說明' });
    const meta = await fetch(`${server.baseUrl}/media/uploads/${harbour.fileId}/meta.json`);
    expect(meta.status).toBe(404);
  });

  it('reaches the body editor as choices through the browser’s adapter', async () => {
    const uploaded = await upload(await jpeg(320, 200), 'adapter-check.jpg', { alt: '經由轉接器' });
    const { api } = await apiClientFor(server, 'editor');
    const outcome = await searchImageLibrary(new ApiUploadLibrary(api), {
      path: 'news',
      q: '轉接器',
      page: 0,
    });
    expect(outcome).toEqual({
      kind: 'ready',
      choices: [
        {
          src: uploaded.original,
          name: 'adapter-check.jpg',
          width: 320,
          height: 200,
          alt: '經由轉接器',
          decorative: false,
        },
      ],
      total: 1,
      page: 0,
      pages: 1,
    });
  });
});
