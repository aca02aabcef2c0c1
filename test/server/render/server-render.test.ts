import { render } from '../../../src/composition/server-render';
import { RENDER_DATA_ID, type EmbeddedRender } from '../../../src/shared/server-render';
import { writeRenderBuild } from '../support/render-build';
import { startTestServer, TEST_INDEX_HTML, type TestServer } from '../support/test-server';

async function page(server: TestServer, url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.baseUrl}${url}`);
  return { status: response.status, html: await response.text() };
}

/** The markup inside the root element: what a visitor without JavaScript reads. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${RENDER_DATA_ID}">`);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

function embeddedOf(html: string): EmbeddedRender {
  const match = new RegExp(`<script type="application/json" id="${RENDER_DATA_ID}">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match?.[1]) throw new Error('no embedded render data');
  return JSON.parse(match[1]) as EmbeddedRender;
}

describe('server render on (SERVER_RENDER=on, the composition root through ts-jest)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ serverRender: true, renderBundle: render });
    writeRenderBuild(server);
  });
  afterAll(() => server.close());

  it('serves the home page with its heading, banner and menu in the HTML', async () => {
    const { status, html } = await page(server, '/home/zh-tw');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('國立臨海文化記憶館首頁');
    expect(root).toContain('常設展「潮汐之間：臨海港的百年日常」重新開幕');
    expect(root).toContain('href="/home/zh-tw/about"');
    // The head from src/server/seo is still there.
    expect(html).toContain('<title>國立臨海文化記憶館</title>');
    // The chrome's answers are embedded, so index.html's preloads of them are left out.
    expect(html).not.toContain('href="/api/site/header"');
  });

  it('serves a list with its heading and the rows of the page its URL names', async () => {
    const { status, html } = await page(server, '/home/zh-tw/news');
    expect(status).toBe(200);
    const root = rootOf(html);

    expect(root).toMatch(/<h1[^>]*>新聞稿<\/h1>/);
    expect(root).toContain('共 18 筆資料');
    expect(root).toContain('>「潮汐之間：臨海港的百年日常」常設展全新開幕</a>');
    expect(root).not.toContain('data-part="list-skeleton"');
  });

  it('serves the page of the list its URL names', async () => {
    const first = rootOf((await page(server, '/home/zh-tw/news')).html);
    const second = rootOf((await page(server, '/home/zh-tw/news?offset=12')).html);
    const rowLinks = (root: string) =>
      root.match(/href="\/home\/zh-tw\/news\/news-\d+"/g) ?? ([] as string[]);
    expect(rowLinks(second).length).toBeGreaterThan(0);
    expect(rowLinks(second).length).toBeLessThan(rowLinks(first).length);
    expect(rowLinks(second).some((link) => rowLinks(first).includes(link))).toBe(false);
  });

  it('serves a detail with its title and body text', async () => {
    const { status, html } = await page(server, '/home/zh-tw/news/news-001');
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>「潮汐之間：臨海港的百年日常」常設展全新開幕<\/h1>/);
    expect(root).toContain('並新增觸摸展件與多語導覽');
    expect(root).not.toContain('data-part="page-loading"');
  });

  it('serves a detail body as sanitized markup, not text: headings, figure, caption and list', async () => {
    const root = rootOf((await page(server, '/home/zh-tw/news/news-001')).html);
    const body = /<div data-part="rich-text"[^>]*>(.*?)<\/div><div class="tags"/s.exec(root)?.[1] ?? '';
    expect(body).toMatch(/^<p>[^<]+<\/p><h2>(內容說明|重點摘要)<\/h2><p>/);
    expect(body).toMatch(
      // An upload's picture offers its AVIF variants before the <img> (and its WebP srcset).
      /<figure>(<picture><source type="image\/avif" [^>]+>)?<img src="[^"]+" alt="[^"]+"[^>]* loading="lazy" decoding="async">(<\/picture>)?<figcaption>[^<]+<\/figcaption><\/figure>/,
    );
    expect(body).toMatch(/<h3>相關資訊<\/h3><ul><li>/);
  });

  it('embeds each answer once, keyed by its load, with every < escaped', async () => {
    const { html } = await page(server, '/home/zh-tw/news/news-001');
    const scripts = html.match(new RegExp(`id="${RENDER_DATA_ID}"`, 'g')) ?? [];
    expect(scripts).toHaveLength(1);
    const data = /id="themesite-render">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    const embedded = embeddedOf(html);
    expect(Object.keys(embedded.loads)).toEqual(expect.arrayContaining(['detail:news/news-001']));
    expect(embedded.chrome).toMatchObject({ status: 'ready' });
  });

  it.each([
    ['a landing page', '/home/zh-tw/explore', '探索主題'],
    ['a single page', '/home/zh-tw/about', '<h1'],
    ['the sitemap page', '/home/zh-tw/sitemap', 'href="/home/zh-tw/news"'],
    ['the search page with its query', `/home/zh-tw/search?q=${encodeURIComponent('燈塔')}`, '燈塔'],
    ['a tag page', `/home/zh-tw/tag?tag=${encodeURIComponent('建築')}`, '建築'],
  ])('serves %s rendered, with its first screen in the HTML', async (_name, url, text) => {
    const { status, html } = await page(server, url);
    expect(status).toBe(200);
    const root = rootOf(html);
    // A heading with its words (a landing page's are its sections' h2s), never the loading one.
    expect(root).toMatch(/<h[12][^>]*>[^<]+/);
    expect(root).not.toContain('載入中');
    expect(root).toContain(text);
  });

  it('answers 404 with the not-found page for an item that does not exist', async () => {
    const { status } = await page(server, '/home/zh-tw/news/no-such-item');
    expect(status).toBe(404);
  });

  it('leaves a preview to the browser', async () => {
    const { html } = await page(server, '/home/zh-tw/news/news-001?preview=1');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(RENDER_DATA_ID);
  });

  it('leaves editor screens and edit mode to the browser, which draws them for the signed-in person', async () => {
    for (const url of [
      '/home/zh-tw/editor',
      '/home/zh-tw/editor/mailbox',
      '/home/zh-tw/news/news-001?edit=1',
      '/home/zh-tw/news/news-001?preview=1',
    ]) {
      const { html } = await page(server, url);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(RENDER_DATA_ID);
      // The app asks for the chrome with the person's token, which a preload cannot carry: none is
      // offered. The configuration's is used either way.
      expect(html).not.toContain('href="/api/site/header"');
      expect(html).not.toContain('href="/api/site/menu"');
      expect(html).toContain('<link rel="preload" as="fetch" href="/api/site/config" crossorigin>');
    }
  });
});

describe('server render off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ renderBundle: render });
    writeRenderBuild(server);
  });
  afterAll(() => server.close());

  it('serves index.html with only its head rendered and an empty root, exactly as before', async () => {
    const { html } = await page(server, '/home/zh-tw/news');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(RENDER_DATA_ID);
    // Everything after the head is the built index.html, byte for byte.
    expect(html.slice(html.indexOf('</head>'))).toBe(
      TEST_INDEX_HTML.slice(TEST_INDEX_HTML.indexOf('</head>')),
    );
  });
});

describe('server render on, and nothing to render with', () => {
  it.each([
    ['the bundle is not built', { renderBundle: '/no/such/dist-server/render.cjs' }],
    [
      'the render fails',
      {
        renderBundle: async () => {
          throw new Error('broken render');
        },
      },
    ],
    [
      'the render takes longer than its time',
      {
        renderTimeoutMs: 50,
        renderBundle: async (input: Parameters<typeof render>[0]) => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return render(input);
        },
      },
    ],
  ])('serves the page as before when %s', async (_case, options) => {
    const server = await startTestServer({ serverRender: true, ...options });
    try {
      writeRenderBuild(server);
      const { status, html } = await page(server, '/home/zh-tw/news');
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<link rel="preload" as="fetch" href="/api/site/header" crossorigin>');
      expect(html).not.toContain(RENDER_DATA_ID);
    } finally {
      await server.close();
    }
  });
});
