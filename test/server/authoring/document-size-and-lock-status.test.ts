import type { LockView } from '../../../src/server/authoring/document-view';
import { BODY_LIMIT_BYTES, DOCUMENT_BODY_LIMIT_BYTES } from '../../../src/server/http/body-limit';
import { CONTENT_MAX_CHARS } from '../../../src/shared/authoring.constants';
import { expectErrorBody } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };

/** `n` CJK characters: 3 bytes each in UTF-8, the size a writer of zh-TW text really sends. */
const cjk = (n: number): string => '臺灣燈塔修復紀錄'.repeat(Math.ceil(n / 8)).slice(0, n);

describe('the size of a document save', () => {
  let server: TestServer;
  let editor: EditorClient;
  const ids: string[] = [];
  let next = 0;
  const freshId = (): string => ids[next++] ?? '';

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    ids.push(...list.body.rows.map((row) => row.docId));
  });
  afterAll(() => server.close());

  it('saves 30,000 CJK characters of content, a body far over the site’s 64 KB limit', async () => {
    const docId = freshId();
    const doc = await editor.doc(docId);
    const content = `<p>${cjk(30_000)}</p>`;
    expect(Buffer.byteLength(JSON.stringify({ data: { content } }))).toBeGreaterThan(BODY_LIMIT_BYTES);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as Data), content });
    expect(saved.status).toBe(200);
    expect((await editor.doc(docId)).draft).toEqual(expect.objectContaining({ content }));
  });

  it('fits the schema’s whole 200,000 characters of CJK content with quoted attributes in the limit', async () => {
    const docId = freshId();
    const doc = await editor.doc(docId);
    const open = '<p class="lead">';
    const content = `${open}${cjk(CONTENT_MAX_CHARS - open.length - 4)}</p>`;
    expect(content).toHaveLength(CONTENT_MAX_CHARS);
    const body = JSON.stringify({ data: { ...(doc.draft as Data), content } });
    expect(Buffer.byteLength(body)).toBeLessThan(DOCUMENT_BODY_LIMIT_BYTES);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as Data), content });
    expect(saved.status).toBe(200);
  });

  it('answers content over the schema’s 200,000 characters with a 400 in zh-TW naming the field', async () => {
    const docId = freshId();
    const doc = await editor.doc(docId);
    const saved = await editor.save(docId, doc.revision, {
      ...(doc.draft as Data),
      content: cjk(CONTENT_MAX_CHARS + 1),
    });
    const body = expectErrorBody(saved, 400) as { fields?: Record<string, string> };
    expect(body.fields).toEqual({ 'data.content': '內容過長' });
    expect((await editor.doc(docId)).revision).toBe(doc.revision);
  });

  it('creates an item with 30,000 CJK characters of content', async () => {
    const created = await editor.send('POST', '/backend/documents', {
      body: { path: 'news', data: { title: '長文新項目', content: `<p>${cjk(30_000)}</p>` } },
    });
    expect(created.status).toBe(201);
  });

  it('keeps the small limit on every other route', async () => {
    const docId = freshId();
    const big = await editor.send('POST', docUrl(docId, '/lock'), {
      body: { takeOver: false, padding: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    const body = expectErrorBody(big, 400);
    expect(body.error_description).toMatch(/請求內容過大/);
  });
});

describe('who holds the lock, asked lightly', () => {
  let server: TestServer;
  let editor: EditorClient;
  let writer: EditorClient;
  let docId = '';
  const status = (client: EditorClient) =>
    client.send<{ lock: LockView | null }>('GET', docUrl(docId, '/lock'));

  beforeAll(async () => {
    server = await startTestServer();
    [editor, writer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'writer')]);
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    docId = list.body.rows[0]?.docId ?? '';
  });
  afterAll(() => server.close());

  it('answers null for a free document, the holder for a held one, and the new holder after a take-over', async () => {
    const free = await status(editor);
    expect(free.status).toBe(200);
    expect(free.headers.get('cache-control')).toBe('no-store');
    expect(free.body.lock).toBeNull();
    await editor.send('POST', docUrl(docId, '/lock'), { body: {} });
    expect((await status(writer)).body.lock).toEqual(expect.objectContaining({ account: 'editor' }));
    await writer.send('POST', docUrl(docId, '/lock'), { body: { takeOver: true } });
    expect((await status(editor)).body.lock).toEqual(
      expect.objectContaining({ account: 'writer', displayName: '張撰稿（消息與活動）' }),
    );
  });

  it('releases the lock on a bare DELETE, as a keepalive request from a closing tab sends it', async () => {
    await writer.send('POST', docUrl(docId, '/lock'), { body: {} });
    // No body; the api client's content type without a body, as `fetch(…, {keepalive: true})` sends it.
    const released = await writer.send('DELETE', docUrl(docId, '/lock'), {
      headers: { 'content-type': 'application/json' },
    });
    expect(released.status).toBe(204);
    expect((await status(editor)).body.lock).toBeNull();
  });

  it('answers 612 without a usable token, like every authoring route', async () => {
    const answer = await fetch(`${server.baseUrl}${docUrl(docId, '/lock')}`, {
      headers: { access_token: 'not-a-token' },
    });
    expect(answer.status).toBe(612);
  });
});
