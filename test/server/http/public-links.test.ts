import http from 'node:http';
import { MemoryMailer } from '../../../src/server/mail/memory.mailer';
import { docUrl } from '../support/sign-in';
import { retitle, startReviewedSite } from '../authoring/support/review-fixture';
import { aLetter, eventually, startInboxServer } from '../mailbox/inbox.support';
import type { TestServer } from '../support/test-server';

/** A request naming any Host and headers, as a stranger's client can (fetch refuses to set Host). */
function send(
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  method?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: method ?? (payload === undefined ? 'GET' : 'POST'),
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe('links in mail and in the page head come from configuration only', () => {
  let mailer: MemoryMailer;
  let server: TestServer;
  afterEach(() => server.close());

  it("links staff mail to the listen address, not to a stranger's Host", async () => {
    mailer = new MemoryMailer();
    server = await startInboxServer(mailer, { schedulerIntervalMs: 25 });
    const answer = await send(`${server.baseUrl}/api/cms/mailbox`, { host: 'evil.example' }, aLetter());
    expect(answer.status).toBe(200);
    await eventually(() => expect(mailer.sentFor('mailbox.notice')).toHaveLength(1));
    const [notice] = mailer.sentFor('mailbox.notice');
    expect(`${notice!.text}${notice!.html}`).not.toContain('evil.example');
    expect(notice!.text).toContain(`${server.baseUrl}/home/zh-tw/editor/mailbox?letter=`);
  });

  it('keeps a loopback Host, so a local start links to itself', async () => {
    mailer = new MemoryMailer();
    server = await startInboxServer(mailer, { schedulerIntervalMs: 25 });
    const port = new URL(server.baseUrl).port;
    expect(
      (await send(`${server.baseUrl}/api/cms/mailbox`, { host: `localhost:${port}` }, aLetter())).status,
    ).toBe(200);
    await eventually(() => expect(mailer.sentFor('mailbox.notice')).toHaveLength(1));
    expect(mailer.sentFor('mailbox.notice')[0]!.text).toContain(
      `http://localhost:${port}/home/zh-tw/editor/`,
    );
  });

  it('refuses a letter whose Origin only matches the Host it names, but still takes CORS_ORIGINS', async () => {
    mailer = new MemoryMailer();
    server = await startInboxServer(mailer, { corsOrigins: ['https://static.example.tw'] });
    const forged = await send(
      `${server.baseUrl}/api/cms/mailbox`,
      { host: 'evil.example', origin: 'http://evil.example' },
      aLetter(),
    );
    expect(forged.status).toBe(403);
    const allowed = await send(
      `${server.baseUrl}/api/cms/mailbox`,
      { origin: 'https://static.example.tw' },
      aLetter(),
    );
    expect(allowed.status).toBe(200);
    const own = await send(`${server.baseUrl}/api/cms/mailbox`, { origin: server.baseUrl }, aLetter());
    expect(own.status).toBe(200);
  });

  it('behind a trusted proxy, believes X-Forwarded-Host only when PUBLIC_HOSTS names it', async () => {
    mailer = new MemoryMailer();
    server = await startInboxServer(mailer, {
      trustProxy: ['127.0.0.1'],
      publicHosts: ['www.museum.example.tw'],
    });
    const evil = await send(`${server.baseUrl}/home/zh-tw`, {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(evil.status).toBe(200);
    expect(evil.text).not.toContain('evil.example');
    expect(canonicalOf(evil.text)).toMatch(/^https:\/\/127\.0\.0\.1:\d+\//);

    const named = await send(`${server.baseUrl}/home/zh-tw`, {
      'x-forwarded-host': 'www.museum.example.tw',
      'x-forwarded-proto': 'https',
    });
    expect(canonicalOf(named.text)).toBe('https://www.museum.example.tw/home/zh-tw');
    expect(ogUrlOf(named.text)).toBe('https://www.museum.example.tw/home/zh-tw');
    // The cached page for the evil request was not served to the named one, nor the reverse.
    const again = await send(`${server.baseUrl}/home/zh-tw`, { 'x-forwarded-host': 'evil.example' });
    expect(again.text).not.toContain('www.museum.example.tw/home');
  });

  it("links the reviewers' mail of a writer's 送審 to the listen address, not to the Host it names", async () => {
    const site = await startReviewedSite(true);
    server = site.server;
    const saved = await retitle(site.writer, 'item:news:n1', '港口節開幕（送審）');
    const answer = await send(
      `${server.baseUrl}${docUrl('item:news:n1', '/submit')}`,
      { host: 'evil.example', access_token: site.writer.token, 'if-match': `"${saved.revision}"` },
      {},
    );
    expect(answer.status).toBe(200);
    const [mail] = site.mails.for('review.submit');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain(`${server.baseUrl}/home/zh-tw/editor/reviews?doc=`);
  });
});
