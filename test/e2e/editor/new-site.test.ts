import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { launchBrowser, startStack, waitForApp, type Stack } from '../support/harness';
import { newEditorContext, publishFromEditor, waitForStatus } from '../support/editor-browser';
import { formatViolation, prepareContext, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * A new install builds its site from the editor (issue 22, deliver 2): the server starts without
 * the demo, with only the first administrator; the placeholder site says 網站建置中; the
 * administrator changes the one-time password, makes the 最新消息 module with 新增單元, writes and
 * publishes its first item, puts the module in the menu, and a visitor reads both.
 */

const FIRST_ADMIN = { account: 'webmaster', password: 'Lantern-festival-2026' };
const NEW_PASSWORD = 'Harbour-lights-west-2026';
const HOME = `/home/${LANG}`;
const EDITOR = `${HOME}/editor`;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startStack({
      server: {
        seedDemo: false,
        firstAdmin: FIRST_ADMIN,
        security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' },
      },
    }),
    launchBrowser(),
  ]);
  context = await newEditorContext(browser);
  await prepareContext(context, stack.baseUrl);
  page = await context.newPage();
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

const part = (name: string) => page.locator(`[data-part="${name}"]`);

describe('a new install built from the editor', () => {
  it('shows the placeholder site: its name in the header and 網站建置中 on the home page', async () => {
    await page.goto(`${stack.baseUrl}${HOME}`);
    await page.getByText('網站建置中').first().waitFor();
    await expect(part('site-title').first().innerText()).resolves.toContain('網站名稱');
  });

  it('sends the administrator to change the one-time password first, then on to 編輯者工具', async () => {
    await page.goto(`${stack.baseUrl}/login?returnUrl=${encodeURIComponent(EDITOR)}`);
    await waitForApp(page);
    await page.getByLabel(/^帳號/).fill(FIRST_ADMIN.account);
    await page.getByLabel(/^密碼/).fill(FIRST_ADMIN.password);
    await page.getByLabel(/^密碼/).press('Enter');
    await page.waitForURL((url) => url.pathname === `${EDITOR}/account`);
    await part('owed-password').waitFor();
    await part('password-current').fill(FIRST_ADMIN.password);
    await part('password-next').fill(NEW_PASSWORD);
    await part('password-repeat').fill(NEW_PASSWORD);
    await part('password-repeat').press('Enter');
    await page.waitForURL((url) => url.pathname === EDITOR, { timeout: 20_000 });
    await page.locator('[data-page="editor-tools"]').waitFor();
  });

  it('creates the news module with 新增單元, by keyboard, and axe finds nothing in the dialog', async () => {
    const add = part('add-module');
    await add.waitFor();
    await add.focus();
    await page.keyboard.press('Enter');
    const title = part('module-field-title');
    await title.waitFor();
    await expect(title.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('最新消息');
    await page.keyboard.press('Tab');
    await page.keyboard.type('news');
    await expect(page.getByText(`網址將是 ${HOME}/news`).count()).resolves.toBe(1);
    await part('module-field-kind').selectOption('normal');
    const violations = await runAxe(page, stack.baseUrl);
    expect(violations.map((v) => formatViolation(v))).toEqual([]);
    await part('module-submit').click();

    const created = part('module-created');
    await created.waitFor();
    await expect(created.innerText()).resolves.toContain('已新增單元「最新消息」');
    await expect(created.innerText()).resolves.toContain('還沒有放進網站選單');
    await expect(part('module-open').getAttribute('href')).resolves.toBe(`${HOME}/news`);
    expect((await runAxe(page, stack.baseUrl)).map((v) => formatViolation(v))).toEqual([]);
    await page.getByRole('button', { name: '完成' }).click();
    // The new module has its own page under 內容 in the staff navigation at once.
    await page
      .getByRole('navigation', { name: '編輯者工具' })
      .getByRole('link', { name: '最新消息' })
      .click();
    await page.waitForURL((url) => url.pathname === `${EDITOR}/content/news`);
  });

  it('adds, saves and publishes the first item of the new module', async () => {
    const form = part('create-item');
    await form.getByLabel('標題（必填）').fill('網站開站公告');
    await form.getByRole('button', { name: '新增項目' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${HOME}/news/`) && url.search === '?edit=1');
    await page.locator('[data-part="edit-status"]').waitFor();
    const description = page.locator('[data-part="content-form"]').getByLabel(/^摘要/);
    await description.fill('本館網站正式上線。');
    await page.locator('[data-part="edit-save"]').click();
    await waitForStatus(page, 'saved');
    await publishFromEditor(page);
  });

  it('puts the module in the menu with the menu editor, and publishes the menu', async () => {
    await page.goto(`${stack.baseUrl}${EDITOR}/chrome/menu`);
    await waitForStatus(page, 'clean');
    const form = part('menu-tree-form');
    await form.getByRole('button', { name: '新增項目' }).click();
    const item = form.locator('ol[aria-label="選單項目"] > li').first();
    await item.getByLabel('標題', { exact: true }).fill('最新消息');
    // The new module is offered although no menu names it yet.
    await item.getByLabel('頁面', { exact: true }).selectOption('news');
    await page.locator('[data-part="edit-save"]').click();
    await waitForStatus(page, 'saved');
    await publishFromEditor(page);
  });

  it('lists the published item on the public page of the module, reached from the menu', async () => {
    const visitor = await browser.newContext({ locale: 'zh-TW' });
    try {
      await prepareContext(visitor, stack.baseUrl);
      const visit = await visitor.newPage();
      await visit.goto(`${stack.baseUrl}${HOME}`);
      await visit.locator('header nav, nav').first().getByRole('link', { name: '最新消息' }).first().click();
      await visit.waitForURL(`${stack.baseUrl}${HOME}/news`);
      await visit
        .getByRole('link', { name: /網站開站公告/ })
        .first()
        .waitFor();
      await expect(visit.locator('h1').first().innerText()).resolves.toContain('最新消息');
    } finally {
      await visitor.close();
    }
  });
});
