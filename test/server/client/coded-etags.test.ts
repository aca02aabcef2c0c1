import { codedEtag, ifNoneMatchHits } from '../../../src/server/http/coded-validators';
import { rawRequest } from '../support/http-client';
import { startTestServer, TEST_SCRIPT, type TestServer } from '../support/test-server';

/** The codings a browser may ask for, and the one each is sent. */
const CODINGS = [
  { accept: 'br', sent: 'br' },
  { accept: 'gzip', sent: 'gzip' },
  { accept: 'identity', sent: undefined },
] as const;

describe('one ETag per content coding', () => {
  it('suffixes the coding inside the quotes, weak tags too, and leaves identity alone', () => {
    expect(codedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(codedEtag('W/"1f-18c"', 'gzip')).toBe('W/"1f-18c-gzip"');
    expect(codedEtag('"abc"', 'identity')).toBe('"abc"');
    expect(codedEtag('"abc"', undefined)).toBe('"abc"');
  });

  it('compares If-None-Match weakly, tag by tag', () => {
    expect(ifNoneMatchHits('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('"abc-br"', 'W/"abc-br"')).toBe(true);
    expect(ifNoneMatchHits('*', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', '"abc-br"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
  });
});

describe('revalidating each coding of a page, a file and an API answer', () => {
  let server: TestServer;
  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(`${server.baseUrl}${pathname}`, headers, method);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['a rendered page', '/home/zh-tw/news'],
    ['a built file', '/assets/js/main.0123456789.js'],
    ['a public API read', '/api/cms/news?limit=10'],
  ])('%s: three codings, three tags, each revalidated by its own only', async (_what, pathname) => {
    const answers = [];
    for (const { accept, sent } of CODINGS) {
      const answer = await get(pathname, { 'accept-encoding': accept });
      expect([answer.status, answer.headers['content-encoding']]).toEqual([200, sent]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      answers.push(answer);
    }
    // One body in three codings: the same text, three different tags.
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const tags = answers.map((answer) => String(answer.headers.etag));
    expect(new Set(tags).size).toBe(3);

    for (const [index, { accept }] of CODINGS.entries()) {
      const own = tags[index] ?? '';
      const fresh = await get(pathname, { 'accept-encoding': accept, 'if-none-match': own });
      expect([fresh.status, fresh.raw.length, fresh.headers.etag]).toEqual([304, 0, own]);
      expect(fresh.headers.vary).toMatch(/accept-encoding/i);
      expect(fresh.headers['content-encoding']).toBeUndefined();
      // Another coding's tag does not say this coding's copy is fresh.
      const others = tags.filter((tag) => tag !== own).join(', ');
      const mismatched = await get(pathname, { 'accept-encoding': accept, 'if-none-match': others });
      expect([mismatched.status, mismatched.headers.etag, mismatched.text]).toEqual([
        200,
        own,
        answers[0]?.text,
      ]);
    }
  });

  it('answers HEAD of a page with the tag, coding and length GET would send', async () => {
    const headers = { 'accept-encoding': 'br' };
    const page = await get('/home/zh-tw/news', headers);
    const head = await get('/home/zh-tw/news', headers, 'HEAD');
    expect([head.status, head.raw.length]).toEqual([200, 0]);
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(page.raw.length));
  });

  it('sends the file whole again after a 304 that dropped its compressed stream', async () => {
    const first = await get('/assets/js/main.0123456789.js', { 'accept-encoding': 'gzip' });
    const again = await get('/assets/js/main.0123456789.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    const whole = await get('/assets/js/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(whole.text).toBe(TEST_SCRIPT);
  });
});
