import fs from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { PAGE_FEEDBACK_TEXT } from '../../../src/shared/page-feedback';
import { paths } from '../../../src/ui/paths/paths';
import { logIn, newEditorContext } from '../support/editor-browser';
import { E2E_TIMEOUT_MS, useSiteWorld, waitForApp, watchPage } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 頁面回饋 in Chromium against the reference server: a visitor answers 否 with a comment at the
 * foot of an article (the answer goes by fetch and the thanks shows in place), another answers a
 * single page with JavaScript off (the plain form posts and the server's page thanks them), and
 * staff find both on 頁面回饋, read the comment under the page's title and download the CSV.
 */

const ARTICLE = paths.detail.href(LANG, 'news', 'news-001');
const SINGLE = paths.page.href(LANG, 'about');
const FEEDBACK = `/home/${LANG}/editor/feedback`;
const COMMENT = '找不到開放時間，希望寫在第一段。';
const NO_JS_COMMENT = '=HYPERLINK("http://evil.example","點我")';

const world = useSiteWorld();
jest.setTimeout(E2E_TIMEOUT_MS * 2);

const expectNoAxeViolations = async (page: Page, width: number) => {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation, width))).toEqual([]);
};

/**
 * axe runs in the page's script, which never runs where JavaScript is off (its timers do not fire):
 * the very answer the server sent (status, headers, HTML) is shown again at its address in a page
 * with JavaScript, and checked at 1280 and 375 px.
 */
const expectNoAxeViolationsServed = async (served: Response) => {
  const headers = Object.fromEntries(
    Object.entries(await served.allHeaders()).filter(
      // The body comes decoded: it is sent again as it is, uncompressed.
      ([name]) => name !== 'content-encoding' && name !== 'content-length',
    ),
  );
  const answer = { status: served.status(), headers, body: await served.body() };
  expect(answer.status).toBe(200);
  const page = await world.newPage({ viewport: VIEWPORTS.desktop });
  await page.route(served.url(), (route) => route.fulfill(answer));
  await page.goto(served.url());
  await expect(page.getByRole('status').innerText()).resolves.toBe(PAGE_FEEDBACK_TEXT.thanks);
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, viewport.width);
  }
};

describe('頁面回饋 in Chromium', () => {
  it('takes a visitor’s 否 with a comment by fetch, thanks in place, and keeps axe at 0 on 1280 and 375 px', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await world.newPage({ viewport });
      await page.goto(`${world.stack.baseUrl}${ARTICLE}`);
      await waitForApp(page);
      const block = page.locator('[data-part="page-feedback"]');
      await block.waitFor();
      await expect(block.getByRole('group', { name: PAGE_FEEDBACK_TEXT.question }).count()).resolves.toBe(1);
      await expectNoAxeViolations(page, viewport.width);
    }
    const page = await world.newPage();
    const problems = watchPage(page);
    await page.goto(`${world.stack.baseUrl}${ARTICLE}`);
    await waitForApp(page);
    const block = page.locator('[data-part="page-feedback"]');
    await block.getByLabel(PAGE_FEEDBACK_TEXT.no, { exact: true }).check();
    await block.getByLabel(/^意見/).fill(COMMENT);
    await expect(block.getByText(`已輸入 ${[...COMMENT].length} / 200 字`).count()).resolves.toBe(1);
    await block.getByRole('button', { name: PAGE_FEEDBACK_TEXT.send }).click();
    await expect(
      block
        .locator('[data-part="page-feedback-status"]')
        .filter({ hasText: PAGE_FEEDBACK_TEXT.thanks })
        .waitFor(),
    ).resolves.toBeUndefined();
    // Thanked in place: the page did not move, and the form is gone.
    expect(new URL(page.url()).pathname).toBe(ARTICLE);
    await expect(block.locator('form').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 1280);
    expect(problems.pageErrors).toEqual([]);
  });

  it('keeps the comment typed when the answer is refused, with the reason in the live region', async () => {
    const page = await world.newPage();
    await page.goto(`${world.stack.baseUrl}${ARTICLE}`);
    await waitForApp(page);
    const block = page.locator('[data-part="page-feedback"]');
    await block.getByLabel(PAGE_FEEDBACK_TEXT.yes, { exact: true }).check();
    const long = '很'.repeat(201);
    await block.getByLabel(/^意見/).fill(long);
    await block.getByRole('button', { name: PAGE_FEEDBACK_TEXT.send }).click();
    await block
      .locator('[data-part="page-feedback-status"]')
      .filter({ hasText: PAGE_FEEDBACK_TEXT.commentTooLong })
      .waitFor();
    await expect(block.getByLabel(/^意見/).inputValue()).resolves.toBe(long);
  });

  it('takes the same answer with JavaScript off: the plain form posts and the server thanks, axe at 0', async () => {
    const page = await world.newPage({ javaScript: false });
    await page.goto(`${world.stack.baseUrl}${SINGLE}`);
    const block = page.locator('[data-part="page-feedback"]');
    await block.getByLabel(PAGE_FEEDBACK_TEXT.no, { exact: true }).check();
    await block.getByLabel(/^意見/).fill(NO_JS_COMMENT);
    const [thanks] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.startsWith('/api/feedback/'),
      ),
      page.waitForURL((url) => url.pathname.startsWith('/api/feedback/')),
      block.getByRole('button', { name: PAGE_FEEDBACK_TEXT.send }).click(),
    ]);
    await expect(page.getByRole('status').innerText()).resolves.toBe(PAGE_FEEDBACK_TEXT.thanks);
    await expectNoAxeViolationsServed(thanks);
    await page.getByRole('link', { name: '回到剛才的頁面' }).click();
    await page.waitForURL((url) => url.pathname === SINGLE);
  });

  it('shows staff the pages with their counts and comments, and downloads the CSV', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const context = await newEditorContext(world.browser, viewport);
      try {
        const staff = await context.newPage();
        const problems = watchPage(staff);
        await logIn(staff, world.stack.baseUrl, 'editor', FEEDBACK);
        await staff.locator('[data-part="feedback-table"]').waitFor();
        const articleRow = staff.locator('[data-row="news/news-001"]');
        await expect(articleRow.innerText()).resolves.toMatch(/否|0%/);
        const singleRow = staff.locator('[data-row="about/"]');
        await expect(singleRow.innerText()).resolves.toContain('本館簡介');
        await expectNoAxeViolations(staff, viewport.width);
        if (viewport === VIEWPORTS.desktop) {
          await articleRow.locator('[data-part="feedback-open"]').click();
          await staff.locator('[data-part="feedback-comments"]').getByText(COMMENT).waitFor();
          await expectNoAxeViolations(staff, viewport.width);
          const download = staff.waitForEvent('download');
          await staff.locator('[data-part="feedback-export"]').click();
          const bytes = fs.readFileSync(await (await download).path());
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const text = bytes.toString('utf8');
          expect(text).toContain(COMMENT);
          // The hostile comment from the plain form stays text in a spreadsheet.
          expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""點我"")"`);
        }
        expect(problems.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
