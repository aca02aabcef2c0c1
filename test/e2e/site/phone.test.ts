import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser, screenshotDir, startStack, waitForApp, type Stack } from '../support/harness';
import { runAxe } from '../support/site-browser';

/**
 * A 390 × 844 phone: the page's own heading is in the first screen, and the chrome that
 * folded away for it (字級, search, login, the side navigation) is still reachable by keyboard.
 */

const PHONE = { width: 390, height: 844 };

let stack: Stack;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
});

afterAll(async () => {
  await context?.close();
  await Promise.all([browser?.close(), stack?.close()]);
});

async function open(path: string, ready: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}${path}`);
  await page.locator(ready).first().waitFor();
  // The served page shows its chrome before its scripts run (they start after the first paint):
  // these tests press its buttons, which need the app.
  await waitForApp(page);
  return page;
}

/** Top of an element in page coordinates, at the top of the page. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** Tab presses from the focused element (or the page's start) until the focused element matches, or null after `max`. */
async function tabsTo(page: Page, selector: string, max: number): Promise<number | null> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  return null;
}

const tops: Record<string, number> = {};

afterAll(() => {
  // The figures the issue asked for, in the test log.
  console.log(`h1 tops at 390 px: ${JSON.stringify(tops)}`);
});

it.each([
  ['a list', '/home/zh-tw/news', 'main h1'],
  ['a detail', '/home/zh-tw/news/news-001', 'main h1'],
])('puts the h1 of %s in the first screen', async (name, path, heading) => {
  const page = await open(path, `${heading}:not(:empty)`);
  await page
    .locator('[data-part="frame-loading"], [data-part="page-loading"]')
    .first()
    .waitFor({ state: 'detached' });
  tops[name] = await topOf(page, heading);
  expect(tops[name]).toBeLessThan(PHONE.height);
  await page.close();
});

it('puts the home page’s first section in the first screen, and saves a picture of it', async () => {
  const page = await open('/home/zh-tw', 'main section h2');
  // The home's h1 is visually hidden: its first visible heading is the first section's.
  tops.home = await topOf(page, 'main section h2');
  expect(tops.home).toBeLessThan(PHONE.height);
  await page.screenshot({ path: path.join(screenshotDir(), 'home-390.png') });
  await page.close();
});

it('keeps the skip link within 3 Tabs and the folded tools within 3 Tabs of 導盲磚 U', async () => {
  const page = await open('/home/zh-tw/news', 'main h1');
  await expect(tabsTo(page, '[data-part="skip-link"]', 3)).resolves.not.toBeNull();

  await page.locator('[data-part="access-key"]').first().focus();
  const presses = await tabsTo(page, '[data-part="tools-toggle"]', 3);
  expect(presses).not.toBeNull();
  await expect(page.locator('[data-part="site-search"]').isVisible()).resolves.toBe(false);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-part="tools-toggle"]').getAttribute('aria-expanded')).resolves.toBe(
    'true',
  );
  // Opened, the tools come next in the tab order: 字級 first, then the search box.
  await expect(tabsTo(page, '[data-part="text-size"] button', 2)).resolves.not.toBeNull();
  await expect(tabsTo(page, '[data-part="site-search"] input', 6)).resolves.not.toBeNull();
  await page.close();
});

it('folds the side navigation behind a closed button, and opens it from the keyboard', async () => {
  const page = await open('/home/zh-tw/news', 'main h1');
  // 最新消息 has children in the demo menu, so its pages carry the side navigation.
  const toggle = page.locator('[data-part="sub-nav-toggle"]');
  const list = page.locator('[data-part="sub-nav"] ul').first();
  await expect(list.isVisible()).resolves.toBe(false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(list.isVisible()).resolves.toBe(true);
  await expect(runAxe(page, stack.baseUrl)).resolves.toEqual([]);
  await page.close();
});
