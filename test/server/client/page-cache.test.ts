import zlib from 'node:zlib';
import {
  chosenEncoding,
  DEFAULT_PAGE_CACHE_LIMITS,
  etagOf,
  normalisedQuery,
  PagePool,
  RenderedPageCache,
  scopeOf,
  type PageCacheLimits,
  type RenderedPage,
} from '../../../src/server/client/page-cache';
import { readOptionsFromEnv } from '../../../src/server/server-options';
import { ManualClock } from '../support/manual.clock';

const HOME = '/home/zh-tw';
const INDEX = 'W/"index-1"';

/** A renderer that says which URL it drew and counts how often it was asked. */
function countingRenderer(status = 200) {
  const drawn: string[] = [];
  return {
    drawn,
    render: (pathname: string) => (): RenderedPage => {
      drawn.push(pathname);
      return { status, html: `<h1>${pathname}</h1><p>${drawn.length}</p>` };
    },
  };
}

function cacheWith(limits: Partial<PageCacheLimits> = {}, landings = ['explore']) {
  const clock = new ManualClock();
  const cache = new RenderedPageCache(clock, { ...DEFAULT_PAGE_CACHE_LIMITS, ...limits }, () => landings);
  const renderer = countingRenderer();
  const get = (url: string, index = INDEX) =>
    cache.page(`http://site${url}`, url.split('?')[0] ?? url, index, renderer.render(url));
  return { clock, cache, renderer, get };
}

describe('the rendered page cache', () => {
  it('renders a URL once and answers the second request with no render at all', async () => {
    const { cache, get } = cacheWith();
    const first = await get(`${HOME}/news/n1`);
    const second = await get(`${HOME}/news/n1`);
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect(second.page).toEqual(expect.objectContaining({ html: first.page.html, etag: first.page.etag }));
    expect(first.page.etag).toBe(etagOf(first.page.html));
    expect(cache.stats()).toEqual(expect.objectContaining({ renders: 1, hits: 1, entries: 1 }));
  });

  it('shares one render among requests for the same URL that arrive while it runs', async () => {
    const clock = new ManualClock();
    const cache = new RenderedPageCache(clock, DEFAULT_PAGE_CACHE_LIMITS, () => []);
    let finish: (page: RenderedPage) => void = () => undefined;
    const slow = () => new Promise<RenderedPage>((resolve) => (finish = resolve));
    const answers = [1, 2, 3].map(() => cache.page('k', HOME, INDEX, slow));
    finish({ status: 200, html: '<h1>首頁</h1>' });
    const pages = await Promise.all(answers);
    expect(pages.map((answer) => answer.page.html)).toEqual(Array(3).fill('<h1>首頁</h1>'));
    expect(cache.stats().renders).toBe(1);
  });

  it('drops the detail and lists of the changed module, home and landings, but not another module', async () => {
    const { cache, renderer, get } = cacheWith();
    const urls = [
      `${HOME}/news/n1`,
      `${HOME}/news`,
      `${HOME}/news?page=2`,
      HOME,
      '/',
      `${HOME}/explore`,
      `${HOME}/search?q=x`,
      `${HOME}/tag?tag=x`,
      `${HOME}/activities`,
      `${HOME}/activities/a1`,
    ];
    for (const url of urls) await get(url);
    renderer.drawn.length = 0;
    cache.onPublicChange({ type: 'item', path: 'news', id: 'n1' });
    for (const url of urls) await get(url);
    expect(renderer.drawn).toEqual(urls.slice(0, 8));
  });

  it('drops a single page with the same reach as an item of its module', async () => {
    const { cache, renderer, get } = cacheWith();
    for (const url of [`${HOME}/about`, `${HOME}/news`, HOME]) await get(url);
    renderer.drawn.length = 0;
    cache.onPublicChange({ type: 'page', path: 'about' });
    for (const url of [`${HOME}/about`, `${HOME}/news`, HOME]) await get(url);
    expect(renderer.drawn).toEqual([`${HOME}/about`, HOME]);
  });

  it.each([
    { type: 'chrome', name: 'menu' } as const,
    { type: 'structure', landing: 'home' } as const,
    { type: 'settings', path: 'activities' } as const,
    { type: 'site' } as const,
  ])('drops every page when $type changes', async (change) => {
    const { cache, renderer, get } = cacheWith();
    const urls = [`${HOME}/news/n1`, `${HOME}/activities`, HOME, `${HOME}/missing/page/x`];
    for (const url of urls) await get(url);
    cache.onPublicChange(change);
    expect(cache.stats().entries).toBe(0);
    renderer.drawn.length = 0;
    for (const url of urls) await get(url);
    expect(renderer.drawn).toEqual(urls);
  });

  it('does not keep a page whose render began before a change', async () => {
    const clock = new ManualClock();
    const cache = new RenderedPageCache(clock, DEFAULT_PAGE_CACHE_LIMITS, () => []);
    let finish: (page: RenderedPage) => void = () => undefined;
    const old = cache.page('k', `${HOME}/news`, INDEX, () => new Promise((resolve) => (finish = resolve)));
    cache.onPublicChange({ type: 'item', path: 'news', id: 'n1' });
    // A request after the change does not wait for the old render: it renders the new rows.
    const fresh = cache.page('k', `${HOME}/news`, INDEX, () => ({ status: 200, html: '新' }));
    finish({ status: 200, html: '舊' });
    expect((await old).page.html).toBe('舊');
    expect((await fresh).page.html).toBe('新');
    const again = await cache.page('k', `${HOME}/news`, INDEX, () => ({ status: 200, html: '再' }));
    expect([again.hit, again.page.html]).toEqual([true, '新']);
  });

  it('renders every page again when index.html changes', async () => {
    const { get } = cacheWith();
    await get(HOME);
    expect((await get(HOME)).hit).toBe(true);
    expect((await get(HOME, 'W/"index-2"')).hit).toBe(false);
    expect((await get(HOME, 'W/"index-2"')).hit).toBe(true);
  });

  it('evicts the least recently used page beyond its entry bound', async () => {
    const { cache, get } = cacheWith({ maxEntries: 2 });
    await get(`${HOME}/a`);
    await get(`${HOME}/b`);
    await get(`${HOME}/a`);
    await get(`${HOME}/c`);
    expect(cache.stats().entries).toBe(2);
    expect((await get(`${HOME}/a`)).hit).toBe(true);
    expect((await get(`${HOME}/b`)).hit).toBe(false);
  });

  it('keeps the HTML within its byte bound and never keeps a page larger than it', async () => {
    const clock = new ManualClock();
    // 7/8 of 800 bytes for 200 pages: two pages of 300 bytes (and a 1-byte key) fit, a third evicts the oldest.
    const cache = new RenderedPageCache(clock, { ...DEFAULT_PAGE_CACHE_LIMITS, maxBytes: 800 }, () => []);
    const page = (size: number) => () => ({ status: 200, html: 'x'.repeat(size) });
    for (const key of ['a', 'b', 'c']) await cache.page(key, `/${key}`, INDEX, page(300));
    expect(cache.stats()).toEqual(expect.objectContaining({ entries: 2, bytes: 602 }));
    expect((await cache.page('a', '/a', INDEX, page(300))).hit).toBe(false);
    await cache.page('huge', '/huge', INDEX, page(5000));
    expect((await cache.page('huge', '/huge', INDEX, page(5000))).hit).toBe(false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(800);
  });

  it('holds every site of a server under one bound, and drops only the changed site’s pages', async () => {
    const clock = new ManualClock();
    const limits = { ...DEFAULT_PAGE_CACHE_LIMITS, maxBytes: 1600 };
    const pool = new PagePool(limits);
    const siteCache = (code: string) => new RenderedPageCache(clock, limits, () => [], pool, code);
    const [museum, library] = [siteCache('museum'), siteCache('library')];
    const page = (text: string) => () => ({ status: 200, html: text.padEnd(300, '.') });
    // One URL, two sites (a shared host): each keeps its own page.
    await museum.page('http://one/home/zh-tw', HOME, INDEX, page('museum'));
    await library.page('http://one/home/zh-tw', HOME, INDEX, page('library'));
    const again = await museum.page('http://one/home/zh-tw', HOME, INDEX, page('museum, rendered again'));
    expect(again).toEqual(expect.objectContaining({ hit: true }));
    expect(again.page.html.startsWith('museum.')).toBe(true);

    museum.onPublicChange({ type: 'site' });
    expect(museum.stats().entries).toBe(0);
    expect(library.stats().entries).toBe(1);
    expect((await library.page('http://one/home/zh-tw', HOME, INDEX, page('x'))).hit).toBe(true);

    // 7/8 of 1600 bytes: four pages of ~320 bytes in all, whichever sites they are of.
    for (const path of ['/a', '/b', '/c', '/d'])
      await museum.page(`http://one${path}`, path, INDEX, page(path));
    expect(museum.stats().entries + library.stats().entries).toBe(4);
    expect(library.stats().entries).toBe(0);
  });

  it('renders a page again once it is older than its age bound', async () => {
    const { clock, get } = cacheWith({ maxAgeMs: 60_000 });
    await get(HOME);
    clock.advanceSeconds(59);
    expect((await get(HOME)).hit).toBe(true);
    clock.advanceSeconds(2);
    expect((await get(HOME)).hit).toBe(false);
  });

  it('keeps 404 pages apart, briefly, so made-up URLs never evict real pages', async () => {
    const clock = new ManualClock();
    const cache = new RenderedPageCache(
      clock,
      { ...DEFAULT_PAGE_CACHE_LIMITS, maxEntries: 3, notFoundEntries: 2, notFoundMaxAgeMs: 30_000 },
      () => [],
    );
    const ok = () => ({ status: 200, html: '<h1>頁</h1>' });
    const missing = () => ({ status: 404, html: '<h1>404</h1>' });
    await cache.page('home', HOME, INDEX, ok);
    for (let n = 0; n < 10; n += 1) await cache.page(`x${n}`, `/x${n}`, INDEX, missing);
    expect((await cache.page('home', HOME, INDEX, ok)).hit).toBe(true);
    expect((await cache.page('x9', '/x9', INDEX, missing)).hit).toBe(true);
    expect((await cache.page('x0', '/x0', INDEX, missing)).hit).toBe(false);
    clock.advanceSeconds(31);
    expect((await cache.page('x9', '/x9', INDEX, missing)).hit).toBe(false);
  });

  it('never keeps a server error', async () => {
    const clock = new ManualClock();
    const cache = new RenderedPageCache(clock, DEFAULT_PAGE_CACHE_LIMITS, () => []);
    const failed = () => ({ status: 500, html: '錯誤' });
    await cache.page('k', HOME, INDEX, failed);
    expect((await cache.page('k', HOME, INDEX, failed)).hit).toBe(false);
  });

  it('never keeps a page its renderer marks as not to be kept', async () => {
    const clock = new ManualClock();
    const cache = new RenderedPageCache(clock, DEFAULT_PAGE_CACHE_LIMITS, () => []);
    const shell = () => ({ status: 200, html: '<div id="root"></div>', cache: false });
    await cache.page('k', HOME, INDEX, shell);
    expect((await cache.page('k', HOME, INDEX, shell)).hit).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });

  it('renders every request when turned off', async () => {
    const { cache, get } = cacheWith({ maxEntries: 0 });
    await Promise.all([get(HOME), get(HOME)]);
    await get(HOME);
    expect(cache.enabled).toBe(false);
    expect(cache.stats()).toEqual(expect.objectContaining({ renders: 3, hits: 0, entries: 0 }));
  });

  it('writes one query string for one page, whatever the order or encoding', () => {
    expect(normalisedQuery('b=2&a=1&a=0')).toBe('?a=1&a=0&b=2');
    expect(normalisedQuery('a=%32&q=%E6%B4%BB+%E5%8B%95')).toBe(normalisedQuery('q=活%20動&a=2'));
    expect(normalisedQuery('')).toBe('');
  });

  it('gives detail and list pages to their module and everything else to the site', () => {
    expect(scopeOf(`${HOME}/news/n1`)).toBe('module:news');
    expect(scopeOf(`${HOME}/news`)).toBe('module:news');
    expect(scopeOf(`${HOME}/%E6%B6%88`)).toBe('module:消');
    for (const pathname of ['/', HOME, `${HOME}/search`, `${HOME}/sitemap`, `${HOME}/tag`, '/login', '/%E0'])
      expect(scopeOf(pathname)).toBe('site');
  });

  it('compresses a kept page once per encoding and counts the result against the byte bound', async () => {
    const { cache, get } = cacheWith();
    const { page } = await get(HOME);
    const before = cache.stats().bytes;
    const br = cache.encoded(page, 'br');
    expect(cache.encoded(page, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page.html);
    const gzip = cache.encoded(page, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe(page.html);
    expect(cache.stats().bytes).toBe(before + br.length + gzip.length);
  });

  it('chooses br, then gzip, and neither when the client refuses them', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('deflate')).toBeUndefined();
    expect(chosenEncoding('identity, *;q=0')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });

  it('is on unless the environment says PAGE_CACHE=off', () => {
    expect(readOptionsFromEnv({}).server.pageCache).toBeUndefined();
    expect(readOptionsFromEnv({ PAGE_CACHE: ' OFF ' }).server.pageCache).toBe(false);
    expect(readOptionsFromEnv({ PAGE_CACHE: 'on' }).server.pageCache).toBeUndefined();
  });
});
