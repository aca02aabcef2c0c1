import { buildDemoSite } from '../../../src/server/demo';
import { expectErrorBody, getJson, postEmpty } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('site endpoints on the demo site', () => {
  const demo = buildDemoSite();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['config', demo.config],
    ['header', demo.header],
    ['menu', demo.menu],
    ['structure', demo.structure],
    ['metadata', demo.metadata],
    ['banner', demo.banner],
    ['bannerMobile', demo.bannerMobile],
    ['sitemap', demo.sitemap],
  ])('GET /api/site/%s answers the seeded document as JSON', async (name, expected) => {
    const answer = await getJson(`${server.baseUrl}/api/site/${name}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual(expected);
  });

  it('GET /api/site/footer answers the seeded footer, then a link to each published policy page it lacks', async () => {
    const answer = await getJson(`${server.baseUrl}/api/site/footer`);
    expect(answer.status).toBe(200);
    // The demo's footer links its privacy page itself, under its own title: not twice.
    expect(answer.body).toEqual({
      ...demo.footer,
      links: [
        ...demo.footer.links,
        { title: '資訊安全政策', url: '/home/zh-tw/security' },
        { title: '政府網站資料開放宣告', url: '/home/zh-tw/open-data-declaration' },
      ],
    });
  });

  it('answers every landing page of the demo at /api/site/structure/{path}', async () => {
    const landings = Object.entries(demo.landings);
    expect(landings.length).toBeGreaterThan(0);
    for (const [path, structure] of landings) {
      const answer = await getJson(`${server.baseUrl}/api/site/structure/${encodeURIComponent(path)}`);
      expect(answer.body).toEqual(structure);
    }
  });

  it('answers 404 with an error body for a landing page that does not exist', async () => {
    expectErrorBody(await getJson(`${server.baseUrl}/api/site/structure/no-such-landing`), 404);
  });

  it('names the template and module of every demo page', async () => {
    for (const [path, module] of Object.entries(demo.modules)) {
      const answer = await getJson(`${server.baseUrl}/api/site/module/${encodeURIComponent(path)}`);
      expect(answer.body).toEqual(module.info);
    }
  });

  it('answers 404 for the module of an unknown page', async () => {
    const body = expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/no-such-page`), 404);
    expect(body.code).toBe('E404');
    expect(body.error_description).toMatch(/找不到/);
  });

  it('counts a visit by its POST beacon, while reading the total counts nothing', async () => {
    const first = await getJson<number>(`${server.baseUrl}/api/site/hit`);
    const second = await getJson<number>(`${server.baseUrl}/api/site/hit`);
    expect(typeof first.body).toBe('number');
    expect(second.body).toBe(first.body);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const visit = await postEmpty<{ total: number }>(`${server.baseUrl}/api/site/hit`);
    expect(visit.body).toEqual({ total: first.body + 1 });
    expect((await getJson<number>(`${server.baseUrl}/api/site/hit`)).body).toBe(first.body + 1);
  });

  it('writes error times as Asia/Taipei wall-clock time', async () => {
    // The manual clock stands at 2026-11-22T02:00:00Z, which is 10:00 in Taipei.
    const body = expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/no-such-page`), 404);
    expect(body.time).toBe('2026-11-22 10:00:00');
  });
});
