import { aSmallSite } from '../support/demo-site.builder';
import { rawRequest } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The small site's sitemap: the home page, the site's own sitemap page, five articles and three
// people: ten URLs. A limit of 4 splits it into parts of 4, 4 and 2; a limit of 10 keeps one file.
const URLS = 10;
const PART_LIMIT = 4;
const CRAWLER_CACHE = 'public, max-age=3600';

const locsOf = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const sitemapLines = (robots: string): string[] => robots.split('\n').filter((l) => l.startsWith('Sitemap:'));

describe('a sitemap past the URLs one file may hold', () => {
  let split: TestServer;
  let whole: TestServer;
  const on = (server: TestServer, pathname: string) => rawRequest(`${server.baseUrl}${pathname}`);

  beforeAll(async () => {
    const seed = { site: aSmallSite, images: () => [] };
    [split, whole] = await Promise.all([
      startTestServer({ seed, sitemapUrlLimit: PART_LIMIT }),
      startTestServer({ seed, sitemapUrlLimit: URLS }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([split.close(), whole.close()]);
  });

  it('keeps one file up to the limit, and no part is served', async () => {
    const sitemap = await on(whole, '/sitemap.xml');
    expect(sitemap.text).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(locsOf(sitemap.text)).toHaveLength(URLS);
    expect((await on(whole, '/sitemap-1.xml')).status).toBe(404);
    expect(sitemapLines((await on(whole, '/robots.txt')).text)).toEqual([
      `Sitemap: ${whole.baseUrl}/sitemap.xml`,
    ]);
  });

  it('becomes an index of parts, each served and cached as the sitemap was', async () => {
    const index = await on(split, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe(CRAWLER_CACHE);
    expect(index.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    const parts = [1, 2, 3].map((n) => `${split.baseUrl}/sitemap-${n}.xml`);
    expect(locsOf(index.text)).toEqual(parts);

    const answers = await Promise.all([1, 2, 3].map((n) => on(split, `/sitemap-${n}.xml`)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(CRAWLER_CACHE);
      expect(answer.text).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    }
    expect(answers.map((answer) => locsOf(answer.text).length)).toEqual([4, 4, 2]);
  });

  it('puts every URL of the one file into exactly one part, in the same order, dates kept', async () => {
    const one = (await on(whole, '/sitemap.xml')).text;
    const parts = await Promise.all([1, 2, 3].map((n) => on(split, `/sitemap-${n}.xml`)));
    // The two servers differ only in their port: compare the paths.
    const pathsOf = (server: TestServer, xml: string) =>
      locsOf(xml).map((loc) => loc.slice(server.baseUrl.length));
    expect(parts.flatMap((part) => pathsOf(split, part.text))).toEqual(pathsOf(whole, one));
    expect(parts.map((part) => part.text).join('')).toContain(
      `<loc>${split.baseUrl}/home/zh-tw/news/n1</loc><lastmod>2024-05-01</lastmod>`,
    );
  });

  it('names the index and each part in robots.txt', async () => {
    expect(sitemapLines((await on(split, '/robots.txt')).text)).toEqual([
      `Sitemap: ${split.baseUrl}/sitemap.xml`,
      `Sitemap: ${split.baseUrl}/sitemap-1.xml`,
      `Sitemap: ${split.baseUrl}/sitemap-2.xml`,
      `Sitemap: ${split.baseUrl}/sitemap-3.xml`,
    ]);
  });

  it('answers 404 for a part past the last, a part 0 and a name that is no part', async () => {
    for (const pathname of [
      '/sitemap-4.xml',
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-a.xml',
      '/sitemap-1',
    ])
      expect([pathname, (await on(split, pathname)).status]).toEqual([pathname, 404]);
  });
});
