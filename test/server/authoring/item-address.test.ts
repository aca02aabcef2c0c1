import type { DocumentView } from '../../../src/server/authoring/document-view';
import { expectErrorBody, getJson, listUrl, rawRequest } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

interface Row {
  id: string;
  title: string;
  slug?: string;
  publishDate?: string;
}

// 網址代稱: a readable address per item, unique within its module, earlier ones redirecting.
describe('an item’s readable address (網址代稱)', () => {
  let server: TestServer;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  const page = (path: string) => rawRequest(`${server.baseUrl}${path}`);

  async function publishNew(id: string, title: string, extra: Record<string, unknown> = {}): Promise<void> {
    const created = await editor.send<DocumentView>('POST', '/backend/documents', {
      body: {
        path: 'news',
        data: { id, title, publishDate: '2026-11-02', content: '<p>內文</p>', ...extra },
      },
    });
    expect(created.status).toBe(201);
    const published = await editor.send('POST', docUrl(created.body.docId, '/publish'), {
      ifMatch: created.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
  }

  async function saveAndPublish(docId: string, change: Record<string, unknown>) {
    const doc = await editor.doc(docId);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as object), ...change });
    if (saved.status !== 200) return saved;
    return editor.send('POST', docUrl(docId, '/publish'), { ifMatch: saved.body.revision, body: {} });
  }

  it('serves a published item at its address, in the list, by its code too, and as canonical', async () => {
    await publishNew('addr0001', '開放參觀日', { slug: '2026-open-house' });
    const bySlug = await getJson<Row>(`${server.baseUrl}/api/cms/news/2026-open-house`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(expect.objectContaining({ id: 'addr0001', slug: '2026-open-house' }));
    expect((await getJson<Row>(`${server.baseUrl}/api/cms/news/addr0001`)).body.title).toBe('開放參觀日');

    const list = await getJson<{ rows: Row[] }>(listUrl(`${server.baseUrl}/api/cms/news`, { limit: 100 }));
    expect(list.body.rows.find((row) => row.id === 'addr0001')?.slug).toBe('2026-open-house');

    const html = await page('/home/zh-tw/news/addr0001');
    expect(html.status).toBe(200);
    expect(html.text).toContain(
      '<link rel="canonical" href="' + server.baseUrl + '/home/zh-tw/news/2026-open-house"',
    );
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.text).toContain('/home/zh-tw/news/2026-open-house</loc>');
    expect(sitemap.text).not.toContain('/home/zh-tw/news/addr0001</loc>');
    expect((await page('/rss.xml')).text).toContain('/home/zh-tw/news/2026-open-house');
  });

  it('takes Chinese words as an address', async () => {
    await publishNew('addr0002', '館慶活動', { slug: '館慶-2026' });
    const answer = await getJson<Row>(`${server.baseUrl}/api/cms/news/${encodeURIComponent('館慶-2026')}`);
    expect(answer.body.id).toBe('addr0002');
  });

  it('sends the old address on with a 301 once the address changes, keeping the code working', async () => {
    await publishNew('addr0003', '秋季講座', { slug: 'autumn-talk' });
    expect((await saveAndPublish('item:news:addr0003', { slug: 'autumn-talks-2026' })).status).toBe(200);

    const moved = await page('/home/zh-tw/news/autumn-talk?x=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/home/zh-tw/news/autumn-talks-2026?x=1');
    expect((await page('/home/zh-tw/news/autumn-talks-2026')).status).toBe(200);
    expect((await page('/home/zh-tw/news/addr0003')).status).toBe(200);
    // The API answers the item at an earlier address too; the client moves its bar.
    expect((await getJson<Row>(`${server.baseUrl}/api/cms/news/autumn-talk`)).body.id).toBe('addr0003');
  });

  it('refuses an address another item holds, in zh-TW, beside the field', async () => {
    const created = await editor.send<DocumentView>('POST', '/backend/documents', {
      body: { path: 'news', data: { id: 'addr0004', title: '另一篇', publishDate: '2026-11-03' } },
    });
    const taken = await editor.save(created.body.docId, created.body.revision, {
      ...(created.body.draft as object),
      slug: '2026-open-house',
    });
    const body = expectErrorBody(taken, 409);
    expect(body.fields).toEqual({
      'data.slug': '網址代稱「2026-open-house」已由「開放參觀日」使用，請換一個。',
    });
    // Another item's code is taken as well: the code is read first.
    expect(
      expectErrorBody(
        await editor.save(created.body.docId, created.body.revision, {
          ...(created.body.draft as object),
          slug: 'addr0001',
        }),
        409,
      ).fields,
    ).toEqual({ 'data.slug': '網址代稱「addr0001」與這個單元中另一筆資料的代碼相同，請換一個。' });
  });

  it('publishes one of two drafts racing for the same address, and refuses the other with a 409', async () => {
    // Drafts may share an address until one is published; publishes taking different documents'
    // locks at once are the race. Several rounds, so the race really happens on PostgreSQL.
    for (let round = 0; round < 4; round += 1) {
      const slug = `race-${String(round)}`;
      const drafts = await Promise.all(
        ['a', 'b'].map(async (side) => {
          const created = await editor.send<DocumentView>('POST', '/backend/documents', {
            body: {
              path: 'news',
              data: {
                id: `race${String(round)}${side}00`,
                title: `搶網址 ${side}`,
                publishDate: '2026-11-04',
                slug,
              },
            },
          });
          expect(created.status).toBe(201);
          return created.body;
        }),
      );
      const answers = await Promise.all(
        drafts.map((draft) =>
          editor.send('POST', docUrl(draft.docId, '/publish'), { ifMatch: draft.revision, body: {} }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(expectErrorBody(refused!, 409).fields?.['data.slug']).toContain(
        `網址代稱「${slug}」已由「搶網址`,
      );
    }
  });

  it('lets a new item take an address another item left, which then stops redirecting', async () => {
    await publishNew('addr0005', '講座新址', { slug: 'autumn-talk' });
    expect((await page('/home/zh-tw/news/autumn-talk')).status).toBe(200);
    expect((await getJson<Row>(`${server.baseUrl}/api/cms/news/autumn-talk`)).body.id).toBe('addr0005');
  });

  it.each([
    ['Open House', '網址代稱只能使用小寫英文字母'],
    ['a/b', '網址代稱只能使用小寫英文字母'],
    ['-lead', '網址代稱只能使用小寫英文字母'],
    ['1a2b3c4d', '網址代稱不可是 8 個英數字的系統代碼形式'],
    ['x'.repeat(81), '網址代稱不可超過 80 個字'],
  ])('refuses the address %j with a 400 in zh-TW', async (slug, message) => {
    const doc = await editor.doc('item:news:addr0004');
    const answer = await editor.save(doc.docId, doc.revision, { ...(doc.draft as object), slug });
    expect(expectErrorBody(answer, 400).fields?.['data.slug']).toContain(message);
  });

  it('answers the years that have published items with a module’s list', async () => {
    const all = await getJson<{ rows: Row[]; years: number[] }>(
      listUrl(`${server.baseUrl}/api/cms/news`, { limit: 100 }),
    );
    const expected = [
      ...new Set(all.body.rows.map((row) => Number(String(row.publishDate).slice(0, 4)))),
    ].sort((a, b) => b - a);
    expect(all.body.years).toEqual(expected);
    expect(all.body.years).toContain(2026);
  });
});
