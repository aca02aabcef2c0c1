import path from 'node:path';
import type { Page } from 'playwright-core';
import { recordBackup } from '../../../src/server/backup/backup.service';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { openStorage } from '../../../src/server/storage/open-storage';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import {
  changeOneTimePassword,
  FIRST_ADMIN,
  newEditorContext,
  publishFromEditor,
  useEditorWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { screenshotDir, startStack, waitForApp, type Stack } from '../support/harness';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 政府網站檢核 in Chromium against the reference server: the demo's administrator opens it from the
 * staff navigation, reads each line (a backup 3 days old is ✓, the undated accessibility mark a
 * warning, the server's captcha unset) and follows 編輯頁尾 to the footer's editor, where the mark's
 * day is written and published, and the line turns ✓; on a site started
 * without the demo, the first administrator reads what the placeholder lacks and follows the
 * contact line's link to 網站設定. axe at 0 at 1280 and 375 px. The pictures go to SCREENSHOT_DIR.
 */

const CHECKLIST = staffPaths.page(LANG, 'checklist');
const DAY_MS = 86_400_000;

// The demo's administrator logs in with a password alone here: two-step login has its own tests.
const world = useEditorWorld({
  who: 'admin',
  landing: staffPaths.page(LANG, 'dashboard'),
  stack: { server: { security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' } } },
});

async function expectNoAxeViolations(page: Page, baseUrl: string): Promise<void> {
  const violations = await runAxe(page, baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

const lineOf = (page: Page, id: string) => page.locator(`[data-line="${id}"]`);
const summary = (page: Page) => page.locator('[data-part="checklist-summary"]');

/** `npm run backup`'s row, as the command writes it once its archive is whole, `daysAgo` days ago. */
async function backedUp(dbPath: string, daysAgo: number): Promise<void> {
  const storage = await openStorage({ dbPath });
  try {
    await recordBackup(
      storage,
      { now: () => Date.now() - daysAgo * DAY_MS },
      { file: 'site-nightly.tar.gz', bytes: 958_773, encrypted: true },
    );
  } finally {
    await storage.close();
  }
}

describe('政府網站檢核 on the demo', () => {
  let page: Page;
  beforeAll(async () => {
    await backedUp(world.stack.dbPath, 3);
    page = await world.context.newPage();
  });

  it('opens from the staff navigation and reads every line, axe at 0', async () => {
    await page.goto(`${world.stack.baseUrl}${staffPaths.page(LANG, 'dashboard')}`);
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: '編輯者工具' });
    await nav.getByRole('link', { name: '政府網站檢核', exact: true }).click();
    await page.waitForURL((url) => url.pathname === CHECKLIST);
    await page.getByRole('heading', { level: 1, name: '政府網站檢核' }).waitFor();
    await summary(page).waitFor();
    await expect(summary(page).innerText()).resolves.toMatch(/11 項中 \d+ 項已符合/);
    await expect(page.locator('[data-line]').count()).resolves.toBe(11);
    await expect(lineOf(page, 'backup').innerText()).resolves.toContain('上次備份：3 天前。');
    await expect(lineOf(page, 'backup').getAttribute('data-state')).resolves.toBe('ok');
    await expect(lineOf(page, 'contact').getAttribute('data-state')).resolves.toBe('ok');
    await expect(lineOf(page, 'accessibility-mark').innerText()).resolves.toContain(
      '頁尾顯示無障礙標章，但沒有寫明通過檢測的日期。',
    );
    await expect(lineOf(page, 'captcha').innerText()).resolves.toContain('請主機管理者設定 CAPTCHA_SECRET');
    await expect(lineOf(page, 'classification').innerText()).resolves.toMatch(/已分類 \d+／\d+ 則/);
    await expectNoAxeViolations(page, world.stack.baseUrl);
    await page.screenshot({ path: path.join(screenshotDir(), 'checklist-demo-desktop.png'), fullPage: true });
  });

  it('follows 編輯頁尾 from the accessibility mark’s line, writes the day it was passed, and the line turns ✓', async () => {
    await lineOf(page, 'accessibility-mark').getByRole('link', { name: '編輯頁尾' }).click();
    await page.waitForURL((url) => url.pathname === staffPaths.chrome(LANG, 'footer'));
    const mark = page.getByRole('group', { name: '無障礙標章' });
    await mark.getByLabel('通過檢測日期').fill('2026-05-01');
    // The preview's footer shows the day under the mark, as visitors will see it.
    await workspace(page).preview.locator('[data-part="footer-mark-date"]').waitFor();
    await expectNoAxeViolations(page, world.stack.baseUrl);
    await workspace(page).save.click();
    await waitForStatus(page, 'saved');
    await publishFromEditor(page);
    await page.goto(`${world.stack.baseUrl}${CHECKLIST}`);
    await summary(page).waitFor();
    await expect(lineOf(page, 'accessibility-mark').getAttribute('data-state')).resolves.toBe('ok');
    await expect(lineOf(page, 'accessibility-mark').innerText()).resolves.toContain(
      '頁尾顯示無障礙標章，通過檢測日期 2026-05-01。',
    );
  });

  it('fits a phone, axe at 0', async () => {
    const phone = (await world.loggedIn('admin', CHECKLIST, VIEWPORTS.phone)).page;
    await summary(phone).waitFor();
    await expect(phone.locator('[data-line]').count()).resolves.toBe(11);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(phone, world.stack.baseUrl);
    await phone.screenshot({ path: path.join(screenshotDir(), 'checklist-demo-phone.png'), fullPage: true });
  });
});

describe('政府網站檢核 on a site started without the demo', () => {
  let empty: Stack;
  let page: Page;
  beforeAll(async () => {
    empty = await startStack({
      server: {
        seedDemo: false,
        firstAdmin: FIRST_ADMIN,
        security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' },
      },
    });
    page = await (await newEditorContext(world.browser)).newPage();
  });
  afterAll(async () => {
    await page?.context().close();
    await empty?.close();
  });

  it('says what the placeholder lacks, and its contact line leads to 網站設定', async () => {
    // The one-time password is changed first; the login then goes on to the checklist.
    await changeOneTimePassword(page, empty.baseUrl, CHECKLIST);
    await summary(page).waitFor();
    await expect(lineOf(page, 'policy-pages').innerText()).resolves.toContain(
      '「隱私權保護政策」、「資訊安全政策」、「政府網站資料開放宣告」尚未發布。',
    );
    await expect(lineOf(page, 'backup').innerText()).resolves.toContain('從未備份。');
    await expect(lineOf(page, 'classification').innerText()).resolves.toContain('已分類 0／0 則');
    await expect(lineOf(page, 'contact').innerText()).resolves.toContain('頁尾沒有地址、電話、電子郵件。');
    await expectNoAxeViolations(page, empty.baseUrl);
    await page.screenshot({
      path: path.join(screenshotDir(), 'checklist-empty-desktop.png'),
      fullPage: true,
    });

    await lineOf(page, 'contact').getByRole('link', { name: '到網站設定填寫聯絡資訊' }).click();
    await page.waitForURL((url) => url.pathname === staffPaths.page(LANG, 'settings'));
    await page.getByRole('heading', { level: 1, name: '網站設定' }).waitFor();
  });
});
