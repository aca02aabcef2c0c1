import fs from 'node:fs';
import path from 'node:path';
import type { DocumentView } from '../../../src/server/authoring/document-view';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { getJson, rawRequest, type RawAnswer } from '../support/http-client';
import { NO_TWO_STEP, startTestServer, TEST_INDEX_HTML, type TestServer } from '../support/test-server';

type Data = Record<string, unknown> & { title: string };

const HOME = '/home/zh-tw';

describe('rendered pages kept for anonymous visitors', () => {
  let server: TestServer;
  let editor: EditorClient;
  let newsId: string;
  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`${server.baseUrl}${pathname}`, headers, method);
  const cacheOf = (answer: RawAnswer) => answer.headers['x-page-cache'];

  /** Saves `title` into a news item's draft and publishes it; resolves with the document. */
  async function publishTitle(docId: string, title: string): Promise<DocumentView> {
    const doc = await editor.doc(docId);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as Data), title });
    const published = await editor.send('POST', docUrl(docId, '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    return published.body;
  }

  beforeAll(async () => {
    server = await startTestServer({ schedulerIntervalMs: 25, ...NO_TWO_STEP });
    editor = await signIn(server, 'editor');
    const list = await getJson<{ rows: Array<{ id: string }> }>(`${server.baseUrl}/api/cms/news?limit=3`);
    newsId = list.body.rows[0]?.id ?? '';
  });
  afterAll(() => server.close());

  it('answers 200 with a strong ETag, then 304 with no body to a matching If-None-Match', async () => {
    const first = await get(`${HOME}/news/${newsId}`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`${HOME}/news/${newsId}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw).toHaveLength(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const weak = await get(`${HOME}/news/${newsId}`, { 'if-none-match': `"other", W/${first.headers.etag}` });
    expect(weak.status).toBe(304);
    const stale = await get(`${HOME}/news/${newsId}`, { 'if-none-match': '"an-old-page"' });
    expect([stale.status, stale.text]).toEqual([200, first.text]);
  });

  it('costs no render for the second anonymous request of a URL, whatever the query order', async () => {
    const first = await get(`${HOME}/activities?page=2&sort=date`);
    const second = await get(`${HOME}/activities?sort=date&page=2`);
    expect([cacheOf(first), cacheOf(second)]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
  });

  it('sends a kept page compressed as the client accepts, the same text each time', async () => {
    const url = `${HOME}/news?compressed=1`;
    const plain = await get(url);
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br', 'br'],
    ]) {
      const answer = await get(url, { 'accept-encoding': accepted ?? '' });
      expect([answer.headers['content-encoding'], cacheOf(answer), answer.text]).toEqual([
        sent,
        'hit',
        plain.text,
      ]);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    }
  });

  it('answers HEAD with the headers only', async () => {
    const page = await get(`${HOME}/sitemap`);
    const head = await get(`${HOME}/sitemap`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw).toHaveLength(0);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.text)));
  });

  it('never keeps or serves a copy for a request with an access_token or a preview', async () => {
    const url = `${HOME}/news`;
    const personalHeaders: Array<Record<string, string>> = [
      { access_token: editor.token },
      { cookie: `theme=dark; access_token=${editor.token}` },
      { authorization: `Bearer ${editor.token}` },
    ];
    for (const headers of personalHeaders) {
      const personal = await get(url, headers);
      expect([personal.status, cacheOf(personal)]).toEqual([200, 'bypass']);
      expect(personal.headers['cache-control']).toBe('private, no-store');
      expect(personal.headers.etag).toBeUndefined();
    }
    // The personal requests above filled nothing: the first anonymous one renders.
    expect(cacheOf(await get(url))).toBe('miss');
    for (const query of ['?preview=1', '?page=1&preview=1', '?access_token=x']) {
      const preview = await get(`${url}${query}`);
      expect(cacheOf(preview)).toBe('bypass');
      expect(cacheOf(await get(`${url}${query}`))).toBe('bypass');
    }
  });

  it('shows a published news item at once on its detail and its list, leaving another module kept', async () => {
    const detail = `${HOME}/news/${newsId}`;
    for (const url of [detail, `${HOME}/news`, HOME, `${HOME}/activities`]) await get(url);
    expect(cacheOf(await get(`${HOME}/activities`))).toBe('hit');
    await publishTitle(`item:news:${newsId}`, '快取測試的新標題');
    const after = await get(detail);
    expect(cacheOf(after)).toBe('miss');
    expect(after.text).toContain('快取測試的新標題');
    expect(cacheOf(await get(`${HOME}/news`))).toBe('miss');
    expect(cacheOf(await get(HOME))).toBe('miss');
    expect(cacheOf(await get(`${HOME}/activities`))).toBe('hit');
  });

  it('answers 404 at once after an unpublish and after a move to the trash', async () => {
    const list = await getJson<{ rows: Array<{ id: string }> }>(`${server.baseUrl}/api/cms/news?limit=3`);
    const [, second, third] = list.body.rows.map((row) => row.id);
    const off = `${HOME}/news/${second}`;
    const trashed = `${HOME}/news/${third}`;
    for (const url of [off, trashed]) {
      await get(url);
      expect(cacheOf(await get(url))).toBe('hit');
    }
    const doc = await editor.doc(`item:news:${second}`);
    await editor.send('POST', docUrl(doc.docId, '/unpublish'), { ifMatch: doc.revision, body: {} });
    expect((await get(off)).status).toBe(404);
    expect((await editor.send('DELETE', docUrl(`item:news:${third}`))).status).toBe(200);
    expect((await get(trashed)).status).toBe(404);
  });

  it('shows a scheduled publish once the scheduler has run it', async () => {
    const list = await getJson<{ rows: Array<{ id: string }> }>(
      `${server.baseUrl}/api/cms/activities?limit=1`,
    );
    const id = list.body.rows[0]?.id ?? '';
    const url = `${HOME}/activities/${id}`;
    const doc = await editor.doc(`item:activities:${id}`);
    const saved = await editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      title: '排程後的標題',
    });
    const at = new Date(server.clock.now() + 60_000).toISOString();
    await editor.send('POST', docUrl(doc.docId, '/publish'), { ifMatch: saved.body.revision, body: { at } });
    await get(url);
    expect((await get(url)).text).not.toContain('排程後的標題');
    server.clock.advanceSeconds(61);
    for (let tries = 0; tries < 200 && (await editor.doc(doc.docId)).status === 'scheduled'; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const after = await get(url);
    expect([cacheOf(after), after.text.includes('排程後的標題')]).toEqual(['miss', true]);
  });

  it('renders every page again after a change to the chrome', async () => {
    const urls = [`${HOME}/activities`, `${HOME}/news/${newsId}`, HOME, '/login'];
    for (const url of urls) await get(url);
    const admin = await signIn(server, 'admin');
    const header = await admin.doc('chrome:header');
    // The header's logo is in every page's head (the organisation's JSON-LD); the site's name
    // there is 網站設定's, whose own change is tested with the settings.
    const draft = header.draft as Data & { logo: Data };
    const saved = await admin.save('chrome:header', header.revision, {
      ...draft,
      logo: { ...draft.logo, original: '/media/demo/new-logo.svg' },
    });
    const published = await admin.send('POST', docUrl('chrome:header', '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    for (const url of urls) {
      const answer = await get(url);
      expect([url, cacheOf(answer)]).toEqual([url, 'miss']);
      expect(answer.text).toContain('/media/demo/new-logo.svg');
    }
  });

  it('renders every page again after a new module or a change of the site settings', async () => {
    const admin = await signIn(server, 'admin');
    const fresh = `${HOME}/bulletins`;
    expect((await get(fresh)).status).toBe(404);
    expect(cacheOf(await get(fresh))).toBe('hit');
    await get(`${HOME}/activities`);
    const created = await admin.send('POST', '/backend/modules', {
      body: { path: 'bulletins', kind: 'normal', title: '公告' },
    });
    expect(created.status).toBe(201);
    const now = await get(fresh);
    expect([now.status, cacheOf(now)]).toEqual([200, 'miss']);
    expect(cacheOf(await get(`${HOME}/activities`))).toBe('miss');
    expect(cacheOf(await get(`${HOME}/activities`))).toBe('hit');
    const settings = await admin.send('PUT', '/backend/site/settings', { body: { requireReview: false } });
    expect(settings.status).toBe(200);
    expect(cacheOf(await get(`${HOME}/activities`))).toBe('miss');
  });

  it('keeps a 404 page briefly, without an ETag', async () => {
    const first = await get('/no/such/page');
    const again = await get('/no/such/page');
    expect([first.status, again.status, cacheOf(again)]).toEqual([404, 404, 'hit']);
    expect(again.headers.etag).toBeUndefined();
    server.clock.advanceSeconds(61);
    expect(cacheOf(await get('/no/such/page'))).toBe('miss');
  });

  it('serves the new index.html at once after a rebuild', async () => {
    const before = await get(`${HOME}/sitemap?rebuild=1`);
    expect(before.text).toContain('main.0123456789.js');
    const index = path.join(server.dir, 'dist', 'index.html');
    fs.writeFileSync(index, TEST_INDEX_HTML.replace('main.0123456789.js', 'main.9876543210.js'));
    // The file's ETag is its size and mtime: the same size needs a different mtime.
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
    const after = await get(`${HOME}/sitemap?rebuild=1`);
    expect(cacheOf(after)).toBe('miss');
    expect(after.text).toContain('main.9876543210.js');
    fs.writeFileSync(index, TEST_INDEX_HTML);
  });
});

describe('the bounds of the page cache', () => {
  it('keeps at most its number of pages, the least recently used going first', async () => {
    const server = await startTestServer({ pageCache: { maxEntries: 2 } });
    try {
      const get = async (pathname: string) =>
        (await rawRequest(`${server.baseUrl}${pathname}`)).headers['x-page-cache'];
      await get('/home/zh-tw/news');
      await get('/home/zh-tw/activities');
      await get('/home/zh-tw/news');
      await get('/home/zh-tw/sitemap');
      expect(await get('/home/zh-tw/news')).toBe('hit');
      expect(await get('/home/zh-tw/activities')).toBe('miss');
    } finally {
      await server.close();
    }
  });

  it('renders every request when turned off, still with an ETag for revalidation', async () => {
    const server = await startTestServer({ pageCache: false });
    try {
      const first = await rawRequest(`${server.baseUrl}/home/zh-tw`);
      const second = await rawRequest(`${server.baseUrl}/home/zh-tw`, {
        'if-none-match': String(first.headers.etag),
      });
      expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['off', 'off']);
      expect(second.status).toBe(304);
    } finally {
      await server.close();
    }
  });
});
