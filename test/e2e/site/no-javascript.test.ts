import type { Page } from 'playwright-core';
import { useSiteWorld } from '../support/harness';

/**
 * "Without JavaScript, every public page reads": Chromium with JavaScript disabled against
 * the server-rendered site. A visitor reads the home page, follows the main menu to a list, moves to
 * page 2 by the pager's link, opens a detail and reads it, and goes back by the breadcrumbs; the skip
 * link and the 導盲磚 anchors lead where they say; the mailbox says in zh-TW that it needs JavaScript.
 * Every move is a real page load (nothing runs in the page to intercept a link).
 */

const world = useSiteWorld();

/** A desktop-sized page with JavaScript off; no script runs, so nothing in it can answer a click. */
async function noScriptPage(): Promise<Page> {
  return world.newPage({ viewport: { width: 1280, height: 900 }, javaScript: false });
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${world.stack.baseUrl}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
}

/** Follows a link as a visitor does, and waits for the page it loads. */
async function follow(page: Page, selector: string): Promise<void> {
  const link = page.locator(selector).first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await Promise.all([page.waitForURL((url) => url.href === new URL(href!, page.url()).href), link.click()]);
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText();

/** The detail links of a list page's rows, in order. */
const rowLinks = (page: Page) =>
  page.$$eval('main ul a[href^="/home/zh-tw/news/"]', (links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  );

it('reads the home page, follows the menu to a list, pages to page 2 and reads a detail', async () => {
  const page = await noScriptPage();
  await open(page, '/home/zh-tw');

  // The home page: its heading and its first screen (the banner's first slide, the quick links).
  await expect(text(page, 'h1')).resolves.toBe('國立臨海文化記憶館首頁');
  await expect(page.locator('main h2', { hasText: '快速連結' }).count()).resolves.toBe(1);
  await expect(
    page.locator('main a[href="/home/zh-tw/about"]', { hasText: '關於本館' }).count(),
  ).resolves.toBeGreaterThan(0);
  await expect(text(page, 'main')).resolves.toContain('潮汐之間');

  // The main menu's link to the news is a plain link to the list.
  await follow(page, 'nav[data-part="main-menu"] a[data-menu-level="0"][href="/home/zh-tw/news"]');
  await expect(text(page, 'h1')).resolves.toBe('新聞稿');
  const firstPage = await rowLinks(page);
  expect(firstPage.length).toBeGreaterThan(0);

  // The pager's "next" link loads page 2, whose rows are others.
  await follow(page, 'nav[data-part="pager"] a[rel="next"]');
  expect(new URL(page.url()).search).toBe('?page=2');
  await expect(page.locator('nav[data-part="pager"] [aria-current="page"]').innerText()).resolves.toBe('2');
  const secondPage = await rowLinks(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

  // A row of page 2 opens its detail: heading and body text in the served page.
  const detailHref = secondPage[0]!;
  await follow(page, `main ul a[href="${detailHref}"]`);
  const heading = await text(page, 'main h1');
  expect(heading.length).toBeGreaterThan(4);
  const body = await text(page, 'main [data-part="rich-text"]');
  expect(body.trim().length).toBeGreaterThan(20);

  // The breadcrumbs lead back to the list's section.
  await follow(page, 'nav[data-part="breadcrumb"] a[href="/home/zh-tw/news"]');
  await expect(text(page, 'h1')).resolves.toBe('新聞稿');
  await follow(page, 'nav[data-part="breadcrumb"] a[href="/home/zh-tw"]');
  await expect(text(page, 'h1')).resolves.toBe('國立臨海文化記憶館首頁');
});

it('moves to the main content by the skip link, and to each 導盲磚 anchor', async () => {
  const page = await noScriptPage();
  await open(page, '/home/zh-tw/news/news-002');
  const skip = page.locator('a[data-part="skip-link"]');
  await expect(skip.getAttribute('href')).resolves.toBe('#main-content');
  // The first Tab reaches the skip link, Enter follows it.
  await page.keyboard.press('Tab');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('data-part'))).resolves.toBe(
    'skip-link',
  );
  await page.keyboard.press('Enter');
  await page.waitForURL('**#main-content');
  await expect(page.locator('main#main-content').count()).resolves.toBe(1);

  // U (top), C (content) and Z (footer): each a same-page anchor that lands on itself.
  for (const key of ['u', 'c', 'z']) {
    const anchor = page.locator(`a#accesskey-${key}`);
    await expect(anchor.getAttribute('accesskey')).resolves.toBe(key.toUpperCase());
    await expect(anchor.getAttribute('href')).resolves.toBe(`#accesskey-${key}`);
    await anchor.click();
    await page.waitForURL(`**#accesskey-${key}`);
  }
  // The footer's anchor is far down a detail: following it scrolled the page.
  await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
});

it('says on the mailbox page, in zh-TW, that sending needs JavaScript', async () => {
  const page = await noScriptPage();
  await open(page, '/home/zh-tw/mailbox');
  const notice = page.locator('[data-part="mailbox-needs-script"]');
  await expect(notice.count()).resolves.toBe(1);
  await expect(notice.innerText()).resolves.toContain('寄出信件需要啟用瀏覽器的 JavaScript');
  // Its way out without the script: the site's phone or e-mail.
  await expect(notice.locator('a[href^="tel:"], a[href^="mailto:"]').count()).resolves.toBeGreaterThan(0);
  // The page is named by its own title, not by a loading word that never ends without the script.
  const heading = (await page.locator('main h1').first().innerText()).trim();
  expect(heading).not.toBe('載入中…');
  expect(heading.length).toBeGreaterThan(0);
});
