import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildDemoSite, demoImages } from '../../../src/server/demo';
import type { SeedModule } from '../../../src/server/seed/site-seed';
import { ALL_ON_MENU_SETTING } from '../../../src/shared/menu-setting';
import { apiToken, type AccountName } from '../support/editor-browser';
import { launchBrowser, startStack, waitForApp, type Stack } from '../support/harness';

/**
 * The read path's failures in Chromium against the reference server: a redirect loop across site
 * paths ends quickly on the too-many-redirects page, a token revoked behind the visitor's back
 * meets the spec's single dialog and /login, a page without the network says so and retries, and
 * a list pages through links that name the page.
 */

const redirecting = (to: string): SeedModule => ({
  info: { moduleKey: 'cms-normal', templateKey: 'template-001', title: '轉址測試', redirectTo: to },
  setting: ALL_ON_MENU_SETTING,
  kind: 'normal',
  rows: [],
});

let browser: Browser;
let stack: Stack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [browser, stack] = await Promise.all([
    launchBrowser(),
    startStack({
      server: {
        seed: {
          site: () => {
            const site = buildDemoSite();
            site.modules['loop-a'] = redirecting('/home/zh-tw/loop-b');
            site.modules['loop-b'] = redirecting('/home/zh-tw/loop-a');
            return site;
          },
          images: demoImages,
        },
      },
    }),
  ]);
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A session the server issued, stored the way the client stores it, before any page script runs. */
async function loggedInAs(page: Page, who: AccountName): Promise<string> {
  const token = await apiToken(stack.baseUrl, who);
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('access_token', value);
      localStorage.setItem('isLoggedIn', 'true');
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, token);
  return token;
}

async function closeErrorDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Error' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '確認' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the read path in a browser', () => {
  it('stops a redirect loop between two site paths on the too-many-redirects page, within 33 module calls', async () => {
    const page = await newPage();
    const moduleCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/site/module/')) moduleCalls.push(request.url());
    });
    await page.goto(`${stack.baseUrl}/home/zh-tw/loop-a`);
    await page.locator('[data-page="too-many-redirects"]').waitFor();
    // Nothing keeps asking once the page says so.
    await page.waitForTimeout(1_000);
    expect(moduleCalls.length).toBeGreaterThanOrEqual(2);
    expect(moduleCalls.length).toBeLessThanOrEqual(33);
  });

  it('meets a token revoked behind its back on the home page with one Error dialog, then /login', async () => {
    const page = await newPage();
    const token = await loggedInAs(page, 'editor');
    const revoked = await fetch(`${stack.baseUrl}/backend/oauth/del`, {
      method: 'POST',
      headers: { access_token: token },
    });
    expect(revoked.status).toBe(200);

    await page.goto(`${stack.baseUrl}/home/zh-tw`);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: '確認' }).click();
    await page.waitForURL(`${stack.baseUrl}/login?returnUrl=${encodeURIComponent('/home/zh-tw')}`);
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
    await expect(page.getByText(/已登入/).count()).resolves.toBe(0);
  });

  it('says a list page could not load because the visitor is offline, and loads it once back online', async () => {
    const page = await newPage();
    // Offline, nothing more can load: the page must be live (hydrated, its router listening) and its
    // chunks all in first. The server's HTML shows the list long before either is true.
    await page.goto(`${stack.baseUrl}/home/zh-tw/news`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.locator('[data-layout="cms-normal"]').waitFor();
    await page.context().setOffline(true);
    await page.evaluate(() => {
      history.pushState(null, '', '/home/zh-tw/news?offset=12');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-failure="offline"]').waitFor();
    await expect(page.locator('[data-part="empty-state"]').count()).resolves.toBe(0);
    // Offline, the dialog's own code cannot load, so the policy's message comes as a snack instead.
    await page.context().setOffline(false);
    await page.locator('[data-failure]').waitFor({ state: 'detached' });
    await page.locator('[data-layout="cms-normal"] [data-part="error-state"]').waitFor({ state: 'detached' });
  });

  it('says the server could not be reached and retries on the button', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/home/zh-tw/news`);
    await waitForApp(page);
    await page.locator('[data-layout="cms-normal"]').waitFor();
    await page.route('**/api/cms/news?*', (route) => route.abort('connectionrefused'));
    await page.evaluate(() => {
      history.pushState(null, '', '/home/zh-tw/news?offset=12');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('[data-failure="network"]').waitFor();
    await closeErrorDialog(page);
    await page.unroute('**/api/cms/news?*');
    await page.locator('[data-failure="network"]').getByRole('button', { name: '重新載入' }).click();
    await page.locator('[data-failure]').waitFor({ state: 'detached' });
  });

  it('pages a list through its links in place, and opens a list at the page its URL names', async () => {
    const page = await newPage();
    await page.goto(`${stack.baseUrl}/home/zh-tw/news`);
    const pager = page.getByRole('navigation', { name: '分頁' });
    await pager.waitFor();
    // Before hydration the pager's links are plain links: a click would load the page anew.
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const second = pager.getByRole('link', { name: '第 2 頁' });
    await expect(second.getAttribute('href')).resolves.toBe('/home/zh-tw/news?page=2');
    await second.click();
    await page.waitForURL(`${stack.baseUrl}/home/zh-tw/news?page=2`);
    await pager.locator('a[aria-current="page"]', { hasText: '2' }).waitFor();
    // A client-side move: the window that set the flag is still the one showing the page.
    await expect(page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).resolves.toBe(
      true,
    );

    const opened = await newPage();
    await opened.goto(`${stack.baseUrl}/home/zh-tw/news?page=2`);
    await opened
      .getByRole('navigation', { name: '分頁' })
      .locator('a[aria-current="page"]', { hasText: '2' })
      .waitFor();
  });
});
