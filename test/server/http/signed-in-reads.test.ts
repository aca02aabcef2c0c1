import { PUBLIC_API_CACHE, SIGNED_IN_API_CACHE } from '../../../src/server/http/read-caching';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

/**
 * Editors see their own publish at once; visitors keep the caches. A public read that carries a
 * token is answered `private, no-store` with no ETag, so neither the editor's browser nor a CDN
 * keeps it; the same read without one keeps its minute.
 */
describe('public reads of a signed-in person', () => {
  let server: TestServer;
  let editor: EditorClient;
  beforeAll(async () => {
    server = await startTestServer(NO_TWO_STEP);
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  const read = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers });

  it.each(['/api/site/menu', '/api/site/header', '/api/cms/news', '/api/cms/menuSetting/news'])(
    'answers %s to visitors with the public cache, and to a token with no-store',
    async (path) => {
      const visitor = await read(path);
      expect(visitor.headers.get('cache-control')).toBe(PUBLIC_API_CACHE);
      expect(visitor.headers.get('etag')).toBeTruthy();
      const staff = await read(path, { access_token: editor.token });
      expect([staff.status, staff.headers.get('cache-control'), staff.headers.get('etag')]).toEqual([
        200,
        SIGNED_IN_API_CACHE,
        null,
      ]);
      expect(await staff.text()).toBe(await visitor.text());
    },
  );

  it('answers a token read in full even with the visitor copy’s ETag: no 304 from a kept copy', async () => {
    const etag = (await read('/api/site/menu')).headers.get('etag') ?? '';
    const staff = await read('/api/site/menu', { access_token: editor.token, 'if-none-match': etag });
    expect(staff.status).toBe(200);
    const visitor = await read('/api/site/menu', { 'if-none-match': etag });
    expect(visitor.status).toBe(304);
  });

  it('gives the editor the menu just published, at once', async () => {
    const doc = await editor.doc('chrome:menu');
    const menu = [
      ...(doc.draft as unknown[]),
      { id: 'fresh', title: '剛發布的項目', path: 'news', children: [] },
    ];
    const saved = await editor.save('chrome:menu', doc.revision, menu);
    expect(saved.status).toBe(200);
    const published = await editor.send('POST', docUrl('chrome:menu', '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    const staff = await read('/api/site/menu', { access_token: editor.token });
    expect(JSON.stringify(await staff.json())).toContain('剛發布的項目');
  });
});
