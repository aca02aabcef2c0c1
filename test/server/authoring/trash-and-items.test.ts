import type { DocumentView } from '../../../src/server/authoring/document-view';
import { expectErrorBody, getJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

describe('creating items and the trash', () => {
  let server: TestServer;
  let editor: EditorClient;
  let writer: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    [editor, writer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'writer')]);
  });
  afterAll(() => server.close());

  const create = (client: EditorClient, title: string, id: string) =>
    client.send<DocumentView>('POST', '/backend/documents', {
      body: {
        path: 'news',
        data: { id, title, date: '2026-11-01', content: '<p>新消息</p>', images: [], files: [] },
      },
    });

  it('creates an item as an unpublished draft at revision 1 that the public API does not show', async () => {
    const created = await create(writer, '新建的消息', 'news-new-1');
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({ docId: 'item:news:news-new-1', revision: 1, status: 'draft' }),
    );
    expectErrorBody(await getJson(`${server.baseUrl}/api/cms/news/news-new-1`), 404);
    expectErrorBody(await create(writer, '重複', 'news-new-1'), 409);
  });

  it.each(['x:people:y', '../people', 'a b', 'news/1', 'x'.repeat(101)])(
    'refuses to create an item whose id %j no document id can carry, and lists nothing new',
    async (id) => {
      const before = await editor.send<{ total: number }>('GET', '/backend/documents?type=item&path=news');
      const answer = await create(editor, '壞代碼', id);
      expect(expectErrorBody(answer, 400).fields).toEqual({
        'data.id': '項目代碼只能使用英文字母、數字、「-」與「_」，最多 100 個字',
      });
      const after = await editor.send<{ total: number }>('GET', '/backend/documents?type=item&path=news');
      expect(after.body.total).toBe(before.body.total);
    },
  );

  it('gives an item created without an id one that its URLs can reach', async () => {
    const created = await editor.send<DocumentView>('POST', '/backend/documents', {
      body: { path: 'news', data: { title: '沒有代碼' } },
    });
    expect(created.status).toBe(201);
    expect((await editor.send('GET', docUrl(created.body.docId))).status).toBe(200);
  });

  it('serves the server’s view count, never one written in the data, on publish and in preview', async () => {
    const created = await editor.send<DocumentView>('POST', '/backend/documents', {
      body: { path: 'news', data: { id: 'news-views', title: '灌水的瀏覽數', views: 999_999 } },
    });
    await editor.send('POST', docUrl(created.body.docId, '/publish'), { ifMatch: 1, body: {} });
    const fresh = await getJson<{ views: number }>(`${server.baseUrl}/api/cms/news/news-views`);
    expect(fresh.body.views).toBe(0);

    const seeded = await getJson<{ views: number }>(`${server.baseUrl}/api/cms/news/news-001`);
    const doc = await editor.doc('item:news:news-001');
    const saved = await editor.save(doc.docId, doc.revision, { ...(doc.draft as object), views: 999_999 });
    const preview = await getJson<{ views: number }>(`${server.baseUrl}/api/cms/news/news-001?preview=1`, {
      access_token: editor.token,
    });
    expect(preview.body.views).toBe(seeded.body.views);
    await editor.send('POST', docUrl(doc.docId, '/publish'), { ifMatch: saved.body.revision, body: {} });
    const after = await getJson<{ views: number }>(`${server.baseUrl}/api/cms/news/news-001`);
    expect(after.body.views).toBe(seeded.body.views);
    expect(seeded.body.views).not.toBe(999_999);
  });

  it('refuses a create on a page the account may not write', async () => {
    const answer = await writer.send('POST', '/backend/documents', {
      body: { path: 'history', data: { title: '不可' } },
    });
    expectErrorBody(answer, 403);
  });

  it('moves a deleted item to the trash, off the public site, and restores it as a draft', async () => {
    const created = await create(editor, '將被刪除', 'news-new-2');
    await editor.send('POST', docUrl(created.body.docId, '/publish'), { ifMatch: 1, body: {} });
    expect((await getJson(`${server.baseUrl}/api/cms/news/news-new-2`)).status).toBe(200);
    expect((await editor.send('DELETE', docUrl(created.body.docId))).status).toBe(200);
    expectErrorBody(await getJson(`${server.baseUrl}/api/cms/news/news-new-2`), 404);
    expectErrorBody(await editor.send('GET', docUrl(created.body.docId)), 404);
    const trash = await editor.send<{ rows: Array<{ docId: string; deletedBy: string }> }>(
      'GET',
      '/backend/trash',
    );
    expect(trash.body.rows).toEqual([
      expect.objectContaining({ docId: created.body.docId, deletedBy: 'editor' }),
    ]);
    const restored = await editor.send<DocumentView>(
      'POST',
      `/backend/trash/${encodeURIComponent(created.body.docId)}/restore`,
    );
    expect(restored.body).toEqual(expect.objectContaining({ status: 'draft', deletedAt: null }));
  });

  it('empties the trash for good after 30 days', async () => {
    const created = await create(editor, '三十天後清除', 'news-new-3');
    await editor.send('DELETE', docUrl(created.body.docId));
    server.clock.advanceSeconds(31 * 24 * 3600);
    server = await server.restart();
    editor = await signIn(server, 'editor');
    const trash = await editor.send<{ rows: Array<{ docId: string }> }>('GET', '/backend/trash');
    expect(trash.body.rows.map((row) => row.docId)).not.toContain(created.body.docId);
    expectErrorBody(
      await editor.send('POST', `/backend/trash/${encodeURIComponent(created.body.docId)}/restore`),
      404,
    );
  });
});
