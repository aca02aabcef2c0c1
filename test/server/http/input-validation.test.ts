import type { ListAnswer } from '../../../src/shared/api-types';
import { BODY_LIMIT_BYTES } from '../../../src/server/create-server';
import { expectErrorBody, getJson, listUrl, postJson } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('bad input never breaks the server', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // After every bad request the server must still answer a good one.
  afterEach(async () => {
    const answer = await getJson<ListAnswer<unknown>>(listUrl(url('/api/cms/news'), { limit: 1 }));
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(1);
  });

  it('answers 400 for a query that is not JSON, with an example of the right form', async () => {
    const body = expectErrorBody(await getJson(`${url('/api/cms/news')}?query=%7Bsearch%3A`), 400);
    expect(body.fields?.query).toMatch(/JSON/);
  });

  it('answers 400 for a query of the wrong shape', async () => {
    const body = expectErrorBody(
      await getJson(listUrl(url('/api/cms/news'), { query: { year: 'last year', search: 5 } })),
      400,
    );
    expect(body.fields).toEqual({ 'query.year': '年份必須是整數', 'query.search': '搜尋字詞必須是文字' });
    const notAnObject = expectErrorBody(await getJson(listUrl(url('/api/cms/news'), { query: [1, 2] })), 400);
    expect(notAnObject.fields).toEqual({ query: '查詢條件必須是 JSON 物件' });
  });

  it('answers 400 for a negative offset and a limit outside 1–100', async () => {
    expect(expectErrorBody(await getJson(listUrl(url('/api/cms/news'), { offset: -1 })), 400).fields).toEqual(
      { offset: '起始位置不可小於 0' },
    );
    expect(expectErrorBody(await getJson(listUrl(url('/api/cms/news'), { limit: 101 })), 400).fields).toEqual(
      { limit: '每頁筆數不可大於 100' },
    );
    expect(expectErrorBody(await getJson(listUrl(url('/api/cms/news'), { limit: 0 })), 400).fields).toEqual({
      limit: '每頁筆數不可小於 1',
    });
  });

  it('answers 400 for numbers that are not integers and for an unknown sort order', async () => {
    const body = expectErrorBody(
      await getJson(`${url('/api/cms/news')}?limit=ten&offset=1.5&order=sideways`),
      400,
    );
    expect(body.fields).toEqual({
      limit: '每頁筆數必須是整數',
      offset: '起始位置必須是整數',
      order: '排序方向必須是下列其中之一：asc、desc',
    });
  });

  it('answers 400 for a repeated parameter instead of guessing which one was meant', async () => {
    expect(expectErrorBody(await getJson(`${url('/api/cms/news')}?limit=1&limit=2`), 400).fields).toEqual({
      limit: '每頁筆數必須是整數',
    });
  });

  it('answers 400, not 413, to a 1 MB body', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    expect(huge.length).toBeGreaterThan(BODY_LIMIT_BYTES);
    const body = expectErrorBody(await postJson(url('/api/cms/mailbox'), huge), 400);
    expect(body.error_description).toMatch(/過大/);
  });

  it('answers 400 to a body that is not valid JSON', async () => {
    const body = expectErrorBody(await postJson(url('/api/cms/mailbox'), '{"name": "王'), 400);
    expect(body.error_description).toMatch(/JSON/);
  });

  it('answers 400 to a body of a content type it does not read', async () => {
    const answer = await fetch(url('/api/cms/mailbox'), {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<letter/>',
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error_description: string }).error_description).toMatch(/內容類型/);
  });

  it('refuses JSON that tries to reach Object.prototype', async () => {
    expectErrorBody(await postJson(url('/api/cms/mailbox'), '{"__proto__": {"admin": true}}'), 400);
  });

  it('answers 404 with an error body for unknown API paths and methods', async () => {
    expectErrorBody(await getJson(url('/api/nothing-here')), 404);
    expectErrorBody(await getJson(url('/api/cms/news/n1/extra/segments')), 404);
    expectErrorBody(await getJson(url('/backend/unknown')), 404);
    const put = await fetch(url('/api/site/header'), { method: 'PUT' });
    expect(put.status).toBe(404);
  });

  it('answers 404 for page paths too long to be pages', async () => {
    expectErrorBody(await getJson(url(`/api/site/module/${'a'.repeat(300)}`)), 404);
  });
});
