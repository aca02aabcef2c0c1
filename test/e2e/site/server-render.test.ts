import type { ConsoleMessage, Page } from 'playwright-core';
import { ACCOUNTS, apiToken, type AccountName } from '../support/editor-browser';
import { useSiteWorld, waitForApp } from '../support/harness';

/**
 * In Chromium, with SERVER_RENDER on: the first screen is in the served HTML, hydration
 * reports nothing, the page asks the API for nothing it embedded, and moving on afterwards stays
 * inside the single-page app (no full page load).
 */

const world = useSiteWorld();

/** A session the server issued, stored the way the client stores it after logging in. */
async function signedInAs(page: Page, who: AccountName): Promise<void> {
  const token = await apiToken(world.stack.baseUrl, who);
  await page.addInitScript(
    ({ value, name, access }) => {
      localStorage.setItem('access_token', value);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('themesite.account', name);
      localStorage.setItem('themesite.access', access);
    },
    { value: token, name: ACCOUNTS[who].displayName, access: who },
  );
}

async function open(
  url: string,
  javaScript = true,
  signedIn = false,
): Promise<{ page: Page; messages: string[]; apiReads: string[]; served: string }> {
  const page = await world.newPage({ viewport: { width: 412, height: 915 }, javaScript });
  if (signedIn) await signedInAs(page, 'editor');
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET' && path.startsWith('/api/')) apiReads.push(path);
  });
  const response = await page.goto(`${world.stack.baseUrl}${url}`, { waitUntil: 'networkidle' });
  return { page, messages, apiReads, served: (await response?.text()) ?? '' };
}

describe('server-rendered pages in Chromium', () => {
  it.each([
    ['the home page', '/home/zh-tw', '國立臨海文化記憶館首頁'],
    ['a list', '/home/zh-tw/news', '新聞稿'],
    ['a detail', '/home/zh-tw/news/news-001', '「潮汐之間：臨海港的百年日常」常設展全新開幕'],
  ])('shows %s without JavaScript', async (_name, url, heading) => {
    const { page, served } = await open(url, false);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
    // The page reads without the script, so it does not say it needs one; its scripts start after
    // its first paint, through the one loader that names them in their order.
    expect(served).not.toContain('本網站需要啟用 JavaScript');
    expect(served).toMatch(
      /<script defer src="\/assets\/js\/after-paint\.[^"]+" data-scripts="[^"]*react[^"]* [^"]*vendor[^"]* [^"]*main[^"]*"><\/script>/,
    );
  });

  it.each([
    ['the home page', '/home/zh-tw'],
    ['a list', '/home/zh-tw/news'],
    ['a detail', '/home/zh-tw/news/news-001'],
  ])('hydrates %s with no warning and asks again for nothing it embedded', async (_name, url) => {
    const { page, messages, apiReads } = await open(url);
    // Hydrated, not drawn anew: React adopted the server's markup and committed.
    await waitForApp(page);
    await expect(page.locator('#root').getAttribute('data-hydrated')).resolves.toBe('');
    expect(messages).toEqual([]);
    // Nothing the server embedded is asked again: the home page's later sections, coming near the
    // viewport after hydration, are the only reads.
    const homeSections = (path: string) => url === '/home/zh-tw' && path.startsWith('/api/cms/');
    expect(apiReads.filter((path) => !homeSections(path))).toEqual([]);
  });

  it('starts the app only after the detail’s hero image has been painted', async () => {
    const { page } = await open('/home/zh-tw/news/news-001');
    await waitForApp(page);
    const timing = await page.evaluate(
      () =>
        new Promise<{ lcp: number; element: string; react: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
            const react = performance
              .getEntriesByType('resource')
              .find((entry) => /\/assets\/js\/react\.[^/]+\.js$/.test(entry.name));
            resolve({
              lcp: last?.startTime ?? NaN,
              element: last?.element?.getAttribute('alt') ?? '',
              react: react?.startTime ?? NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // The largest paint is the hero, drawn before React was even asked for: the scripts wait for
    // it, so the time it takes React to start never comes before the visitor sees the picture.
    expect(timing.element).toBe('夕陽下戶外園區草地上結籽的蒲公英');
    expect(timing.lcp).toBeLessThan(timing.react);
  });

  it('moves from the list to a detail without a full page load after hydration', async () => {
    const { page, messages, apiReads } = await open('/home/zh-tw/news');
    await waitForApp(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.locator('a[href="/home/zh-tw/news/news-002"]').first().click();
    await page.waitForURL('**/home/zh-tw/news/news-002');
    await page.locator('h1', { hasText: '本館獲贈望潮燈塔舊透鏡' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    // The link's intent preloaded the detail's first answers, and the page reused them: one request
    // each. On a loaded machine the page may ask for them more than a few seconds after the hint,
    // and Chromium then notes that the preload waited; that note is about timing, not a failure.
    for (const path of ['/api/site/module/news', '/api/cms/menuSetting/news', '/api/cms/news/news-002'])
      expect({ path, requests: apiReads.filter((read) => read === path).length }).toEqual({
        path,
        requests: 1,
      });
    expect(
      messages.filter(
        (message) => !/was preloaded using link preload but not used within a few seconds/.test(message),
      ),
    ).toEqual([]);
  });

  it('hydrates the visitor’s render for a signed-in editor without a word, then shows the editor’s tools', async () => {
    const { page, messages, served } = await open('/home/zh-tw/news/news-001', true, true);
    // The server drew the page for a visitor (it cannot see the browser's session) …
    expect(served).toContain('id="themesite-render"');
    expect(served).toContain('data-part="login-link"');
    expect(served).not.toContain('data-part="account-status"');
    // … the browser adopted that markup, and the session arrived afterwards as an update.
    await waitForApp(page);
    await expect(page.locator('#root').getAttribute('data-hydrated')).resolves.toBe('');
    // On a phone the header's account links sit in the folded menu: present, not yet shown.
    const attached = { state: 'attached' } as const;
    await page.locator('[data-part="account-name"]', { hasText: '林編輯（網站編輯）' }).waitFor(attached);
    await page.locator('[data-part="account-link-editorTools"]').waitFor(attached);
    await page.locator('[data-part="edit-entry"]').getByRole('link', { name: '編輯此頁' }).waitFor();
    await expect(page.locator('[data-part="login-link"]').count()).resolves.toBe(0);
    expect(messages).toEqual([]);
  });

  it('leaves an editor screen to the browser, which draws it for the signed-in editor', async () => {
    const { page, messages, served } = await open('/home/zh-tw/editor', true, true);
    // The server does not render a screen that is not the visitor's (src/shared/personal-page.ts).
    expect(served).not.toContain('id="themesite-render"');
    expect(served).toContain('<div id="root"></div>');
    await waitForApp(page);
    // Rendered, not hydrated, and not sent to the login page by a guard that had not seen the session.
    await expect(page.locator('#root').getAttribute('data-rendered')).resolves.toBe('');
    await expect(page.locator('#root').getAttribute('data-hydrated')).resolves.toBeNull();
    await page.locator('[data-part="account-status"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/home/zh-tw/editor');
    expect(messages).toEqual([]);
  });
});
