import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { AccessibilityFinding } from '../../../src/shared/accessibility-rules';
import { expectErrorBody, getJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string; content?: string };

const IMAGE_WITHOUT_ALT = '<p>燈會<img src="/media/demo/lantern.png"></p>';

describe('the accessibility check on publish', () => {
  let server: TestServer;
  let editor: EditorClient;
  const docIds: string[] = [];
  let next = 0;
  const freshDoc = async (): Promise<DocumentView> => editor.doc(docIds[next++] ?? '');
  const publicUrl = (docId: string) => `${server.baseUrl}/api/cms/activities/${docId.split(':')[2] ?? ''}`;
  const auditOf = async (docId: string) =>
    (
      await editor.send<{ rows: Array<{ action: string; detail: string | null }> }>(
        'GET',
        `/backend/audit?docId=${encodeURIComponent(docId)}`,
      )
    ).body.rows;

  /** A saved draft whose body holds `content`. */
  async function draftWith(content: string): Promise<DocumentView> {
    const doc = await freshDoc();
    const saved = await editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      title: '無障礙檢查',
      content,
    });
    expect(saved.status).toBe(200);
    return saved.body;
  }

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

  it('refuses to publish an image without alt with 422 and the findings, publishing nothing', async () => {
    const doc = await draftWith(IMAGE_WITHOUT_ALT);
    const before = await getJson<Data>(publicUrl(doc.docId));
    const answer = await editor.send<{ findings: AccessibilityFinding[] }>(
      'POST',
      docUrl(doc.docId, '/publish'),
      {
        ifMatch: doc.revision,
        body: {},
      },
    );
    const body = expectErrorBody(answer, 422);
    expect(body.error_description).toBe('發布前的無障礙檢查未通過');
    expect(answer.body.findings).toEqual([
      expect.objectContaining({ code: 'HM1110100C', severity: 'blocking', field: 'content' }),
    ]);
    expect(await editor.doc(doc.docId)).toMatchObject({ revision: doc.revision, status: 'changed' });
    expect((await getJson<Data>(publicUrl(doc.docId))).body.title).toBe(before.body.title);
    expect((await auditOf(doc.docId)).map((row) => row.action)).not.toContain('publish');
  });

  it('refuses to schedule a publish of a draft that would be refused now', async () => {
    const doc = await draftWith('<p><span style="font-size:14px">小字</span></p>');
    const at = new Date(server.clock.now() + 60_000).toISOString();
    const answer = await editor.send<{ findings: AccessibilityFinding[] }>(
      'POST',
      docUrl(doc.docId, '/publish'),
      {
        ifMatch: doc.revision,
        body: { at },
      },
    );
    expectErrorBody(answer, 422);
    expect(answer.body.findings.map((finding) => finding.code)).toEqual(['CS2140401C']);
    expect((await editor.doc(doc.docId)).status).toBe('changed');
  });

  it('answers a stale revision with 412 before judging the content', async () => {
    const doc = await draftWith(IMAGE_WITHOUT_ALT);
    expectErrorBody(
      await editor.send('POST', docUrl(doc.docId, '/publish'), { ifMatch: doc.revision - 1, body: {} }),
      412,
    );
  });

  it('publishes once the finding is fixed, and lets warnings through', async () => {
    const doc = await draftWith(IMAGE_WITHOUT_ALT);
    const fixed = await editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      content: '<p>燈會<img src="/media/demo/lantern.png" alt="">，<a href="/x">更多</a></p>',
    });
    const published = await editor.send('POST', docUrl(doc.docId, '/publish'), {
      ifMatch: fixed.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    expect((await getJson<Data>(publicUrl(doc.docId))).body.title).toBe('無障礙檢查');
  });

  it('drops a due schedule whose revision fails the check instead of publishing it', async () => {
    const doc = await draftWith('<p>可以發布</p>');
    const at = new Date(server.clock.now() + 60_000).toISOString();
    const scheduled = await editor.send('POST', docUrl(doc.docId, '/publish'), {
      ifMatch: doc.revision,
      body: { at },
    });
    expect(scheduled.body).toEqual(expect.objectContaining({ status: 'scheduled' }));
    // A revision written before the check existed: only a direct edit of the file can make one now.
    await server.app.close();
    await server.sql('UPDATE revisions SET json = ? WHERE doc_id = ? AND revision = ?', [
      JSON.stringify({ ...(doc.draft as Data), content: IMAGE_WITHOUT_ALT }),
      doc.docId,
      doc.revision,
    ]);
    server.clock.advanceSeconds(120);
    server = await server.restart();
    editor = await signIn(server, 'editor');
    expect(await editor.doc(doc.docId)).toMatchObject({ status: 'changed', schedule: { publishAt: null } });
    const [latest] = await auditOf(doc.docId);
    expect(latest).toEqual(expect.objectContaining({ action: 'publish.blocked' }));
    expect(latest?.detail).toContain('HM1110100C');
  });
});
