import type { Page } from 'playwright-core';
import {
  changeOneTimePassword,
  FIRST_ADMIN,
  NEW_PASSWORD,
  publishFromEditor,
  useEmptySiteWorld,
  waitForStatus,
  workspace,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * A new install builds its site from the editor: the server starts without
 * the demo, with only the first administrator; the placeholder site says 網站建置中; the
 * administrator changes the one-time password, makes the 最新消息 module with 新增單元, writes and
 * publishes its first item, puts the module in the menu, and a visitor reads both. Then a single
 * page (關於我們): written in its editor before its first publish while visitors get 404, linked from
 * the menu (which says it is not published yet, and keeps its items after 發布), then published. A
 * login sent before the page's scripts ran gets the form back with the account kept.
 */

const HOME = `/home/${LANG}`;
const EDITOR = `${HOME}/editor`;

// A site started without the demo: nobody to log in as but the first administrator the test becomes.
const world = useEmptySiteWorld();
let page: Page;
beforeAll(() => {
  page = world.page;
});

const part = (name: string) => page.locator(`[data-part="${name}"]`);

describe('a new install built from the editor', () => {
  it('shows the placeholder site: its name in the header and 網站建置中 on the home page', async () => {
    await page.goto(`${world.stack.baseUrl}${HOME}`);
    await page.getByText('網站建置中').first().waitFor();
    await expect(part('site-title').first().innerText()).resolves.toContain('網站名稱');
  });

  it('sends the administrator to change the one-time password first, then on to 編輯者工具', async () => {
    // 我的帳號 shows that the one-time password is owed (`owed-password`) before it is changed.
    await changeOneTimePassword(page, world.stack.baseUrl, EDITOR);
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
    const violations = await runAxe(page, world.stack.baseUrl);
    expect(violations.map((v) => formatViolation(v))).toEqual([]);
    await part('module-submit').click();

    const created = part('module-created');
    await created.waitFor();
    await expect(created.innerText()).resolves.toContain('已新增單元「最新消息」');
    await expect(created.innerText()).resolves.toContain('還沒有放進網站選單');
    await expect(part('module-open').getAttribute('href')).resolves.toBe(`${HOME}/news`);
    expect((await runAxe(page, world.stack.baseUrl)).map((v) => formatViolation(v))).toEqual([]);
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
    await page.goto(`${world.stack.baseUrl}${EDITOR}/chrome/menu`);
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
    // The list stays as published: an empty one here would be saved over the real menu next.
    await expect(form.locator('ol[aria-label="選單項目"] > li').count()).resolves.toBe(1);
    await expect(item.getByLabel('標題', { exact: true }).inputValue()).resolves.toBe('最新消息');
  });

  it('shows the editor their own menu at once in the header, back on 儀表板 within the app', async () => {
    // The app read the menu (none yet) when the menu editor opened; the panel names the part and
    // leads back to 儀表板, where 網站外觀 opened it, without a reload.
    await expect(part('editor-panel').getByRole('heading', { level: 2 }).first().innerText()).resolves.toBe(
      '編輯選單',
    );
    await part('staff-crumb').getByRole('link', { name: '回到儀表板' }).waitFor();
    await part('close-editor').click();
    await page.waitForURL((url) => url.pathname === EDITOR);
    await page
      .locator('[data-part="main-menu"]')
      .getByRole('link', { name: '最新消息' })
      .first()
      .waitFor({ timeout: 5_000 });
  });

  it('lists the published item on the public page of the module, reached from the menu', async () => {
    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}${HOME}`);
      await visit.locator('header nav, nav').first().getByRole('link', { name: '最新消息' }).first().click();
      await visit.waitForURL(`${world.stack.baseUrl}${HOME}/news`);
      await visit
        .getByRole('link', { name: /網站開站公告/ })
        .first()
        .waitFor();
      await expect(visit.locator('h1').first().innerText()).resolves.toContain('最新消息');
    } finally {
      await visitor.close();
    }
  });

  it('makes a single page with 新增單元 and lands in its editor, on the draft, before its first publish', async () => {
    await page.goto(`${world.stack.baseUrl}${EDITOR}`);
    await part('add-module').click();
    await part('module-field-title').fill('關於我們');
    await part('module-field-path').fill('about-us');
    await part('module-field-kind').selectOption('single');
    await part('module-submit').click();
    await part('module-created').waitFor();
    const open = part('module-open');
    await expect(open.innerText()).resolves.toContain('前往新單元並撰寫內容');
    await open.click();
    await page.waitForURL((url) => url.pathname === `${HOME}/about-us` && url.search === '?edit=1');
    const ws = workspace(page);
    await ws.status.waitFor();
    await expect(ws.title.inputValue()).resolves.toBe('關於我們');
    await ws.body.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('本館位於臨海鎮港埠路，歡迎蒞臨。');
    // The page beside the form is the draft, drawn in the page's own layout.
    await ws.preview.getByText('本館位於臨海鎮港埠路，歡迎蒞臨。').waitFor();
    await ws.save.click();
    await waitForStatus(page, 'saved');
    expect((await runAxe(page, world.stack.baseUrl)).map((v) => formatViolation(v))).toEqual([]);
  });

  it('answers visitors 404 until the page is published, the server-rendered page too', async () => {
    const answer = await fetch(`${world.stack.baseUrl}${HOME}/about-us`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('本館位於臨海鎮港埠路');
    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}${HOME}/about-us`);
      await visit.waitForURL((url) => url.pathname === '/404');
      await expect(visit.getByText('本館位於臨海鎮港埠路').count()).resolves.toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('links it from the menu, which says it is not published yet and takes its title', async () => {
    await page.goto(`${world.stack.baseUrl}${EDITOR}/chrome/menu`);
    await waitForStatus(page, 'clean');
    const form = part('menu-tree-form');
    const items = form.locator('ol[aria-label="選單項目"] > li');
    await expect(items.count()).resolves.toBe(1);
    await form.getByRole('button', { name: '新增項目' }).click();
    const added = items.nth(1);
    await added.getByLabel('頁面', { exact: true }).selectOption('about-us');
    await expect(added.getByLabel('標題', { exact: true }).inputValue()).resolves.toBe('關於我們');
    await expect(added.locator('[data-part="menu-item-unpublished"]').innerText()).resolves.toContain(
      '尚未發布：訪客會看到找不到網頁',
    );
    await page.locator('[data-part="edit-save"]').click();
    await waitForStatus(page, 'saved');
    await publishFromEditor(page);
    await expect(items.count()).resolves.toBe(2);
  });

  it('publishes the page, and a visitor reaches it from the menu', async () => {
    await page.goto(`${world.stack.baseUrl}${HOME}/about-us?edit=1`);
    await workspace(page).status.waitFor();
    await publishFromEditor(page);
    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}${HOME}`);
      await visit.locator('[data-part="main-menu"]').getByRole('link', { name: '關於我們' }).first().click();
      await visit.waitForURL(`${world.stack.baseUrl}${HOME}/about-us`);
      await visit.getByText('本館位於臨海鎮港埠路，歡迎蒞臨。').waitFor();
    } finally {
      await visitor.close();
    }
  });

  it('gives a login sent before the scripts ran the form back, the account kept, never JSON', async () => {
    const early = await world.browser.newContext({ locale: 'zh-TW', javaScriptEnabled: false });
    try {
      const login = await early.newPage();
      await login.goto(`${world.stack.baseUrl}/login?returnUrl=${encodeURIComponent(EDITOR)}`);
      await login.getByLabel(/^帳號/).fill(FIRST_ADMIN.account);
      await login.getByLabel(/^密碼/).fill(NEW_PASSWORD);
      await login.locator('[data-part="login-form"]').getByRole('button', { name: '登入' }).click();
      await login.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('again') === '1');
      expect(login.url()).not.toContain(NEW_PASSWORD);
      await expect(login.locator('[data-part="login-again"]').innerText()).resolves.toContain(
        '請確認密碼後再按一次「登入」',
      );
      await expect(login.getByLabel(/^帳號/).inputValue()).resolves.toBe(FIRST_ADMIN.account);
      await expect(login.getByLabel(/^密碼/).inputValue()).resolves.toBe('');
      await expect(login.locator('body').innerText()).resolves.not.toContain('error_description');
    } finally {
      await early.close();
    }
  });
});
