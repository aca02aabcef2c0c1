import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../support/harness';
import { editUrl, logIn, newEditorContext, waitForStatus, workspace } from '../support/editor-browser';
import { formatViolation, prepareContext, runAxe, settleAnimations } from '../support/site-browser';

/**
 * The idle logout (issue 22, WCAG 2.2.1) in Chromium against the reference server: the page's clock
 * is Playwright's, moved by minutes, so 30 idle minutes take a second. Two minutes before the end a
 * warning offers more time; unanswered, the session ends, and what was typed is still there after
 * logging in again.
 */
describe('the idle logout', () => {
  let stack: Stack;
  let browser: Browser;
  let page: Page;
  const minutes = (count: number) => count * 60_000;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
    const context = await newEditorContext(browser);
    await prepareContext(context, stack.baseUrl);
    page = await context.newPage();
    await page.clock.install();
    await logIn(page, stack.baseUrl, 'editor', editUrl('news-002'));
    await waitForStatus(page, 'clean');
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), stack?.close()]);
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
    expect((await runAxe(page, stack.baseUrl)).map((violation) => formatViolation(violation))).toEqual([]);
    await page.locator('[data-part="idle-extend"]').click();
    await warning.waitFor({ state: 'detached' });
    await page.clock.runFor(minutes(27));
    expect(await warning.count()).toBe(0);
  });

  it('logs out at the end and offers what was typed back after the next login', async () => {
    // `fill` sends no key or pointer event: to the idle watch, nobody touched the page since 繼續使用.
    await workspace(page).title.fill('閒置前最後打的標題');
    await page.clock.runFor(minutes(4));
    await page.waitForURL(/\/login\?returnUrl=/);
    // runFor leaves the page's clock paused; the login and the editor need time to pass again.
    await page.clock.resume();
    // The warning was up when the time ran out: its closing animation needs the clock running.
    await page.locator('[data-part="idle-warning"]').waitFor({ state: 'detached' });
    await page.locator('[role="alertdialog"]').waitFor({ state: 'detached' });
    // The logout's own request and its move to /login may land after the guard's: let them.
    await page.waitForLoadState('networkidle');
    await logIn(page, stack.baseUrl, 'editor', editUrl('news-002'));
    // Not saved yet (the editor saves 10 minutes after a change): kept on the device, offered back.
    const restore = workspace(page).restore;
    await restore.waitFor();
    await restore.getByRole('button', { name: '還原', exact: true }).click();
    await restore.waitFor({ state: 'detached' });
    await expect(workspace(page).title.inputValue()).resolves.toBe('閒置前最後打的標題');
  });
});
