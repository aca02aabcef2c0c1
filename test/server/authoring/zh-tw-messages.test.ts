import type { ApiErrorBody } from '../../../src/shared/api-types';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { newsDocIds } from './support/api-client-for';

const CJK = /[\u3400-\u9fff]/;
/** Three Latin words in a row: a sentence, not a field name or `application/json`. */
const ENGLISH_SENTENCE = /[A-Za-z]{2,}[\s,:;]+[A-Za-z]{2,}[\s,:;]+[A-Za-z]{2,}/;

/** Bodies sent as written: malformed JSON, wrong shapes and wrong types, for every authoring write. */
const MALFORMED_BODIES = [
  '',
  '   ',
  '{',
  '{"data":}',
  "{'data':{}}",
  'null',
  '42',
  '"文字"',
  'true',
  '[]',
  '[{"data":{}}]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
];

/** Bodies of the right JSON shape with wrong data, per route. */
const DATA_BODIES = [
  { data: null },
  { data: 'x' },
  { data: 5 },
  { data: [] },
  { data: [1, 2] },
  { data: { title: 5 } },
  { data: { title: '' } },
  { data: { title: '標題', images: 'x' } },
  { data: { title: '標題', images: [5] } },
  { data: { title: '標題', images: [{ fileId: 5 }] } },
  { data: { title: '標題', tags: [1] } },
  { data: { title: '標題', related: [{ id: 1 }] } },
  { data: { title: '標題', thumbnail: 5 } },
  { data: { title: '標題' }, extra: true },
  {},
];

interface Answer {
  route: string;
  body: string;
  status: number;
  error: ApiErrorBody;
}

describe('every refusal of the authoring API is in zh-TW', () => {
  let server: TestServer;
  let editor: EditorClient;
  let itemId: string;

  beforeAll(async () => {
    server = await startTestServer();
    editor = await signIn(server, 'editor');
    itemId = (await newsDocIds(server))[5] ?? '';
  });
  afterAll(() => server.close());

  const send = async (method: string, path: string, body: string, ifMatch?: number): Promise<Answer> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        access_token: editor.token,
        'content-type': 'application/json',
        ...(ifMatch !== undefined ? { 'if-match': `"${ifMatch}"` } : {}),
      },
      body,
    });
    const text = await response.text();
    let error = {} as ApiErrorBody;
    try {
      error = JSON.parse(text) as ApiErrorBody;
    } catch {
      error = { error_description: text } as ApiErrorBody;
    }
    return { route: `${method} ${path}`, body, status: response.status, error };
  };

  /** Every answer that breaks the rule, so one failure lists them all. */
  const notZhTw = (answers: Answer[]) =>
    answers.filter(({ status, error }) => {
      const texts = [error.error_description ?? '', ...Object.values(error.fields ?? {})];
      return (
        status < 400 ||
        status > 499 ||
        !CJK.test(error.error_description ?? '') ||
        texts.some((text) => !CJK.test(text) || ENGLISH_SENTENCE.test(text))
      );
    });

  it('answers malformed bodies with a 4xx in zh-TW on every write route', async () => {
    const doc = await editor.doc(itemId);
    // Publish, unpublish and lock take an optional body: an empty one means "now" and "no
    // take-over" (the client's POST wrapper sends JSON headers with no body), so it is left out.
    const routes: Array<[string, string, boolean, number?]> = [
      ['PUT', docUrl(itemId), true, doc.revision],
      ['POST', '/backend/documents', true],
      ['PUT', '/backend/site/settings', true],
      ['POST', docUrl(itemId, '/publish'), false, doc.revision],
      ['POST', docUrl(itemId, '/unpublish'), false, doc.revision],
      ['POST', docUrl(itemId, '/lock'), false],
    ];
    const answers: Answer[] = [];
    for (const [method, path, bodyRequired, ifMatch] of routes)
      for (const body of MALFORMED_BODIES.filter((text) => bodyRequired || text.trim() !== ''))
        answers.push(await send(method, path, body, ifMatch));
    expect(notZhTw(answers)).toEqual([]);
    expect((await editor.doc(itemId)).revision).toBe(doc.revision);
  });

  it('answers wrong data with 400 in zh-TW on save and create, for items, pages, settings and structures', async () => {
    const answers: Answer[] = [];
    for (const docId of [itemId, 'page:about', 'settings:news', 'structure:home']) {
      const doc = await editor.doc(docId);
      for (const body of DATA_BODIES) {
        const answer = await send('PUT', docUrl(docId), JSON.stringify(body), doc.revision);
        answers.push(answer);
      }
      expect((await editor.doc(docId)).revision).toBe(doc.revision);
    }
    for (const body of DATA_BODIES)
      answers.push(await send('POST', '/backend/documents', JSON.stringify({ path: 'news', ...body })));
    for (const body of [
      { path: 5, data: { title: '標題' } },
      { path: '', data: { title: '標題' } },
      { data: { title: '標題' } },
    ])
      answers.push(await send('POST', '/backend/documents', JSON.stringify(body)));
    const doc = await editor.doc(itemId);
    for (const body of [{ at: 5 }, { at: 'tomorrow' }, { when: 'now' }])
      answers.push(await send('POST', docUrl(itemId, '/publish'), JSON.stringify(body), doc.revision));
    answers.push(await send('POST', docUrl(itemId, '/lock'), JSON.stringify({ takeOver: 'yes' })));
    answers.push(await send('PUT', '/backend/site/settings', JSON.stringify({ indexEditable: 'yes' })));
    answers.push(await send('PUT', '/backend/site/settings', JSON.stringify({})));
    expect(notZhTw(answers)).toEqual([]);
  });

  it('answers a body of another content type with a 4xx in zh-TW', async () => {
    const response = await fetch(`${server.baseUrl}${docUrl(itemId)}`, {
      method: 'PUT',
      headers: { access_token: editor.token, 'content-type': 'text/plain', 'if-match': '"1"' },
      body: 'data=1',
    });
    const error = (await response.json()) as ApiErrorBody;
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(error.error_description).toMatch(CJK);
    expect(error.error_description).not.toMatch(ENGLISH_SENTENCE);
  });
});
