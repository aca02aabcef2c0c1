import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotDir } from '../support/harness';
import {
  apiToken,
  articleUrl,
  docIdOf,
  documentOf,
  openEditor,
  saveAs,
  waitForBackup,
  waitForStatus,
  workspace,
  useEditorWorld,
} from '../support/editor-browser';
import { formatViolation, runAxe } from '../support/site-browser';

/**
 * The editor as people see and hear it: axe-core over the workspace and over each of its dialogs,
 * the screenshots in docs/screenshots, and a visitor's page that never loads editor code.
 */

const world = useEditorWorld({ landing: articleUrl('news-008'), keepPage: true });
/** The one page the file's tests walk through. */
let page: Page;
beforeAll(() => {
  page = world.page;
});

async function expectNoAxeViolations(): Promise<void> {
  const violations = await runAxe(page, world.stack.baseUrl);
  expect(violations.map((violation) => formatViolation(violation))).toEqual([]);
}

describe('the editor workspace', () => {
  it('has no axe violation with the panel open', async () => {
    await openEditor(page, world.stack.baseUrl, 'news-008');
    await waitForStatus(page, 'clean');
    await workspace(page).title.waitFor();
    await expectNoAxeViolations();
  });

  it('has no axe violation with the conflict dialog open', async () => {
    const id = 'news-009';
    const ws = workspace(page);
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    // Another editor's save lands first, straight through the API.
    const writer = await apiToken(world.stack.baseUrl, 'writer');
    const { revision, draft } = await documentOf(world.stack.baseUrl, writer, docIdOf(id));
    expect(
      (await saveAs(world.stack.baseUrl, writer, docIdOf(id), revision, { ...draft, title: '撰稿者的標題' }))
        .status,
    ).toBe(200);
    await ws.title.fill('編輯者的標題');
    await ws.save.click();
    await ws.conflict.waitFor();
    await expectNoAxeViolations();
    await ws.conflict.getByRole('button', { name: '採用對方的版本' }).click();
    await ws.conflict.waitFor({ state: 'detached' });
  });

  it('has no axe violation with the restore dialog open', async () => {
    const id = 'news-010';
    const ws = workspace(page);
    const title = '等待還原的標題';
    await openEditor(page, world.stack.baseUrl, id);
    await waitForStatus(page, 'clean');
    await ws.title.fill(title);
    await waitForBackup(page, title);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await ws.restore.waitFor();
    await expectNoAxeViolations();
    await ws.restore.getByRole('button', { name: '捨棄本機內容' }).click();
    await ws.restore.waitFor({ state: 'detached' });
  });

  it.each([
    ['editor-1280.png', 1280, 900],
    ['editor-390.png', 390, 844],
  ])('is captured for the docs as %s', async (file, width, height) => {
    await page.setViewportSize({ width, height });
    await openEditor(page, world.stack.baseUrl, 'news-008');
    await waitForStatus(page, 'clean');
    await workspace(page).title.waitFor();
    // Fonts and the panel's slide-in settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await page
      .locator('[data-part="editor-panel"]')
      .evaluate((panel) =>
        Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
    const target = path.join(screenshotDir(), file);
    await page.screenshot({ path: target, animations: 'disabled' });
    expect(fs.statSync(target).size).toBeGreaterThan(10_000);
  });
});

describe('a visitor', () => {
  it('never loads the editor chunks on an article page', async () => {
    const visitor = await world.browser.newContext();
    try {
      const tab = await visitor.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await tab.goto(`${world.stack.baseUrl}${articleUrl('news-008')}`, { waitUntil: 'networkidle' });
      await tab.locator('h1').first().waitFor();
      // The check means something only if chunks are named: the detail page's own chunk is.
      expect(scripts.some((name) => name.includes('page-detail'))).toBe(true);
      expect(scripts.filter((name) => /editor|editing-kit|edit-entry/.test(name))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
