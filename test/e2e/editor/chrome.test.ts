import type { Page } from 'playwright-core';
import {
  apiToken,
  documentOf,
  publishFromEditor,
  tabTo,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * The site chrome edited over the home page: the menu tree by keyboard, saved,
 * published and then seen by a visitor; the header's draft in the preview before any save; and
 * axe-core over every chrome editor screen.
 */

const chromeUrl = (name: string) => `/home/${LANG}/editor/chrome/${name}`;

const world = useEditorWorld({ landing: chromeUrl('menu'), keepPage: true });
/** The one page the file's tests walk through, logged in on the menu editor. */
let page: Page;
beforeAll(() => {
  page = world.page;
});

async function openChrome(name: string): Promise<void> {
  await page.goto(`${world.stack.baseUrl}${chromeUrl(name)}`);
  await waitForStatus(page, 'clean');
}

describe('the chrome editor', () => {
  it('renames a menu item, moves it up by keyboard, saves, publishes, and a visitor sees it', async () => {
    await openChrome('menu');
    const form = page.locator('[data-part="menu-tree-form"]');
    const news = form.locator('[data-menu-item="menu-news"] > fieldset');
    await news.getByLabel('標題', { exact: true }).fill('館訊與消息');

    const up = news.getByRole('button', { name: '上移「館訊與消息」' });
    await tabTo(page, up);
    await page.keyboard.press('Enter');

    const announcement = form.locator('[data-part="menu-announcement"]');
    await expect(announcement.textContent()).resolves.toMatch(/^已移到第 1 個，共 \d+ 個$/);
    // Focus stayed on the moved item's button, now at the top of the list.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      '上移「館訊與消息」',
    );
    const firstTopItem = form.locator('ol[aria-label="選單項目"] > li').first();
    await expect(firstTopItem.getAttribute('data-menu-item')).resolves.toBe('menu-news');
    // The preview's menu is drawn from the draft.
    // The header's own account links are a nav too; the menu is the first other one.
    const previewNav = workspace(page).preview.locator('nav:not([data-part="account-links"])').first();
    await expect(previewNav.innerText()).resolves.toContain('館訊與消息');

    await workspace(page).save.click();
    await waitForStatus(page, 'saved');

    const token = await apiToken(world.stack.baseUrl, 'editor');
    const stored = await documentOf(world.stack.baseUrl, token, 'chrome:menu');
    const list = stored.draft as unknown as Array<{ id: string; title: string }>;
    expect(Array.isArray(list)).toBe(true);
    expect(list[0]).toMatchObject({ id: 'menu-news', title: '館訊與消息' });

    // 發布 from the editor: the gate runs on the assembled preview, then the publish.
    await publishFromEditor(page);
    expect(await documentOf(world.stack.baseUrl, token, 'chrome:menu')).toMatchObject({
      status: 'published',
    });

    const visitor = await world.browser.newContext({ locale: 'zh-TW' });
    try {
      const visit = await visitor.newPage();
      await visit.goto(`${world.stack.baseUrl}/home/${LANG}`);
      const menu = visit.locator('header nav, nav').first();
      await menu.getByText('館訊與消息').first().waitFor();
      const firstEntry = (await menu.innerText()).trim().split('\n')[0];
      expect(firstEntry).toBe('館訊與消息');
    } finally {
      await visitor.close();
    }
  });

  it('shows the header subtitle being typed in the preview before it is saved', async () => {
    await openChrome('header');
    await page.locator('[data-part="header-form"]').getByLabel('副標題').fill('港口的新故事');
    await workspace(page)
      .preview.locator('[data-part="site-subtitle"]', { hasText: '港口的新故事' })
      .waitFor();
    await waitForStatus(page, 'dirty');
  });

  it.each(['header', 'menu', 'footer', 'banner', 'bannerMobile'])(
    'has no axe violation on the %s editor',
    async (name) => {
      await openChrome(name);
      const violations = await runAxe(page, world.stack.baseUrl);
      expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
    },
  );
});
