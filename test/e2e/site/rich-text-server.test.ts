import type { Page } from 'playwright-core';
import { useSiteWorld } from '../support/harness';

/**
 * Rich text: the server sanitizes CMS HTML with jsdom (docs/decisions.md 35), and what it
 * writes must be exactly what Chromium's own sanitizing draws, or hydration would keep markup the
 * browser never makes (React does not patch inner HTML). Compared here: the body as Chromium parses
 * the served page with JavaScript off, and the body the app draws after a client-side move.
 */

const world = useSiteWorld();

const newPage = (javaScript: boolean): Promise<Page> => world.newPage({ javaScript });

const richText = (page: Page) => page.locator('[data-part="rich-text"]').first().innerHTML();

describe('rich text from the server in Chromium', () => {
  it.each([
    ['a news detail (headings, figure, list)', '/home/zh-tw/news/news-001', '<figure>'],
    ['an activity (a table)', '/home/zh-tw/activities/activity-001', '<table>'],
  ])('serves %s as the markup the browser draws itself', async (_name, url, part) => {
    const served = await newPage(false);
    await served.goto(`${world.stack.baseUrl}${url}`);
    const server = await richText(served);
    expect(server).toContain(part);
    expect(server).toMatch(/<p>[^<]/);

    // The same body drawn by the browser: the app starts on the home page, then moves client-side.
    const page = await newPage(true);
    const messages: string[] = [];
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(`${world.stack.baseUrl}/home/zh-tw`, { waitUntil: 'networkidle' });
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
