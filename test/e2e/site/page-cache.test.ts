import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../support/harness';
import {
  articleUrl,
  logIn,
  newEditorContext,
  openEditor,
  publishFromEditor,
  waitForStatus,
  workspace,
} from '../support/editor-browser';

/**
 * The rendered HTML kept per URL (must-show 3): a visitor's second load of a page is
 * answered from the cache, and an editor's publish in the editor drops that page, so the visitor's
 * next load carries the change. `x-page-cache` says which answer the server gave.
 */

const ARTICLE = 'news-002';
let stack: Stack;
let browser: Browser;
let visitor: BrowserContext;
let editor: BrowserContext;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  visitor = await browser.newContext();
  editor = await newEditorContext(browser);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

/** Loads the article as a visitor would and answers the page and the server's answer to the load. */
async function visit(page: Page): Promise<Response> {
  const answer = await page.goto(`${stack.baseUrl}${articleUrl(ARTICLE)}`);
  if (!answer) throw new Error('the page load had no answer');
  // The article's heading, not the loading one that stands in until its content arrives.
  await page.locator('main h1', { hasNotText: '載入中' }).first().waitFor();
  return answer;
}

it('answers a visitor’s second load from the cache, and the next load after a publish with the change', async () => {
  const reader = await visitor.newPage();
  expect((await visit(reader)).headers()['x-page-cache']).toBe('miss');
  const cached = await visit(reader);
  expect(cached.headers()['x-page-cache']).toBe('hit');
  expect(cached.headers().etag).toMatch(/^"/);

  const page = await editor.newPage();
  await logIn(page, stack.baseUrl, 'editor', articleUrl(ARTICLE));
  await openEditor(page, stack.baseUrl, ARTICLE);
  const ws = workspace(page);
  await ws.title.fill('快取更新後的消息標題');
  await ws.save.click();
  await waitForStatus(page, 'saved');
  await publishFromEditor(page);

  const fresh = await visit(reader);
  expect(fresh.headers()['x-page-cache']).toBe('miss');
  // The served HTML itself names the new title (its head is rendered per page on the server).
  expect(await fresh.text()).toContain('快取更新後的消息標題');
  // The page's own heading, once its content replaced the loading heading (載入中…).
  await reader.locator('main h1', { hasText: '快取更新後的消息標題' }).waitFor();
});
