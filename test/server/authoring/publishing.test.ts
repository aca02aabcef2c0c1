import type { DocumentView } from '../../../src/server/authoring/document-view';
import { expectErrorBody, getJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };

describe('publishing, now and scheduled', () => {
  let server: TestServer;
  let editor: EditorClient;
  const docIds: string[] = [];
  let next = 0;
  const freshDoc = async (): Promise<DocumentView> => editor.doc(docIds[next++] ?? '');
  const publicUrl = (docId: string) => `${server.baseUrl}/api/cms/activities/${docId.split(':')[2] ?? ''}`;

  beforeAll(async () => {
    server = await startTestServer({ schedulerIntervalMs: 25 });
    editor = await signIn(server, 'editor');
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=activities',
    );
    docIds.push(...list.body.rows.map((row) => row.docId));
  });
  afterAll(() => server.close());

  it('serves the new copy on the public API after a publish, with a new ETag', async () => {
    const doc = await freshDoc();
    const before = await getJson<Data>(publicUrl(doc.docId));
    const saved = await editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      title: '發布後的新標題',
    });
    const published = await editor.send('POST', docUrl(doc.docId, '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    expect(published.body).toEqual(
      expect.objectContaining({ status: 'published', revision: 3, publishedRevision: 3 }),
    );
    const after = await getJson<Data>(publicUrl(doc.docId));
    expect(after.body.title).toBe('發布後的新標題');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const audit = await editor.send<{ rows: Array<{ action: string; revision: number }> }>(
      'GET',
      `/backend/audit?docId=${encodeURIComponent(doc.docId)}`,
    );
    expect(audit.body.rows.slice(0, 2).map((row) => [row.action, row.revision])).toEqual([
      ['publish', 3],
      ['save', 2],
    ]);
  });

  it('takes an item off the public site on unpublish and refuses a stale publish with 412', async () => {
    const doc = await freshDoc();
    const off = await editor.send('POST', docUrl(doc.docId, '/unpublish'), {
      ifMatch: doc.revision,
      body: {},
    });
    expect(off.body).toEqual(expect.objectContaining({ status: 'draft', publishedRevision: null }));
    expectErrorBody(await getJson(publicUrl(doc.docId)), 404);
    expectErrorBody(
      await editor.send('POST', docUrl(doc.docId, '/publish'), { ifMatch: doc.revision, body: {} }),
      412,
    );
  });

  it('publishes at the scheduled time when the clock passes it', async () => {
    const doc = await freshDoc();
    const saved = await editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      title: '排程發布的標題',
    });
    const at = new Date(server.clock.now() + 90_000).toISOString();
    const scheduled = await editor.send('POST', docUrl(doc.docId, '/publish'), {
      ifMatch: saved.body.revision,
      body: { at },
    });
    expect(scheduled.body).toEqual(expect.objectContaining({ status: 'scheduled' }));
    expect((await getJson<Data>(publicUrl(doc.docId))).body.title).not.toBe('排程發布的標題');
    server.clock.advanceSeconds(91);
    editor = await signIn(server, 'editor');
    // The scheduler's timer runs every 25 ms here; it reads the manual clock.
    for (let tries = 0; tries < 200 && (await editor.doc(doc.docId)).status === 'scheduled'; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await getJson<Data>(publicUrl(doc.docId))).body.title).toBe('排程發布的標題');
    expect((await editor.doc(doc.docId)).status).toBe('published');
  });

  it('catches up at start on a schedule that fell due while the server was down', async () => {
    const doc = await freshDoc();
    const at = new Date(server.clock.now() + 60_000).toISOString();
    await editor.send('POST', docUrl(doc.docId, '/unpublish'), { ifMatch: doc.revision, body: { at } });
    await server.app.close();
    server.clock.advanceSeconds(3600);
    server = await server.restart();
    expectErrorBody(await getJson(publicUrl(doc.docId)), 404);
    editor = await signIn(server, 'editor');
    const audit = await editor.send<{ rows: Array<{ action: string; account: string }> }>(
      'GET',
      `/backend/audit?docId=${encodeURIComponent(doc.docId)}`,
    );
    expect(audit.body.rows[0]).toEqual(
      expect.objectContaining({ action: 'unpublish.scheduled', account: 'editor' }),
    );
  });
});
