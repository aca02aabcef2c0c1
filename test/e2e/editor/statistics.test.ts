import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { PAGE_FEEDBACK_PATHS } from '../../../src/shared/page-feedback';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import { articleUrl, useEditorWorld } from '../support/editor-browser';
import { watchPage, type PageProblems } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 網站統計 in Chromium against the reference server: visitors read an article (the view beacon),
 * the counter flushes, and the demo `editor` finds the article among the top pages and in the
 * figures, and a visitor's 否 in 頁面回饋; downloads the CSV, and the screen passes axe at 1280
 * and 375 px.
 */

const STATISTICS = staffPaths.page(LANG, 'statistics');
const ARTICLE = 'news-001';

// The counter writes every 100 ms here, so the screen reads the views without waiting 5 s.
const world = useEditorWorld({ stack: { server: { counterFlushMs: 100 } }, keepPage: true });
let staff: Page;
let problems: PageProblems;
let title = '';
let moduleTitle = '';
let views = 0;

const at = (path: string) => `${world.stack.baseUrl}${path}`;

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

beforeAll(async () => {
  const item = (await (await fetch(at(`/api/cms/news/${ARTICLE}`))).json()) as { title: string };
  title = item.title;
  const module = (await (await fetch(at('/api/site/module/news'))).json()) as { title: string };
  moduleTitle = module.title;
  // Three visitors, each in a context of their own (no cookie carries anything between them).
  for (let visitor = 0; visitor < 3; visitor += 1) {
    const context = await world.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const beacon = page.waitForResponse(
      (response) => response.url().endsWith(`/${ARTICLE}/view`) && response.request().method() === 'POST',
    );
    await page.goto(at(articleUrl(ARTICLE)));
    expect((await beacon).status()).toBe(204);
    await context.close();
  }
  // A visitor answers 否 to 「這個頁面對您有幫助嗎？」 on the article (the form's JSON post).
  const answered = await fetch(at(PAGE_FEEDBACK_PATHS.answer('news')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ helpful: false, itemId: ARTICLE, comment: '找不到活動時間' }),
  });
  expect(answered.status).toBe(200);
  staff = world.page;
  problems = watchPage(staff);
});

describe('網站統計', () => {
  it('lists the article among the top pages and in the figures, from the staff navigation', async () => {
    await staff.goto(at(staffPaths.page(LANG, 'dashboard')));
    await staff
      .getByRole('navigation', { name: '編輯者工具' })
      .getByRole('link', { name: '網站統計' })
      .click();
    await staff.waitForURL(at(STATISTICS));
    const top = staff.locator('[data-part="statistics-top-pages"]');
    await top.waitFor();
    const row = top.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: title }) });
    // Three visitors (the demo's own figures may add to them): at least three views.
    views = Number((await row.locator('td').nth(2).innerText()).replace(/,/g, ''));
    expect(views).toBeGreaterThanOrEqual(3);
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(articleUrl(ARTICLE));
    // The module's chart has its table: the news module, by its title, with its views.
    const modules = staff.locator('[data-section="modules"] table');
    expect(await modules.locator('caption').innerText()).toBe('各單元瀏覽次數');
    expect(await modules.getByRole('rowheader', { name: moduleTitle }).count()).toBe(1);
    // Each chart is a picture hidden from screen readers; its table carries the figures.
    expect(await staff.locator('[data-part="statistics-chart"] canvas').count()).toBeGreaterThanOrEqual(3);
    expect(await staff.locator('[data-part="statistics-chart"][aria-hidden="true"]').count()).toBe(3);
    await expectNoAxeViolations(staff);
  });

  it('does not count the staff member’s own reading of the article, in edit mode or not', async () => {
    const beacons: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && /\/view$|\/api\/site\/hit$/.test(request.url()))
        beacons.push(request.url());
    };
    staff.on('request', record);
    try {
      for (const address of [articleUrl(ARTICLE), `${articleUrl(ARTICLE)}?edit=1`]) {
        await staff.goto(at(address));
        await staff.getByRole('heading', { level: 1, name: title }).waitFor();
        // Longer than the counter's flush (100 ms here): a counted view would be written by then.
        await staff.waitForTimeout(400);
      }
    } finally {
      staff.off('request', record);
    }
    expect(beacons).toEqual([]);
    await staff.goto(at(STATISTICS));
    const row = staff
      .locator('[data-part="statistics-top-pages"]')
      .getByRole('row')
      .filter({ has: staff.getByRole('rowheader', { name: title }) });
    expect(Number((await row.locator('td').nth(2).innerText()).replace(/,/g, ''))).toBe(views);
  });

  it('shows the article’s 否 in 頁面回饋 at 0%, and links to 頁面回饋 for the comments', async () => {
    const section = staff.getByRole('region', { name: '頁面回饋' });
    const feedback = section.locator('[data-part="statistics-feedback"]');
    expect(await feedback.locator('caption').innerText()).toContain('這個頁面對您有幫助嗎？');
    const row = feedback.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: title }) });
    expect(await row.locator('td').allInnerTexts()).toEqual([moduleTitle, '0', '1', '0%']);
    expect(await section.locator('[data-part="statistics-feedback-total"]').innerText()).toContain('否 1');
    const link = section.getByRole('link', { name: '查看意見' });
    expect(await link.getAttribute('href')).toBe(staffPaths.page(LANG, 'feedback'));
  });

  it('downloads the CSV with the article’s views, UTF-8 with its BOM', async () => {
    const download = staff.waitForEvent('download');
    await staff.locator('[data-part="statistics-csv"]').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await saved.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('類別,期間,單元,頁面,頁面網址,瀏覽次數,造訪人次,是,否,有幫助比率');
    expect(text).toContain(`,${moduleTitle},${title},${articleUrl(ARTICLE)},`);
    // The visitor's 否: 是 0, 否 1, 有幫助比率 0%.
    const feedbackRow = text.split('\r\n').find((line) => line.startsWith('頁面回饋,'));
    expect(feedbackRow?.split(',').slice(2)).toEqual([
      moduleTitle,
      title,
      articleUrl(ARTICLE),
      '',
      '',
      '0',
      '1',
      '0%',
    ]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('refuses a range that ends before it starts, in words, and passes axe at 375 px', async () => {
    await staff.locator('[data-part="statistics-from"]').fill('2026-12-31');
    await staff.locator('[data-part="statistics-to"]').fill('2026-01-01');
    await staff.locator('[data-part="statistics-apply"]').click();
    await staff.getByRole('status').filter({ hasText: '結束日期不可早於開始日期' }).waitFor();
    await staff.setViewportSize(VIEWPORTS.phone);
    await staff.reload();
    await staff.locator('[data-part="statistics-top-pages"]').waitFor();
    const width = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectNoAxeViolations(staff);
    await staff.setViewportSize(VIEWPORTS.desktop);
  });
});
