import { paths } from '../../../src/ui/paths/paths';
import type { Page } from 'playwright-core';
import { documentOf, docIdOf, waitForStatus, workspace, useEditorWorld } from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * 網址代稱 from a writer's first day: on the news list a writer with `w` finds 新增, writes an
 * article with a readable address and publishes it; the article is at that address, an address
 * changed later sends the old one on with a 301, and the list's year filter offers only the
 * years that have articles. In Chromium against the reference server.
 */
const LIST = paths.page.href('zh-tw', 'news');
const world = useEditorWorld({ who: 'writer', landing: LIST });

/**
 * 發布 as the demo site has it: review is on, so the writer sends the draft (送審) and the editor
 * approves it (核准, over the API here: the review screen has its own test).
 */
async function publishThroughReview(page: Page, docId: string): Promise<void> {
  await page.locator('[data-part="submit-review"]').click();
  await page.locator('[data-part="review-state"][data-state="submitted"]').waitFor();
  const { stack, reader } = world;
  const doc = await documentOf(stack.baseUrl, reader, docId);
  const approved = await fetch(`${stack.baseUrl}/backend/documents/${encodeURIComponent(docId)}/approve`, {
    method: 'POST',
    headers: { access_token: reader, 'content-type': 'application/json', 'if-match': `"${doc.revision}"` },
    body: '{}',
  });
  expect(approved.status).toBe(200);
}

const articleAt = (address: string) => `${paths.page.href('zh-tw', 'news')}/${encodeURIComponent(address)}`;

it('a writer adds an article from the public list, at a readable address that can move', async () => {
  const { stack, context, reader } = world;
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}${LIST}`);

  // 新增 is there for a writer, beside 編輯此頁, and its form passes axe.
  const add = page.getByRole('button', { name: '新增', exact: true });
  await add.click();
  const title = page.getByLabel('新項目的標題');
  await title.waitFor();
  const violations = await runAxe(page, stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
  await title.fill('二〇二六開放參觀日');
  await page.getByRole('button', { name: '建立並編輯' }).click();
  await page.waitForURL(/\/home\/zh-tw\/news\/[^/?]+\?edit=1$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const ws = workspace(page);
  await ws.status.waitFor();

  // The 網址代稱 field folds what is typed and shows the address it makes.
  const slug = ws.panel.getByLabel(/^網址代稱/);
  await slug.fill('Open House 2026');
  await slug.blur();
  await expect(slug.inputValue()).resolves.toBe('open-house-2026');
  await expect(ws.panel.getByText('網址將是：/home/zh-tw/news/open-house-2026').count()).resolves.toBe(1);
  await ws.panel.getByLabel(/^發布日期/).fill('2026-11-02');
  await ws.body.click();
  await page.keyboard.type('歡迎全家一起來參觀。');
  await ws.save.click();
  await waitForStatus(page, 'saved');
  await publishThroughReview(page, docIdOf(id));
  const published = await documentOf(stack.baseUrl, reader, docIdOf(id));
  expect(published.draft).toEqual(expect.objectContaining({ slug: 'open-house-2026' }));

  // A visitor reads it at its address.
  const visitor = await world.browser.newContext({ locale: 'zh-TW' });
  const seen = await visitor.newPage();
  await seen.goto(`${stack.baseUrl}${articleAt('open-house-2026')}`);
  await seen.locator('main h1').filter({ hasText: '二〇二六開放參觀日' }).waitFor();
  await visitor.close();

  // The writer changes the address in edit mode opened at the address itself.
  await page.goto(`${stack.baseUrl}${articleAt('open-house-2026')}?edit=1`);
  await ws.status.waitFor();
  await slug.fill('2026-autumn-open-house');
  await ws.save.click();
  await waitForStatus(page, 'saved');
  await publishThroughReview(page, docIdOf(id));

  const old = await fetch(`${stack.baseUrl}${articleAt('open-house-2026')}`, { redirect: 'manual' });
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe(articleAt('2026-autumn-open-house'));
  expect((await fetch(`${stack.baseUrl}${articleAt('2026-autumn-open-house')}`)).status).toBe(200);
  expect((await fetch(`${stack.baseUrl}${articleAt(id)}`)).status).toBe(200);

  // The list links to the readable address.
  await page.goto(`${stack.baseUrl}${LIST}`);
  await expect(
    page.getByRole('link', { name: '二〇二六開放參觀日' }).first().getAttribute('href'),
  ).resolves.toBe(articleAt('2026-autumn-open-house'));
  await page.close();
});

it('offers only the years that have articles in the year filter', async () => {
  const { stack, context } = world;
  const answer = (await (await fetch(`${stack.baseUrl}/api/cms/news?limit=100`)).json()) as {
    rows: Array<{ publishDate?: string }>;
  };
  const withItems = [...new Set(answer.rows.map((row) => String(row.publishDate).slice(0, 4)))].sort(
    (a, b) => Number(b) - Number(a),
  );
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}${LIST}`);
  const year = page.getByLabel('年份');
  await year.waitFor();
  const offered = await year
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(offered).toEqual(withItems);
  await page.close();
});
