import type { Page } from 'playwright-core';
import { staffPaths } from '../../../src/ui/paths/staff-paths';
import { changeOneTimePassword, useEmptySiteWorld } from '../support/editor-browser';
import { waitForApp } from '../support/harness';
import { formatViolation, runAxe } from '../support/site-browser';
import { LANG } from '../support/site-plan';

/**
 * 網站設定 on a new install: the server starts without the demo, the first administrator sets the
 * site's name, description and review on screen, and the server-rendered home page a visitor gets
 * next carries the new `<title>`, `<h1>` and description at once.
 */

const HOME = `/home/${LANG}`;
const SETTINGS = staffPaths.page(LANG, 'settings');

// A new install: no demo and so none of its accounts; the first administrator signs in on screen.
const world = useEmptySiteWorld();
let stack: typeof world.stack;
let page: Page;

beforeAll(async () => {
  stack = world.stack;
  page = await world.context.newPage();
});

const part = (name: string) => page.locator(`[data-part="${name}"]`);

/** The home page as a visitor's first request gets it: the server's HTML, no script run. */
async function servedHome(): Promise<{ title: string; h1: string; description: string }> {
  const html = await (await fetch(`${stack.baseUrl}${HOME}`)).text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1] ?? '';
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    h1: pick(/<h1[^>]*>([^<]*)<\/h1>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
  };
}

describe('網站設定 on a site started without the demo', () => {
  it('serves the placeholder name and 網站建置中 before anything is set', async () => {
    expect(await servedHome()).toEqual({ title: '網站名稱', h1: '網站名稱首頁', description: '網站建置中' });
  });

  it('lets the administrator set the name, description and review on screen, and the served home follows at once', async () => {
    // The one-time password is changed first; the login then goes on to 網站設定.
    await changeOneTimePassword(page, stack.baseUrl, SETTINGS);
    await page.locator('[data-page="site-settings"]').waitFor();

    const title = page.getByLabel('網站名稱', { exact: true });
    await title.waitFor();
    await expect(title.inputValue()).resolves.toBe('網站名稱');
    await title.fill('臨海文化館');
    await page.getByLabel('網站簡介', { exact: true }).fill('臨海鎮的港口、工藝與人。');
    await page.getByLabel('發布前需送審', { exact: true }).check();
    await expect(part('settings-status').innerText()).resolves.toContain('有尚未儲存的變更');
    expect((await runAxe(page, stack.baseUrl)).map((v) => formatViolation(v))).toEqual([]);

    await part('settings-save').click();
    await page.getByText('已儲存網站設定。網站名稱與簡介已套用到所有頁面。').waitFor();
    expect((await runAxe(page, stack.baseUrl)).map((v) => formatViolation(v))).toEqual([]);
    // This tab's own title bar follows too.
    await expect(page.title()).resolves.toContain('臨海文化館');

    expect(await servedHome()).toEqual({
      title: '臨海文化館',
      h1: '臨海文化館首頁',
      description: '臨海鎮的港口、工藝與人。',
    });
  });

  it('keeps review on after a reload, from the server', async () => {
    await page.reload();
    await waitForApp(page);
    const review = page.getByLabel('發布前需送審', { exact: true });
    await review.waitFor();
    await expect(review.isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('網站名稱', { exact: true }).inputValue()).resolves.toBe('臨海文化館');
  });
});
