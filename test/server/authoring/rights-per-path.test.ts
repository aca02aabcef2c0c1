import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { Rights } from '../../../src/shared/api-types';
import { expectErrorBody } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };

describe('rights per path, from the database', () => {
  let server: TestServer;
  let writer: EditorClient;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startTestServer();
    [writer, editor] = await Promise.all([signIn(server, 'writer'), signIn(server, 'editor')]);
  });
  afterAll(() => server.close());

  const firstItem = async (path: string): Promise<DocumentView> => {
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      `/backend/documents?type=item&path=${path}`,
    );
    return editor.doc(list.body.rows[0]?.docId ?? '');
  };

  it('tells the writer it may write news but only read the history page', async () => {
    expect((await writer.send<Rights>('GET', '/backend/rights/news')).body).toEqual({
      r: true,
      w: true,
      d: false,
      p: false,
    });
    expect((await writer.send<Rights>('GET', '/backend/rights/history')).body).toEqual({
      r: true,
      w: false,
      d: false,
      p: false,
    });
    expect((await editor.send<Rights>('GET', '/backend/rights/history')).body).toEqual({
      r: true,
      w: true,
      d: true,
      p: true,
    });
  });

  it("answers the site's own rights for `*`, which govern the home page, landings and chrome", async () => {
    expect((await editor.send<Rights>('GET', '/backend/rights/*')).body).toEqual({
      r: true,
      w: true,
      d: true,
      p: true,
    });
    expect((await writer.send<Rights>('GET', '/backend/rights/%2A')).body).toEqual({
      r: true,
      w: false,
      d: false,
      p: false,
    });
  });

  it('lets the writer save a news item and refuses the same save on another page with 403', async () => {
    const news = await firstItem('news');
    expect(
      (await writer.save(news.docId, news.revision, { ...(news.draft as Data), title: '撰稿改的消息' }))
        .status,
    ).toBe(200);
    const other = await firstItem('history');
    const refused = await writer.save(other.docId, other.revision, {
      ...(other.draft as Data),
      title: '不該成功',
    });
    expectErrorBody(refused, 403);
    expect((await editor.doc(other.docId)).revision).toBe(other.revision);
  });

  it('refuses the writer the site header, a site-wide document', async () => {
    const header = await editor.doc('chrome:header');
    expectErrorBody(await writer.save('chrome:header', header.revision, header.draft), 403);
  });

  it('needs d to delete: the writer gets 403 on a news item it may write', async () => {
    const news = await firstItem('news');
    expectErrorBody(await writer.send('DELETE', docUrl(news.docId)), 403);
    expect((await editor.doc(news.docId)).status).not.toBe('deleted');
  });
});
