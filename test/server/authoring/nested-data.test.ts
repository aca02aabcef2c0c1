import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../src/server/http/json-body.parser';
import { expectErrorBody } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { newsDocIds } from './support/api-client-for';

/** `levels` arrays, one inside the other, written as text: JSON.stringify would recurse too. */
const nested = (levels: number): string => `${'['.repeat(levels)}"底"${']'.repeat(levels)}`;

describe('deeply nested JSON bodies', () => {
  let server: TestServer;
  let editor: EditorClient;
  let docId: string;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
    docId = (await newsDocIds(server))[3] ?? '';
  });
  afterAll(() => server.close());

  /** A save whose body nests `levels` below `{"data":{…}}`, sent as raw text. */
  const saveNested = async (levels: number) => {
    const doc = await editor.doc(docId);
    const draft = JSON.stringify(doc.draft).slice(0, -1);
    const body = `{"data":${draft},"deep":${nested(levels)}}}`;
    const response = await fetch(`${server.baseUrl}${docUrl(docId)}`, {
      method: 'PUT',
      headers: {
        access_token: editor.token,
        'content-type': 'application/json',
        'if-match': `"${doc.revision}"`,
      },
      body,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  };

  it.each([100, 3_000, 6_000])(
    'refuses a save nested %i deep with 400 in zh-TW and saves nothing',
    async (levels) => {
      const before = await editor.doc(docId);
      const body = expectErrorBody(await saveNested(levels), 400);
      expect(body.error_description).toBe(`資料的巢狀層數過多，最多 ${MAX_JSON_DEPTH} 層。`);
      expect((await editor.doc(docId)).revision).toBe(before.revision);
    },
  );

  it('refuses a new item nested too deeply the same way', async () => {
    const response = await fetch(`${server.baseUrl}/backend/documents`, {
      method: 'POST',
      headers: { access_token: editor.token, 'content-type': 'application/json' },
      body: `{"path":"news","data":{"title":"深","deep":${nested(6_000)}}}`,
    });
    expect(response.status).toBe(400);
  });

  it('saves and publishes a document at the deepest nesting allowed', async () => {
    // The body and the draft (`data`) are two levels; the rest is the nested array.
    const saved = await saveNested(MAX_JSON_DEPTH - 2);
    expect(saved.status).toBe(200);
    const revision = Number(saved.headers.get('etag')?.replaceAll('"', ''));
    const published = await editor.send('POST', docUrl(docId, '/publish'), { ifMatch: revision, body: {} });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
  });

  it('refuses with 400, not 500, to publish a too-deep draft saved before the limit existed', async () => {
    const target = (await newsDocIds(server))[4] ?? '';
    const doc = await editor.doc(target);
    const draft = JSON.stringify(doc.draft).slice(0, -1);
    await server.sql('UPDATE documents SET draft_json = ? WHERE doc_id = ?', [
      `${draft},"deep":${nested(6_000)}}`,
      target,
    ]);
    const answer = await editor.send('POST', docUrl(target, '/publish'), { ifMatch: doc.revision, body: {} });
    expect(expectErrorBody(answer, 400).error_description).toBe(
      `資料的巢狀層數過多，最多 ${MAX_JSON_DEPTH} 層。`,
    );
  });

  it('counts brackets inside strings as text, not as nesting', () => {
    const quoted = `{"a":"${'['.repeat(500)}\\"${'{'.repeat(500)}"}`;
    expect(nestsDeeperThan(quoted, 2)).toBe(false);
    expect(nestsDeeperThan(nested(65), 64)).toBe(true);
    expect(nestsDeeperThan(nested(64), 64)).toBe(false);
  });
});
