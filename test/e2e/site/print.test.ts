import type { Browser } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../support/harness';

/** The print stylesheet (src/ui/theme/print.css): paper gets the content, not the screen's tools. */

const TOOLS = [
  'skip-link',
  'site-search',
  'text-size',
  'main-menu',
  'breadcrumb',
  'share-print',
  'back-to-top',
  'footer-links',
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

it('prints an event’s title, text and pictures, a web link’s address, and none of the tools', async () => {
  const page = await browser.newPage();
  await page.goto(`${stack.baseUrl}/home/zh-tw/activities/activity-001`);
  await page.locator('[data-layout="cms-detail-event"]').waitFor();
  const onScreen = await page.evaluate(
    (parts) => parts.filter((part) => document.querySelector(`[data-part="${part}"]`) !== null),
    TOOLS,
  );
  // Each tool is on the screen first, so hiding it on paper is what the test sees.
  expect(onScreen.length).toBeGreaterThanOrEqual(6);
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(
    (parts) =>
      parts.filter((part) =>
        Array.from(document.querySelectorAll(`[data-part="${part}"]`)).some(
          (element) => getComputedStyle(element).display !== 'none',
        ),
      ),
    onScreen,
  );
  expect(printed).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
  await expect(page.locator('main img').first().isVisible()).resolves.toBe(true);
  const linkAfter = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('main a[href^="http"]');
    return link
      ? { href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content }
      : null;
  });
  expect(linkAfter).not.toBeNull();
  expect(linkAfter!.after).toBe(`" (${linkAfter!.href})"`);
  await page.close();
});
