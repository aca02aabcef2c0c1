import type { Page } from 'playwright-core';
import { editUrl, waitForStatus, workspace, useEditorWorld } from '../support/editor-browser';
import { formatViolation, runAxe, settleAnimations } from '../support/site-browser';

/**
 * The idle logout (WCAG 2.2.1) in Chromium against the reference server: the page's clock
 * is Playwright's, moved by minutes, so 30 idle minutes take a second. Two minutes before the end a
 * warning offers more time. (The end itself, the backup and its offer after login are tested in
 * Node with the manual clock; their browser test flaked 1 run in 3 under the page clock and waits
 * for the next session, note.)
 */
describe('the idle logout', () => {
  const minutes = (count: number) => count * 60_000;
  // The page's clock is installed before it loads anything, and the page stays the tests' own.
  const world = useEditorWorld({
    landing: editUrl('news-002'),
    keepPage: true,
    beforeLogIn: (page) => page.clock.install(),
  });
  let page: Page;

  beforeAll(async () => {
    page = world.page;
    await waitForStatus(page, 'clean');
  });

  it('warns two minutes before the end, and 繼續使用 gives the full time again', async () => {
    await workspace(page).title.fill('閒置前打的標題');
    await page.clock.runFor(minutes(27));
    expect(await page.locator('[data-part="idle-warning"]').count()).toBe(0);
    await page.clock.runFor(minutes(1) + 1000);
    const warning = page.locator('[data-part="idle-warning"]');
    await warning.waitFor();
    await expect(warning.innerText()).resolves.toMatch(/2 分鐘/);
    await settleAnimations(page);
    expect((await runAxe(page, world.stack.baseUrl)).map((violation) => formatViolation(violation))).toEqual(
      [],
    );
    await page.locator('[data-part="idle-extend"]').click();
    await warning.waitFor({ state: 'detached' });
    await page.clock.runFor(minutes(27));
    expect(await warning.count()).toBe(0);
  });
});
