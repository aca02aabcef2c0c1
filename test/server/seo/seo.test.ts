import type { SiteSeed } from '../../../src/server/seed/site-seed';
import type { FileEntry } from '../../../src/shared/api-types';
import { anArticle, aSmallSite } from '../support/demo-site.builder';
import { getJson, rawRequest } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { headTags } from '../../../src/server/seo/head-tags';

const ORIGIN = 'https://www.linhai.example.tw';
const HOSTILE = '海</title><script>alert(1)</script>"\'&';

const image = (name: string, represent: boolean): FileEntry => ({
  fileId: name,
  name,
  ext: 'jpg',
  original: `/media/${name}.jpg`,
  description: name,
  represent,
});

/** The small test site, with pictures, an event, a hostile title, a menu and a site preview image. */
function aSiteForCrawlers(): SiteSeed {
  const site = aSmallSite();
  const news = site.modules.news!;
  // 分類檢索: the module's default 主題分類, the article's own 服務分類 and the page's 施政分類.
  news.info = { ...news.info, categoryTheme: '610' };
  news.rows = [
    anArticle('n1', '港口節開幕', '2024-05-01', {
      images: [image('first', false), image('chosen', true)],
      categoryService: 'I00',
    }),
    anArticle('n2', HOSTILE, '2025-02-10', {
      description: '',
      content: '<p>老<strong>燈塔</strong>重新點亮</p>',
    }),
    ...(news.rows ?? []).slice(2),
  ];
  site.modules.activities = {
    info: { moduleKey: 'cms-event', templateKey: 'template-001', title: '活動' },
    setting: news.setting,
    kind: 'event',
    rows: [
      {
        id: 'e1',
        title: '夜觀潮間帶',
        description: '跟著漁民認識夏夜的海',
        startDate: '2026-06-20',
        endDate: '2026-06-21',
        location: '北堤',
        organizer: '教育推廣組',
        content: '',
        images: [],
        tags: [],
      },
    ],
  };
  site.modules.about!.page = { ...site.modules.about!.page!, categoryCake: 'C21', categoryTheme: '170' };
  site.metadata = { ...site.metadata, ogImage: '/media/og.png' };
  site.menu = [
    {
      id: 'm1',
      title: '消息',
      path: 'news',
      children: [{ id: 'm2', title: '人物', path: 'people', children: [] }],
    },
    { id: 'm3', title: '外部', url: 'https://example.org', children: [] },
  ];
  return site;
}

const attr = (html: string, selector: RegExp): string | undefined => selector.exec(html)?.[1];
const meta = (html: string, key: string): string | undefined =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const jsonLd = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('link previews in the served index.html', () => {
  let server: TestServer;
  const page = (pathname: string) => rawRequest(`${server.baseUrl}${pathname}`);

  beforeAll(async () => {
    server = await startTestServer({
      seed: { site: aSiteForCrawlers, images: () => [] },
      publicOrigin: ORIGIN,
    });
  });
  afterAll(() => server.close());

  it('gives an article its title, description, canonical URL, preview image and Article data', async () => {
    const { status, text } = await page('/home/zh-tw/news/n1?utm_source=x');
    expect(status).toBe(200);
    expect(text).toContain('<title>港口節開幕 - 測試館</title>');
    expect(text).toContain('<meta name="description" content="港口節開幕的摘要" />');
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/home/zh-tw/news/n1" />`);
    expect(meta(text, 'og:title')).toBe('港口節開幕 - 測試館');
    expect(meta(text, 'og:url')).toBe(`${ORIGIN}/home/zh-tw/news/n1`);
    expect(meta(text, 'og:type')).toBe('article');
    expect(meta(text, 'og:image')).toBe(`${ORIGIN}/media/chosen.jpg`);
    expect(meta(text, 'twitter:card')).toBe('summary_large_image');
    expect(meta(text, 'twitter:image')).toBe(`${ORIGIN}/media/chosen.jpg`);
    const [organisation, article] = jsonLd(text);
    expect(organisation).toEqual(expect.objectContaining({ '@type': 'Organization', name: '測試館' }));
    expect(article).toEqual(
      expect.objectContaining({
        '@type': 'Article',
        headline: '港口節開幕',
        datePublished: '2024-05-01',
        image: [`${ORIGIN}/media/chosen.jpg`],
      }),
    );
  });

  it('describes an event with its dates, place and organiser', async () => {
    const { text } = await page('/home/zh-tw/activities/e1');
    expect(jsonLd(text)[1]).toEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: '夜觀潮間帶',
        startDate: '2026-06-20',
        endDate: '2026-06-21',
        location: expect.objectContaining({ name: '北堤' }),
        organizer: expect.objectContaining({ name: '教育推廣組' }),
      }),
    );
  });

  it('carries the government metadata (DC.*) on every page, from the document and the site', async () => {
    const article = (await page('/home/zh-tw/news/n1')).text;
    const dc = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<meta name="(DC\.[A-Za-z]+)" content="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
      );
    expect(dc(article)).toEqual({
      'DC.Title': '港口節開幕',
      'DC.Creator': '測試館',
      'DC.Subject': '港口節開幕',
      'DC.Description': '港口節開幕的摘要',
      'DC.Publisher': '測試館',
      'DC.Date': '2024-05-01',
      'DC.Type': '文字',
      'DC.Format': 'text/html',
      'DC.Identifier': `${ORIGIN}/home/zh-tw/news/n1`,
      'DC.Language': 'zh-TW',
      'DC.Rights': '政府資料開放授權條款－第1版',
    });
    const event = dc((await page('/home/zh-tw/activities/e1')).text);
    expect(event).toEqual(
      expect.objectContaining({
        'DC.Type': '活動',
        'DC.Coverage': '2026-06-20/2026-06-21',
        'DC.Date': '2026-06-20',
      }),
    );
    const home = dc((await page('/home/zh-tw')).text);
    expect(home).toEqual(
      expect.objectContaining({
        'DC.Title': '測試館',
        'DC.Type': '網頁',
        'DC.Identifier': `${ORIGIN}/home/zh-tw`,
      }),
    );
    expect(home).not.toHaveProperty('DC.Date');
    expect(dc((await page('/home/zh-tw/news/nothing')).text)).toEqual({});
  });

  it('carries 分類檢索 (Category.*) from the document, else its module, and none where neither has one', async () => {
    const categories = (html: string) =>
      [...html.matchAll(/<meta name="(Category\.[A-Za-z]+)" content="([^"]*)" \/>/g)].map((m) => [
        m[1],
        m[2],
      ]);
    const article = (await page('/home/zh-tw/news/n1')).text;
    expect(categories(article)).toEqual([
      ['Category.Theme', '610'],
      ['Category.Service', 'I00'],
    ]);
    // After the DC tags, in the head.
    expect(article.indexOf('name="Category.Theme"')).toBeGreaterThan(article.indexOf('name="DC.Rights"'));
    expect(article.indexOf('name="Category.Service"')).toBeLessThan(article.indexOf('</head>'));
    // Another article of the module has its default only.
    expect(categories((await page('/home/zh-tw/news/n3')).text)).toEqual([['Category.Theme', '610']]);
    // A module without defaults, an item without codes: no Category tag at all.
    expect(categories((await page('/home/zh-tw/activities/e1')).text)).toEqual([]);
    expect(categories((await page('/home/zh-tw/about')).text)).toEqual([
      ['Category.Theme', '170'],
      ['Category.Cake', 'C21'],
    ]);
    expect(categories((await page('/home/zh-tw/news')).text)).toEqual([['Category.Theme', '610']]);
    expect(categories((await page('/home/zh-tw')).text)).toEqual([]);
    expect(categories((await page('/home/zh-tw/news/nothing')).text)).toEqual([]);
  });

  it('falls back to the site preview image and summarises the content when an item has neither', async () => {
    const { text } = await page('/home/zh-tw/news/n2');
    expect(meta(text, 'og:image')).toBe(`${ORIGIN}/media/og.png`);
    expect(meta(text, 'description')).toBe('老 燈塔 重新點亮');
  });

  it('escapes a hostile title in every tag and inside the JSON-LD script', async () => {
    const { text } = await page('/home/zh-tw/news/n2');
    expect(text).not.toContain('<script>alert(1)</script>');
    expect(text).toContain(
      '<title>海&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38; - 測試館</title>',
    );
    expect(text.match(/<\/title>/g)).toHaveLength(1);
    expect(jsonLd(text)[1]!.headline).toBe(HOSTILE);
    expect(text).toContain(
      '<meta name="DC.Title" content="海&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;" />',
    );
  });

  it('names module pages and the site pages, and keeps login and search out of the index', async () => {
    expect(meta((await page('/home/zh-tw/people')).text, 'og:title')).toBe('人物 - 測試館');
    expect(meta((await page('/home/zh-tw/sitemap')).text, 'og:title')).toBe('網站導覽 - 測試館');
    expect(meta((await page('/home/zh-tw')).text, 'og:url')).toBe(`${ORIGIN}/home/zh-tw`);
    expect(meta((await page('/home/zh-tw/search?q=港')).text, 'robots')).toBe('noindex');
    expect(meta((await page('/login')).text, 'robots')).toBe('noindex');
    expect(meta((await page('/home/zh-tw/editor/chrome/footer')).text, 'robots')).toBe('noindex');
    expect(meta((await page('/home/zh-tw/news')).text, 'robots')).toBeUndefined();
  });

  it('announces the news feed on every page', async () => {
    expect((await page('/home/zh-tw')).text).toContain(
      `<link rel="alternate" type="application/rss+xml" title="測試館 最新消息" href="${ORIGIN}/rss.xml" />`,
    );
  });

  it('counts no view when a crawler reads an item’s page', async () => {
    const before = await getJson<{ rows: Array<{ id: string; views: number }> }>(
      `${server.baseUrl}/api/cms/news`,
    );
    await page('/home/zh-tw/news/n1');
    const after = await getJson<{ rows: Array<{ id: string; views: number }> }>(
      `${server.baseUrl}/api/cms/news`,
    );
    const views = (answer: typeof before) => answer.body.rows.find((row) => row.id === 'n1')?.views;
    expect(views(after)).toBe(views(before));
  });
});

describe('the head’s Category tags', () => {
  it('escapes the code as every other head tag is escaped', () => {
    const tags = headTags(
      {
        status: 200,
        title: '港口節',
        description: '',
        ogType: 'article',
        jsonLd: [],
        dublinCore: [['DC.Title', '港口節']],
        categories: [['Category.Theme', '"><script>x</script>']],
      },
      { siteName: '測試館', feedUrl: 'https://www.example.tw/feed.xml' },
    );
    expect(tags).not.toContain('<script>x');
    expect(tags).toContain(
      '<meta name="Category.Theme" content="&#34;&#62;&#60;script&#62;x&#60;/script&#62;" />',
    );
  });
});

describe('HTTP status of client routes', () => {
  let server: TestServer;
  const status = async (pathname: string) => (await rawRequest(`${server.baseUrl}${pathname}`)).status;

  beforeAll(async () => {
    server = await startTestServer({ seed: { site: aSiteForCrawlers, images: () => [] }, faults: true });
  });
  afterAll(() => server.close());

  it.each([
    '/',
    '/login',
    '/home/zh-tw',
    '/home/zh-tw/',
    '/home/zh-tw/sitemap',
    '/home/zh-tw/search?q=x',
    '/home/zh-tw/news',
    '/home/zh-tw/about',
    '/home/zh-tw/explore',
    '/home/zh-tw/news/n1',
    '/home/zh-tw/fault-500',
    '/home/zh-tw/editor',
    '/home/zh-tw/editor/chrome/menu',
  ])('answers 200 for the known page %s', async (pathname) => {
    expect(await status(pathname)).toBe(200);
  });

  it.each([
    '/nope',
    '/404',
    '/home/en',
    '/home/zh-tw/nope',
    '/home/zh-tw/news/n404',
    '/home/zh-tw/news/n1/extra',
    '/home/zh-tw/about/1',
    '/home',
    // Names every plain object inherits are no page either.
    '/home/zh-tw/constructor',
    '/home/zh-tw/__proto__',
    '/home/zh-tw/toString',
    '/home/zh-tw/hasOwnProperty',
    '/home/zh-tw/valueOf',
    '/home/zh-tw/__defineGetter__',
    '/home/zh-tw/constructor/1',
    '/home/zh-tw/__proto__/toString',
    '/home/zh-tw/news/constructor',
    '/home/zh-tw/news/__proto__',
    '/home/zh-tw/about/toString',
  ])('answers 404 for %s, with the page the app renders its 404 screen in', async (pathname) => {
    const answer = await rawRequest(`${server.baseUrl}${pathname}`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<title>404 Not Found</title>');
    expect(answer.text).toContain('<div id="root"><p>404 Not Found</p></div>');
    expect(answer.text).toContain('<meta name="robots" content="noindex" />');
    expect(answer.text).toContain('/assets/js/main.0123456789.js');
  });

  it('leaves static files as they are', async () => {
    const script = await rawRequest(`${server.baseUrl}/assets/js/main.0123456789.js`);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });
});

describe('robots.txt, sitemap.xml and the news feed', () => {
  let server: TestServer;
  const get = (pathname: string) => rawRequest(`${server.baseUrl}${pathname}`);

  beforeAll(async () => {
    server = await startTestServer({ seed: { site: aSiteForCrawlers, images: () => [] } });
  });
  afterAll(() => server.close());

  it('lets every crawler in except on /backend/ and /login, and points at the sitemap of the request’s host', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /backend/',
        'Disallow: /login',
        `Sitemap: ${server.baseUrl}/sitemap.xml`,
      ]),
    );
  });

  it('lists the home page, the menus’ pages and every item with absolute URLs, but no external link', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${server.baseUrl}/home/zh-tw`,
        `${server.baseUrl}/home/zh-tw/news`,
        `${server.baseUrl}/home/zh-tw/people`,
        `${server.baseUrl}/home/zh-tw/news/n1`,
        `${server.baseUrl}/home/zh-tw/people/p3`,
        `${server.baseUrl}/home/zh-tw/activities/e1`,
      ]),
    );
    expect(locs).not.toContain('https://example.org');
    expect(sitemap.text).toContain(
      `<loc>${server.baseUrl}/home/zh-tw/news/n1</loc><lastmod>2024-05-01</lastmod>`,
    );
  });

  it('serves the newest articles as RSS 2.0, newest first, with escaped titles', async () => {
    const feed = await get('/rss.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...feed.text.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]*)<\/link>/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(
      ['n5', 'n3', 'n2', 'n4', 'n1'].map((id) => `${server.baseUrl}/home/zh-tw/news/${id}`),
    );
    expect(feed.text).toContain(
      '<title>海&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#39;&#38;</title>',
    );
    expect(feed.text).toContain('<pubDate>Wed, 01 May 2024 04:00:00 GMT</pubDate>');
    expect(feed.text).not.toContain('/home/zh-tw/activities/');
  });
});
