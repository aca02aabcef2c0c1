import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshotDir, watchPage, type PageProblems } from '../support/harness';
import { apiToken, documentOf, tabTo, waitForStatus, useEditorWorld } from '../support/editor-browser';
import { formatViolation, revealDeferredSections, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';

/**
 * Arranging the home page and choosing a list page's frame in Chromium against the reference server.
 * The demo seeds `indexEditable` true; the last test turns it off, as a real site has it.
 */

const HOME = `/home/${LANG}`;
const HOME_DOC = 'structure:home';

// The demo administrator writes the site settings below; its two-step setup is another test's.
const world = useEditorWorld({
  landing: HOME,
  stack: { server: { security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' } } },
});
const opened: Array<{ page: Page; problems: PageProblems }> = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map(({ page }) => page.close()));
});

async function newPage(
  into: BrowserContext = world.context,
): Promise<{ page: Page; problems: PageProblems }> {
  const page = await into.newPage();
  const entry = { page, problems: watchPage(page) };
  opened.push(entry);
  return entry;
}

const api = (method: string, url: string, body?: unknown, revision?: number) =>
  fetch(`${world.stack.baseUrl}${url}`, {
    method,
    headers: {
      access_token: world.reader,
      'content-type': 'application/json',
      ...(revision === undefined ? {} : { 'if-match': `"${revision}"` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

/** The layouts of the sections a page shows, top to bottom. */
const sectionOrder = (page: Page) =>
  page.$$eval('main [data-layout^="index-"]', (nodes) =>
    nodes.map((node) => node.getAttribute('data-layout')),
  );

describe('arranging the home page', () => {
  it('moves a section two places up by keyboard alone, announces it, changes its layout, and a visitor sees the published order', async () => {
    const { page } = await newPage();
    await page.goto(`${world.stack.baseUrl}${HOME}?edit=1`);
    await page.locator('[data-part="edit-status"]').waitFor();
    const panel = page.locator('[data-part="editor-panel"]');
    const live = panel.locator('[data-part="arrangement-announcement"]');
    await panel
      .locator('[data-part="structure-form"]')
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        throw new Error(`no arrangement form; the panel says: ${await panel.innerText()}`);
      });

    // Keyboard only: Tab to the section's own 上移 button, then Enter twice; the focus stays on it.
    const up = panel.getByRole('button', { name: '上移：典藏精選' });
    await tabTo(page, up);
    await page.keyboard.press('Enter');
    await expect(live.innerText()).resolves.toBe('「典藏精選」已移到第 4 個，共 10 個');
    await page.keyboard.press('Enter');
    await expect(live.innerText()).resolves.toBe('「典藏精選」已移到第 3 個，共 10 個');
    await expect(up.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(live.getAttribute('aria-live')).resolves.toBe('polite');

    // Its settings, then the next variant in the picture gallery with the arrow key.
    await tabTo(page, panel.getByRole('button', { name: '設定：典藏精選' }));
    await page.keyboard.press('Enter');
    const gallery = panel.getByRole('group', { name: '版面樣式：典藏精選' });
    await tabTo(page, gallery.getByRole('radio', { name: /index-portfolio-01$/ }));
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('radio', { name: /index-portfolio-02$/ }).isChecked()).resolves.toBe(true);
    // The preview is the real home page drawn from the draft: the section moved and changed there.
    const preview = page.locator('[data-part="editor-preview"]');
    await preview.locator('main [data-layout="index-portfolio-02"]').first().waitFor();

    await expectNoAxeViolations(page);
    await gallery.screenshot({ path: path.join(screenshotDir(), 'gallery-sections.png') });

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    const saved = await documentOf(world.stack.baseUrl, world.reader, HOME_DOC);
    const draft = saved.draft as { index: Array<{ layout: string; title?: string }> };
    expect(draft.index.slice(2, 5).map((section) => section.title)).toEqual([
      '典藏精選',
      '最新消息',
      '近期活動',
    ]);
    expect(draft.index[2]?.layout).toBe('index-portfolio-02');

    // 發布 by keyboard too: the accessibility gate runs, then the publish.
    const publish = page.locator('[data-part="publish-section"] [data-part="publish-now"]');
    await tabTo(page, publish);
    await page.keyboard.press('Enter');
    await page
      .locator('[data-part="publish-section"] [data-part="publish-status"][data-status="published"]')
      .waitFor();
    expect((await documentOf(world.stack.baseUrl, world.reader, HOME_DOC)).status).toBe('published');

    const visitor = await world.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'zh-TW',
    });
    try {
      const { page: visit } = await newPage(visitor);
      await visit.goto(`${world.stack.baseUrl}${HOME}`);
      await visit.locator('main [data-layout="index-banner"]').waitFor();
      await revealDeferredSections(visit);
      const order = await sectionOrder(visit);
      expect(order.slice(0, 5)).toEqual([
        'index-banner',
        'index-menu-01',
        'index-portfolio-02',
        'index-article-01',
        'index-article-02',
      ]);
    } finally {
      await visitor.close();
    }
  });

  it('lets a list page take another frame from the gallery, and the preview switches before saving', async () => {
    const { page } = await newPage();
    await page.goto(`${world.stack.baseUrl}/home/${LANG}/news?edit=1`);
    await page.locator('[data-part="edit-status"]').waitFor();
    const frames = page.locator('[data-part="editor-panel"] [data-part="frame-gallery"]');
    await frames.waitFor();
    await frames.getByRole('radio', { name: /template-012$/ }).check();
    await page.locator('[data-part="editor-preview"] [data-layout="template-012"]').waitFor();
    await frames.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await frames.screenshot({ path: path.join(screenshotDir(), 'gallery-frames.png') });
    // Every frame's picture is a WebP that Chromium decodes at the gallery's 240×150, those the lazy
    // loading has not fetched yet included: each is loaded again into an image of its own.
    const pictures = await frames.locator('img').evaluateAll((images) =>
      Promise.all(
        images.map(async (image) => {
          const probe = new Image();
          probe.src = (image as HTMLImageElement).src;
          await probe.decode();
          return `${new URL(probe.src).pathname} ${probe.naturalWidth}×${probe.naturalHeight}`;
        }),
      ),
    );
    expect(pictures).toHaveLength(12);
    for (const picture of pictures)
      expect(picture).toMatch(/^\/layout-thumbnails\/template-\d{3}\.webp 240×150$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'saved');
    const saved = await documentOf(world.stack.baseUrl, world.reader, 'settings:news');
    expect((saved.draft as { info: { templateKey: string } }).info.templateKey).toBe('template-012');
  });

  it('shows no arrangement controls while indexEditable is false, and the server refuses a forced write', async () => {
    // Site settings are the administrator's.
    const settings = await fetch(`${world.stack.baseUrl}/backend/site/settings`, {
      method: 'PUT',
      headers: {
        access_token: await apiToken(world.stack.baseUrl, 'admin'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ indexEditable: false }),
    });
    expect(settings.status).toBe(200);
    const { page } = await newPage();
    await page.goto(`${world.stack.baseUrl}${HOME}?edit=1`);
    const closed = page.locator('[data-part="editor-panel"] [data-part="arrangement-closed"]');
    await closed.waitFor();
    await expect(closed.innerText()).resolves.toContain('首頁編排目前未開放');
    await expect(page.locator('[data-part="editor-panel"] [data-part="move-up"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-part="editor-panel"] [data-part="section-list"]').count()).resolves.toBe(
      0,
    );
    await expectNoAxeViolations(page);

    const current = await documentOf(world.stack.baseUrl, world.reader, HOME_DOC);
    const forced = await api(
      'PUT',
      `/backend/documents/${encodeURIComponent(HOME_DOC)}`,
      { data: { ...(current.draft as object), index: [] } },
      current.revision,
    );
    expect(forced.status).toBe(409);
    const after = await documentOf(world.stack.baseUrl, world.reader, HOME_DOC);
    expect(after.revision).toBe(current.revision);
  });
});
