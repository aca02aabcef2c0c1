import type { Page } from 'playwright-core';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import { useEditorWorld } from '../support/editor-browser';
import { formatViolation, runAxe, VIEWPORTS } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * The staff area's map, in Chromium against the reference server with the demo site: the
 * administrator walks every page through the one staff navigation (the same entries in the same
 * order on each, the page shown marked `aria-current="page"`, axe at 0), goes back and forward
 * through the pages' own addresses and opens a bookmarked trash; a writer sees only the pages
 * their rights lead to; on a phone the navigation folds behind a button at the top.
 */

const STAFF = staffPaths.page(LANG, 'dashboard');
// The demo's administrator is a 平台管理者 too (every administrator from before sites is one).
const ALL_PAGES = [
  '儀表板',
  '內容',
  '審核',
  '信箱',
  '網站統計',
  '頁面回饋',
  '帳號',
  '稽核紀錄',
  '網站設定',
  '政府網站檢核',
  '網站列表',
  '我的帳號',
];

// The demo's administrator logs in with a password alone here: two-step login has its own tests.
const world = useEditorWorld({
  who: 'admin',
  landing: STAFF,
  stack: { server: { security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' } } },
});

const nav = (page: Page) => page.getByRole('navigation', { name: '編輯者工具' });

/** The navigation's first-level entries, in order. */
const entries = (page: Page) =>
  nav(page)
    .locator('[data-entry] > a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

/** The names of the links marked as the page shown. */
const currentPages = (page: Page) =>
  nav(page)
    .locator('a[aria-current="page"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

/** Follows a link of the staff navigation and waits for its page. */
async function go(page: Page, name: string, pathname: string): Promise<void> {
  await nav(page).getByRole('link', { name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === pathname);
  // The address changes first; the page (and its navigation) follows once its chunk is in.
  await nav(page).locator('a[aria-current="page"]', { hasText: name }).waitFor({ state: 'attached' });
}

describe('the staff area as the administrator', () => {
  let page: Page;
  beforeAll(async () => {
    // The world's own context, signed in as the administrator.
    page = await world.context.newPage();
    await page.goto(`${world.stack.baseUrl}${STAFF}`);
  });

  it('opens on 儀表板 with every staff page in the navigation, in the one order', async () => {
    await page.getByRole('heading', { level: 1, name: '儀表板' }).waitFor();
    await nav(page).getByRole('link', { name: '審核', exact: true }).waitFor();
    await expect(entries(page)).resolves.toEqual(ALL_PAGES);
    await expect(currentPages(page)).resolves.toEqual(['儀表板']);
    await expect(
      nav(page).getByRole('link', { name: '網站設定', exact: true }).getAttribute('href'),
    ).resolves.toBe(`${STAFF}/settings`);
    // What waits stays on the dashboard; the developer panels are gone.
    await page.locator('[data-part="overview-my-drafts"]').waitFor();
    await expect(page.getByText('連線測試').count()).resolves.toBe(0);
    await expect(page.getByText('查詢權限').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });

  it('walks 內容, a module, its trash, 帳號, 稽核紀錄 and 網站列表, each at its own address, axe at 0', async () => {
    await go(page, '內容', `${STAFF}/content`);
    await page.getByRole('heading', { level: 1, name: '內容' }).waitFor();
    await expect(currentPages(page)).resolves.toEqual(['內容']);
    await expect(entries(page)).resolves.toEqual(ALL_PAGES);
    await expectNoAxeViolations(page);

    await go(page, '最新消息', `${STAFF}/content/news`);
    await page.getByRole('heading', { level: 1, name: '最新消息' }).waitFor();
    await page.locator('[data-part="documents-table"]').waitFor();
    await page.locator('[data-part="create-item"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['最新消息']);
    await expect(entries(page)).resolves.toEqual(ALL_PAGES);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: '最新消息的頁面' })
      .getByRole('link', { name: '回收桶' })
      .click();
    await page.waitForURL((url) => url.pathname === `${STAFF}/content/news/trash`);
    await page.locator('[data-part="trash-panel"]').waitFor();
    await expect(entries(page)).resolves.toEqual(ALL_PAGES);
    await expectNoAxeViolations(page);

    await go(page, '帳號', `${STAFF}/accounts`);
    await page.locator('[data-part="accounts-table"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['帳號']);
    await expect(entries(page)).resolves.toEqual(ALL_PAGES);
    await expectNoAxeViolations(page);

    await go(page, '稽核紀錄', `${STAFF}/audit`);
    await page.getByRole('heading', { level: 1, name: '稽核紀錄' }).waitFor();
    await expect(currentPages(page)).resolves.toEqual(['稽核紀錄']);
    await expectNoAxeViolations(page);

    await go(page, '網站列表', `${STAFF}/sites`);
    await page.locator('[data-part="sites-table"] [data-site="default"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['網站列表']);
    await expectNoAxeViolations(page);

    await go(page, '審核', `${STAFF}/reviews`);
    await page.locator('[data-page="reviews"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['審核']);
    await expectNoAxeViolations(page);

    await go(page, '信箱', `${STAFF}/mailbox`);
    await page.locator('[data-part="inbox-count"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['信箱']);
    await expectNoAxeViolations(page);
  });

  it('goes back and forward through the pages it walked', async () => {
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/reviews`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/sites`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/audit`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/accounts`);
    await page.locator('[data-part="accounts-table"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['帳號']);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/content/news/trash`);
    await page.locator('[data-part="trash-panel"]').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/content/news`);
    await page.locator('[data-part="documents-table"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['最新消息']);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === `${STAFF}/content/news/trash`);
    await page.locator('[data-part="trash-panel"]').waitFor();
  });

  it('opens a bookmarked trash straight from its address', async () => {
    const other = (await world.loggedIn('admin', `${STAFF}/content/news/trash`)).page;
    await other.locator('[data-part="trash-panel"]').waitFor();
    await other.getByRole('heading', { level: 1, name: '最新消息' }).waitFor();
    await expect(
      other.getByRole('navigation', { name: '最新消息的頁面' }).locator('a[aria-current="page"]').innerText(),
    ).resolves.toBe('回收桶');
    // Loaded afresh from the address itself, as a bookmark opens it.
    await other.reload();
    await other.locator('[data-part="trash-panel"]').waitFor();
    await other.getByRole('heading', { level: 1, name: '最新消息' }).waitFor();
  });
});

describe('the staff area as a writer', () => {
  it('shows only the pages the writer may go to, and their account page', async () => {
    const page = (await world.loggedIn('writer', STAFF)).page;
    await page.getByRole('heading', { level: 1, name: '儀表板' }).waitFor();
    await nav(page).getByRole('link', { name: '最新消息', exact: true }).waitFor();
    await page.locator('[data-part="overview-my-drafts"]').waitFor();
    const shown = await entries(page);
    expect(shown.slice(0, 2)).toEqual(['儀表板', '內容']);
    expect(shown.at(-1)).toBe('我的帳號');
    for (const adminOnly of ['帳號', '稽核紀錄', '網站設定', '政府網站檢核', '審核'])
      expect(shown).not.toContain(adminOnly);
    await expectNoAxeViolations(page);

    await go(page, '最新消息', `${STAFF}/content/news`);
    await page.locator('[data-part="create-item"]').waitFor();
    await expect(entries(page)).resolves.toEqual(shown);
    await expectNoAxeViolations(page);

    await go(page, '我的帳號', `${STAFF}/account`);
    await page.locator('[data-part="my-account"]').waitFor();
    await expect(currentPages(page)).resolves.toEqual(['我的帳號']);
    await expect(entries(page)).resolves.toEqual(shown);
    await expectNoAxeViolations(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `${STAFF}/content/news`);
    await page.locator('[data-part="documents-table"]').waitFor();
  });
});

describe('the staff area on a phone', () => {
  it('folds the navigation behind a button at the top', async () => {
    const page = (await world.loggedIn('editor', STAFF, VIEWPORTS.phone)).page;
    const toggle = nav(page).locator('button[aria-controls]');
    await nav(page).getByRole('button', { name: '展開編輯者工具選單' }).waitFor();
    await expect(nav(page).getByRole('link', { name: '儀表板', exact: true }).isVisible()).resolves.toBe(
      false,
    );
    await toggle.click();
    await nav(page).getByRole('link', { name: '內容', exact: true }).waitFor({ state: 'visible' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.innerText()).resolves.toBe('收合編輯者工具選單');
    await expectNoAxeViolations(page);
    await go(page, '內容', `${STAFF}/content`);
    await page.getByRole('heading', { level: 1, name: '內容' }).waitFor();
    // A page chosen, the navigation folds again, out of the way of the page.
    await expect(nav(page).locator('button[aria-controls]').getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
  });
});
