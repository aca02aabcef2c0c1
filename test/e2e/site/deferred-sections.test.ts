import type { Browser, Page, Request } from 'playwright-core';
import { paths } from '../../../src/ui/paths/paths';
import {
  launchBrowser,
  startStack,
  waitForApp,
  watchPage,
  type PageProblems,
  type Stack,
} from '../support/harness';
import { layoutsInDom, revealDeferredSections, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * The home page on a phone, in Chromium against the reference server: sections below the first screen
 * load their layout code and their rows only when the visitor comes near them, each list once, their
 * titles stay in the heading outline meanwhile, and a key press brings every section.
 */

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

interface Visit {
  page: Page;
  problems: PageProblems;
  layoutChunks: string[];
  listCalls: string[];
}

async function openHome(): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const problems = watchPage(page);
  const layoutChunks: string[] = [];
  const listCalls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/assets\/js\/layout-.*\.js$/.test(url.pathname)) layoutChunks.push(url.pathname);
    if (url.pathname.startsWith('/api/cms/')) listCalls.push(url.pathname);
  });
  await page.goto(`${stack.baseUrl}${paths.home.href(LANG)}`, { waitUntil: 'load' });
  // The first screen is served rendered and its scripts start after it has painted: the tests
  // below scroll and press keys, which the app (not the served HTML) answers.
  await waitForApp(page);
  await page.waitForFunction(
    () =>
      document.querySelector('[data-layout]') !== null &&
      document.querySelector('[aria-busy="true"]') === null,
  );
  await page.waitForTimeout(500);
  return { page, problems, layoutChunks, listCalls };
}

async function deferredCount(page: Page): Promise<number> {
  return page.locator('[data-part="section-deferred"]').count();
}

it('loads the layout code of the sections below the first screen only as the visitor scrolls to them', async () => {
  const { page, problems, layoutChunks } = await openHome();
  const deferredAtFirst = await deferredCount(page);
  const chunksAtFirst = layoutChunks.length;
  expect(deferredAtFirst).toBeGreaterThan(0);

  await revealDeferredSections(page);

  expect(await deferredCount(page)).toBe(0);
  expect(layoutChunks.length).toBeGreaterThan(chunksAtFirst);
  expect((await layoutsInDom(page)).length).toBeGreaterThanOrEqual(deferredAtFirst);
  expect(problems.consoleErrors).toEqual([]);
  await page.context().close();
});

it('fetches the rows of a section below the first screen only when the visitor comes near it, and each list once', async () => {
  const structure = (await (await fetch(`${stack.baseUrl}/api/site/structure`)).json()) as {
    index: { path?: string }[];
  };
  const lists = structure.index.filter((section) => section.path).length;
  const { page, listCalls } = await openHome();
  const atFirst = listCalls.length;
  // The phone's first screen is the banner and what is just below it, not every list.
  expect(atFirst).toBeLessThan(lists);

  await revealDeferredSections(page);

  expect(listCalls.length).toBe(lists);
  expect(new Set(listCalls).size).toBe(listCalls.length);
  expect(await page.locator('[data-part="section-loading"]').count()).toBe(0);
  await page.context().close();
});

it('keeps the titles of waiting sections in the heading outline', async () => {
  const { page } = await openHome();
  const waitingTitles = await page.$$eval('[data-part="section-deferred"] h2', (headings) =>
    headings.map((heading) => heading.textContent ?? ''),
  );
  expect(waitingTitles.length).toBeGreaterThan(0);
  for (const title of waitingTitles) expect(title.trim()).not.toBe('');
  await page.context().close();
});

it('brings every section at the first key press, for keyboard and screen-reader users and find-in-page', async () => {
  const { page } = await openHome();
  expect(await deferredCount(page)).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.querySelector('[data-part="section-deferred"]') === null);
  expect(await deferredCount(page)).toBe(0);
  await page.context().close();
});
