import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../support/harness';

/**
 * Issue 24, rich text: the server sanitizes CMS HTML with jsdom (docs/decisions.md 35), and what it
 * writes must be exactly what Chromium's own sanitizing draws, or hydration would keep markup the
 * browser never makes (React does not patch inner HTML). Compared here: the body as Chromium parses
 * the served page with JavaScript off, and the body the app draws after a client-side move.
 */

let browser: Browser;
let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, stack] = await Promise.all([launchBrowser(), startStack({ server: { serverRender: true } })]);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

async function newPage(javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: javaScript,
  });
  contexts.push(context);
  return context.newPage();
}

const richText = (page: Page) => page.locator('[data-part="rich-text"]').first().innerHTML();

describe('rich text from the server in Chromium', () => {
  it.each([
    ['a news detail (headings, figure, list)', '/home/zh-tw/news/news-001', '<figure>'],
    ['an activity (a table)', '/home/zh-tw/activities/activity-001', '<table>'],
  ])('serves %s as the markup the browser draws itself', async (_name, url, part) => {
    const served = await newPage(false);
    await served.goto(`${stack.baseUrl}${url}`);
    const server = await richText(served);
    expect(server).toContain(part);
    expect(server).toMatch(/<p>[^<]/);

    // The same body drawn by the browser: the app starts on the home page, then moves client-side.
    const page = await newPage(true);
    const messages: string[] = [];
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(`${stack.baseUrl}/home/zh-tw`, { waitUntil: 'networkidle' });
    await page.evaluate((to) => {
      (window as unknown as { stayed: boolean }).stayed = true;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.locator('[data-part="rich-text"]').first().waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(await richText(page)).toBe(server);
    expect(messages).toEqual([]);
  });
});
