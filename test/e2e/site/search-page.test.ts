import path from 'node:path';
import type { Page } from 'playwright-core';
import { paths } from '../../../src/ui/paths/paths';
import { screenshotDir, useSiteWorld, waitForApp, watchPage } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * The site search's results page on the demo site, in Chromium: a visitor searches 「燈塔 透鏡」,
 * reads the terms marked in titles and snippets, narrows the results by module and by year with the
 * filters' links, pages through 「燈塔」, and reads the same page with JavaScript off, where every
 * filter and page is a plain link the server answers. axe finds nothing with the filters open.
 */

const world = useSiteWorld();
const SEARCH = paths.search.href(LANG);
const TERMS = ['燈塔', '透鏡'] as const;
const searchUrl = (q: string, rest = '') => `${SEARCH}?q=${encodeURIComponent(q)}${rest}`;

const at = (page: Page, url: string) => page.goto(`${world.stack.baseUrl}${url}`, { waitUntil: 'load' });
const countText = (page: Page) => page.locator('main p[role="status"]').first().innerText();
const totalOf = async (page: Page): Promise<number> =>
  Number(/找到 (\d+) 筆/.exec(await countText(page))?.[1]);
const rows = (page: Page) => page.locator('main [data-part="list-row"]');
const rowLinks = (page: Page) =>
  page.$$eval('main [data-part="list-row"] h2 a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
/** Every `<mark>` of the results' titles and snippets, by where it stands. */
const marks = (page: Page) =>
  page.$$eval('main [data-part="list-row"]', (items) =>
    items.map((item) => ({
      title: [...item.querySelectorAll('h2 mark')].map((mark) => mark.textContent ?? ''),
      snippet: [...item.querySelectorAll('p mark')].map((mark) => mark.textContent ?? ''),
    })),
  );
/** The filter links of one group (單元 or 年份), 全部 first. */
const options = (page: Page, group: string) =>
  page
    .locator('main [data-part="search-filters"] [role="group"]', {
      has: page.locator(`p:text-is("${group}")`),
    })
    .locator('a');

/** Follows a link as a visitor does, and waits for the address it names. */
async function follow(page: Page, link: ReturnType<Page['locator']>): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await Promise.all([page.waitForURL((url) => url.href === new URL(href!, page.url()).href), link.click()]);
}

/** Waits until the results on screen are those of the URL shown (the router moves without a load). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  await page.locator('main p[role="status"]').first().waitFor();
}

it('marks the terms, filters by module and year and pages, with no axe violation', async () => {
  const page = await world.newPage();
  const problems = watchPage(page);
  await at(page, SEARCH);
  await waitForApp(page);
  await page.locator('main form[role="search"] input[name="q"]').fill(TERMS.join(' '));
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('q') === TERMS.join(' ')),
    page.locator('main form[role="search"] button[type="submit"]').click(),
  ]);
  await settled(page);
  await expect(countText(page)).resolves.toMatch(/^找到 \d+ 筆『燈塔 透鏡』的結果$/);

  // Each result holds both terms; what is marked is one of them (or both, side by side: 燈塔透鏡),
  // in the title or the snippet.
  const found = await marks(page);
  expect(found.length).toBeGreaterThan(0);
  const marked = found.flatMap((row) => [...row.title, ...row.snippet]);
  expect(marked.filter((text) => !/^(燈塔|透鏡)+$/u.test(text))).toEqual([]);
  expect(found.some((row) => row.title.length > 0)).toBe(true);
  expect(found.some((row) => row.snippet.length > 0)).toBe(true);

  // A module: its option's count is the total, and every result is that module's.
  const modules = options(page, '單元');
  await expect(modules.first().getAttribute('aria-current')).resolves.toBe('true');
  const module = modules.nth(1);
  const moduleHref = new URL((await module.getAttribute('href'))!, world.stack.baseUrl);
  const modulePath = moduleHref.searchParams.get('module')!;
  const moduleCount = Number(/(\d+) 筆/.exec(await module.innerText())?.[1]);
  await follow(page, module);
  await settled(page);
  await expect(totalOf(page)).resolves.toBe(moduleCount);
  expect((await rowLinks(page)).every((href) => href.startsWith(`/home/${LANG}/${modulePath}`))).toBe(true);
  await expect(options(page, '單元').nth(1).getAttribute('aria-current')).resolves.toBe('true');

  // A year as well: the module is kept, and every dated result is of that year.
  const year = options(page, '年份').nth(1);
  const yearValue = new URL((await year.getAttribute('href'))!, world.stack.baseUrl).searchParams.get(
    'year',
  )!;
  await follow(page, year);
  await settled(page);
  const url = new URL(page.url());
  expect([url.searchParams.get('module'), url.searchParams.get('year')]).toEqual([modulePath, yearValue]);
  const dates = await page.$$eval('main [data-part="list-row"] time', (times) =>
    times.map((time) => time.getAttribute('datetime') ?? ''),
  );
  expect(dates.every((date) => date.startsWith(yearValue))).toBe(true);
  await expect(page.locator('main [data-part="search-chosen"] a').count()).resolves.toBe(2);

  // The filters open, the terms marked: nothing for axe.
  await expect(page.locator('main [data-part="search-filters"]').getAttribute('open')).resolves.toBe('');
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);

  // 全部 in the module group removes that filter and keeps the year.
  await follow(page, options(page, '單元').first());
  await settled(page);
  expect(new URL(page.url()).searchParams.has('module')).toBe(false);
  expect(new URL(page.url()).searchParams.get('year')).toBe(yearValue);

  // Pages of a one-word search: page 2 holds other results, its address says so.
  await at(page, searchUrl('燈塔'));
  await waitForApp(page);
  await expect(totalOf(page)).resolves.toBeGreaterThan(12);
  const first = await rowLinks(page);
  await follow(page, page.locator('main nav[data-part="pager"] a[rel="next"]'));
  await settled(page);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect(page.locator('main nav[data-part="pager"] [aria-current="page"]').innerText()).resolves.toBe(
    '2',
  );
  const second = await rowLinks(page);
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
  expect(problems.all()).toEqual([]);
});

it('serves the same results page without JavaScript, its filters and pages plain links', async () => {
  const withScript = await world.newPage();
  const without = await world.newPage({ javaScript: false });
  const firstUrl = searchUrl(TERMS.join(' '));
  await at(withScript, firstUrl);
  await waitForApp(withScript);
  await at(without, firstUrl);
  // The results, their marks, the filters and the pager as the server sent them and as React keeps them.
  const results = (page: Page) => page.locator('main').innerHTML();
  expect(await results(without)).toBe(await results(withScript));
  expect((await marks(without)).some((row) => row.title.length + row.snippet.length > 0)).toBe(true);

  // Each move is a page load the server answers, filters and page kept in the address.
  await follow(without, options(without, '單元').nth(1));
  const modulePath = new URL(without.url()).searchParams.get('module');
  expect(modulePath).toBeTruthy();
  await follow(without, options(without, '年份').nth(1));
  expect(new URL(without.url()).searchParams.get('module')).toBe(modulePath);
  expect(new URL(without.url()).searchParams.get('year')).toMatch(/^\d{4}$/);
  expect(await rows(without).count()).toBeGreaterThan(0);

  await at(without, searchUrl('燈塔'));
  await follow(without, without.locator('main nav[data-part="pager"] a[rel="next"]'));
  expect(new URL(without.url()).searchParams.get('page')).toBe('2');
  await at(withScript, new URL(without.url()).pathname + new URL(without.url()).search);
  await waitForApp(withScript);
  expect(await results(without)).toBe(await results(withScript));
});

it('has no axe violation on a phone either, with the filters open and one chosen', async () => {
  const page = await world.newPage({ viewport: VIEWPORTS.phone });
  await at(page, searchUrl(TERMS.join(' ')));
  await waitForApp(page);
  await follow(page, options(page, '年份').nth(1));
  await settled(page);
  await expect(page.locator('main [data-part="search-filters"]').getAttribute('open')).resolves.toBe('');
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation, VIEWPORTS.phone.width))).toEqual([]);
});

it('says what to try when nothing is found, and links the sitemap', async () => {
  const page = await world.newPage({ javaScript: false });
  await at(page, searchUrl('台灣 燈塔 不存在的詞'));
  const none = page.locator('main [data-part="search-none"]');
  await expect(none.innerText()).resolves.toContain('找不到符合『台灣 燈塔 不存在的詞』的結果。');
  await expect(none.innerText()).resolves.toContain('減少關鍵字');
  await expect(none.innerText()).resolves.toContain('「臺」與「台」已視為同一字');
  await expect(none.locator(`a[href="${paths.sitemap.href(LANG)}"]`).count()).resolves.toBe(1);
});

// Pictures for a reader of the change, written only when asked for (never into the tree by CI).
(process.env.SCREENSHOT_DIR ? it : it.skip)(
  'pictures the marked results with and without JavaScript',
  async () => {
    const url = searchUrl(TERMS.join(' '));
    for (const [name, javaScript, viewport] of [
      ['search-js.png', true, VIEWPORTS.desktop],
      ['search-nojs.png', false, VIEWPORTS.desktop],
      ['search-phone.png', true, VIEWPORTS.phone],
    ] as const) {
      const page = await world.newPage({ javaScript, viewport });
      await at(page, url);
      if (javaScript) await waitForApp(page);
      await page.screenshot({ path: path.join(screenshotDir(), name), fullPage: true });
    }
  },
);
