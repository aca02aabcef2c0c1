import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startStack, waitForApp, type Stack } from '../support/harness';

/**
 * A phone downloads a variant of an uploaded photo, not its original: the demo's first news item
 * has a 2,400 × 1,600 photograph as its lead image and the same upload in its text.
 */

const PHONE = { width: 390, height: 844 };
const ARTICLE = '/home/zh-tw/news/news-001';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  // A phone's screen: 390 CSS px at 2 device pixels each, so the picture needs about 780 px.
  context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
});

afterAll(async () => {
  await context?.close();
  await Promise.all([browser?.close(), stack?.close()]);
});

/** The width a variant's name carries (`w960.avif` → 960), or null for the original. */
const variantWidth = (url: string): number | null => {
  const match = /\/w(\d+)\.(?:webp|avif)$/.exec(new URL(url).pathname);
  return match ? Number(match[1]) : null;
};

async function loaded(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? undefined
      : new Promise((resolve, reject) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', reject, { once: true });
        }),
  );
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

it('downloads an AVIF variant at most 960 px wide for the lead image and a body image, never the original', async () => {
  const page = await context.newPage();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/uploads/')) uploads.push(request.url());
  });
  await page.goto(`${stack.baseUrl}${ARTICLE}`);
  await waitForApp(page);

  const hero = await loaded(page, 'figure img[fetchpriority="high"]');
  const body = await loaded(page, '[data-part="rich-text"] img[src*="/media/uploads/"]');
  for (const chosen of [hero, body]) {
    expect(chosen).toContain('/media/uploads/');
    expect(variantWidth(chosen)).not.toBeNull();
    expect(variantWidth(chosen)).toBeLessThanOrEqual(960);
    // Chromium decodes AVIF: the <picture> takes its AVIF source, not the WebP of the <img>.
    expect(new URL(chosen).pathname).toMatch(/\.avif$/);
  }
  expect(uploads.length).toBeGreaterThan(0);
  expect(uploads.filter((url) => /\/original\.\w+$/.test(url))).toEqual([]);
  await page.close();
});

it("fetches the lead photo once: the head's preload is the very AVIF the picture shows", async () => {
  // A fresh phone, so nothing comes from the first test's cache.
  const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
  const page = await phone.newPage();
  const uploads: { url: string; type: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/uploads/'))
      uploads.push({ url: request.url(), type: request.resourceType() });
  });
  const bytes = new Map<string, number>();
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/media/uploads/')) return;
    bytes.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
  });
  await page.goto(`${stack.baseUrl}${ARTICLE}`);
  await waitForApp(page);
  const hero = await loaded(page, 'figure img[fetchpriority="high"]');
  await page.waitForLoadState('networkidle');

  // The preload in the head names the AVIF source with its type, so no other format is fetched.
  const preloads = await page.$$eval('head link[rel="preload"][as="image"]', (links) =>
    links.map((link) => link.getAttribute('type')),
  );
  expect(preloads).toEqual(['image/avif']);
  // One request for the lead photo: the preload's, which the <picture> then uses.
  const heroRequests = uploads.filter(({ url }) => url === hero);
  expect(heroRequests).toHaveLength(1);
  // Nothing else of that upload at another width or in another format (the body image takes the
  // same variant from the cache, or none yet if it is still below the screen).
  const folder = hero.replace(/[^/]+$/, '');
  expect(uploads.filter(({ url }) => url.startsWith(folder) && url !== hero)).toEqual([]);
  process.stdout.write(`phone hero: ${new URL(hero).pathname} ${String(bytes.get(hero))} B\n`);
  await phone.close();
});
