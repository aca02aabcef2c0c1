import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoImages } from '../../../src/server/demo';
import { createServer } from '../../../src/server/create-server';
import { expectErrorBody, getJson, rawRequest } from '../support/http-client';
import { startTestServer, TEST_INDEX_HTML, TEST_SCRIPT, type TestServer } from '../support/test-server';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the built client', () => {
  let server: TestServer;
  const url = (pathname: string) => `${server.baseUrl}${pathname}`;

  beforeAll(async () => {
    server = await startTestServer({
      corsOrigins: ['https://editor.example.tw'],
      apiHost: 'https://api.example.tw/',
    });
  });
  afterAll(() => server.close());

  it.each(['/', '/home/zh-tw', '/home/zh-tw/news/news-001?offset=10', '/login'])(
    'answers index.html, never cached, for the client route %s',
    async (pathname) => {
      const answer = await rawRequest(url(pathname));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      // The built page, with the route's head tags in place of its loading title (test/server/seo).
      expect(answer.text).toContain('<div id="root"></div>');
      expect(answer.text).toContain('<script defer src="/assets/js/main.0123456789.js"></script>');
      expect(answer.text).not.toContain('<title>測試首頁</title>');
    },
  );

  it('serves hashed assets with their content type and a year of immutable cache', async () => {
    const answer = await rawRequest(url('/assets/js/main.0123456789.js'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.text).toBe(TEST_SCRIPT);
  });

  it('keeps translation files only briefly and other root files an hour', async () => {
    const i18n = await rawRequest(url('/assets/i18n/zh-tw.json'));
    expect(i18n.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(i18n.headers['cache-control']).toBe('public, max-age=300');
    const robots = await rawRequest(url('/robots.txt'));
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await rawRequest(url('/assets/i18n/zh-tw.json'));
    const again = await rawRequest(url('/assets/i18n/zh-tw.json'), {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw).toHaveLength(0);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const answer = await getJson(url('/assets/js/missing.0000000000.js'));
    expectErrorBody(answer, 404);
  });

  it('never serves files outside the dist folder or hidden files', async () => {
    fs.writeFileSync(path.join(server.dir, 'secret.txt'), 'secret');
    fs.writeFileSync(path.join(server.dir, 'dist', '.env'), 'SECRET=1');
    for (const pathname of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/.env',
    ]) {
      const answer = await rawRequest(url(pathname));
      expect(answer.text).not.toContain('secret');
      expect(answer.text).not.toContain('SECRET');
    }
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const brotli = await rawRequest(url('/home/zh-tw'), { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.raw.length).toBeLessThan(TEST_INDEX_HTML.length);
    const identity = await rawRequest(url('/home/zh-tw'));
    expect(brotli.text).toBe(identity.text);

    const gzip = await rawRequest(url('/assets/js/main.0123456789.js'), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(TEST_SCRIPT);

    const api = await rawRequest(url('/api/cms/news?limit=10'), { 'accept-encoding': 'gzip, br' });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(api.text)).toEqual(expect.objectContaining({ total: expect.any(Number) }));

    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends the security headers on pages, assets, API answers and errors alike', async () => {
    for (const pathname of [
      '/home/zh-tw',
      '/assets/js/main.0123456789.js',
      '/api/site/header',
      '/api/site/module/nope',
    ]) {
      const answer = await rawRequest(url(pathname));
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self' https://api.example.tw;");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com;');
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the demo images and files at their media paths with their content type', async () => {
    const images = demoImages();
    expect(images.length).toBeGreaterThan(0);
    for (const image of images.slice(0, 5)) {
      const answer = await rawRequest(url(image.path));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(image.contentType);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000');
      expect(answer.raw.equals(typeof image.body === 'string' ? Buffer.from(image.body) : image.body)).toBe(
        true,
      );
    }
    expectErrorBody(await getJson(url('/media/demo/no-such-image.svg')), 404);
  });

  it('allows configured origins to call the API with the access_token header', async () => {
    const preflight = await fetch(url('/backend/rights/news'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://editor.example.tw',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'access_token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://editor.example.tw');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('access_token');

    const allowed = await fetch(url('/api/site/header'), {
      headers: { origin: 'https://editor.example.tw' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://editor.example.tw');
    const other = await fetch(url('/api/site/header'), { headers: { origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('serving before the client is built', () => {
  it('answers a zh-TW 503 page naming npm run build while the API keeps working', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-unbuilt-'));
    const app = await createServer({
      seedDemo: true,
      dbPath: path.join(dir, 'db.sqlite'),
      distDir: path.join(dir, 'no-dist'),
      passwordCost: 2 ** 10,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const page = await rawRequest(`${base}/home/zh-tw`);
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toContain('npm run build');
      expect(page.text).toContain('lang="zh-Hant-TW"');
      expect((await getJson(`${base}/api/site/header`)).status).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
