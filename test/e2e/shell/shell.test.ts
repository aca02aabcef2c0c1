import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startStack, waitForApp, type Stack } from '../support/harness';

/**
 * The app shell in Debian's Chromium against the real reference server: start-up, routes, the
 * guard and login, logout across tabs, token refresh, revoked tokens and server faults.
 */

const EDITOR = { account: 'editor', password: 'Editor#2026' };
const EDITOR_URL = '/home/zh-tw/editor';

let browser: Browser;
const stacks: Stack[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await Promise.all([browser?.close(), ...stacks.map((s) => s.close())]);
});

async function stack(options: Parameters<typeof startStack>[0] = {}): Promise<Stack> {
  const started = await startStack(options);
  stacks.push(started);
  return started;
}

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context;
}

async function logIn(page: Page): Promise<void> {
  // The login form is in the server's HTML before its script runs: wait until it is React's.
  await waitForApp(page);
  await page.getByLabel(/^帳號/).fill(EDITOR.account);
  await page.getByLabel(/^密碼/).fill(EDITOR.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** The staff navigation, on every staff page. */
const staffNav = (page: Page) => page.getByRole('navigation', { name: '編輯者工具' });

/** Logs the editor in through the guarded URL and waits for the dashboard. */
async function openEditorLoggedIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}${EDITOR_URL}`);
  await page.waitForURL(/\/login\?returnUrl=/);
  await logIn(page);
  await page.waitForURL(`${baseUrl}${EDITOR_URL}`);
  await page.getByRole('heading', { level: 1, name: '儀表板' }).waitFor();
  // The staff area reads what waits, the modules and the rights on each on arrival: a token revoked
  // before they answer would end the session before the test's own requests.
  await page.locator('[data-part="overview-my-drafts"]').waitFor();
  await staffNav(page).getByRole('link', { name: '最新消息', exact: true }).waitFor();
}

describe('the shell in a browser', () => {
  let site: Stack;
  beforeAll(async () => {
    site = await stack();
  });

  it('takes a visitor opening / to /home/zh-tw with the header, menu and footer of the server', async () => {
    const [header, menu, footer] = await Promise.all(
      ['header', 'menu', 'footer'].map((part) =>
        fetch(`${site.baseUrl}/api/site/${part}`).then((r) => r.json()),
      ),
    );
    const page = await (await newContext()).newPage();
    await page.goto(`${site.baseUrl}/`);
    await page.waitForURL(`${site.baseUrl}/home/zh-tw`);
    await page.locator('[data-part="site-title"]', { hasText: header.title }).waitFor();
    const nav = page.getByRole('navigation', { name: '主選單' });
    await expect(nav.textContent()).resolves.toContain(menu[0].title);
    await expect(page.locator('footer').textContent()).resolves.toContain(footer.copyright);
    await page.waitForFunction((title) => document.title.endsWith(title), header.title);
  });

  it('ends an unknown path on 404 Not Found', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${site.baseUrl}/nope`);
    await page.waitForURL(`${site.baseUrl}/404`);
    await page.getByText('404 Not Found', { exact: true }).first().waitFor();
    await expect(page.locator('[data-page="not-found"]').textContent()).resolves.toBe('404 Not Found');
  });

  it('sends an editor from the guarded URL to /login and back to it after login', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${site.baseUrl}${EDITOR_URL}`);
    await page.waitForURL(`${site.baseUrl}/login?returnUrl=${encodeURIComponent(EDITOR_URL)}`);
    await logIn(page);
    await page.waitForURL(`${site.baseUrl}${EDITOR_URL}`);
    await page.getByRole('heading', { level: 1, name: '儀表板' }).waitFor();
    await page.getByText('editor 已登入').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('isLoggedIn'))).resolves.toBe('true');
  });

  it('shows the field messages for an empty login form and sends no request', async () => {
    const page = await (await newContext()).newPage();
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/backend/oauth/token')) tokenCalls.push(request.method());
    });
    await page.goto(`${site.baseUrl}/login`);
    await waitForApp(page);
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.getByText('請輸入帳號。').waitFor();
    await page.getByText('請輸入密碼。').waitFor();
    await expect(page.getByLabel(/^帳號/).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(tokenCalls).toEqual([]);
  });

  it('logs out to the logged-out state, and a second tab follows', async () => {
    const context = await newContext();
    const first = await context.newPage();
    await openEditorLoggedIn(first, site.baseUrl);
    const second = await context.newPage();
    await second.goto(`${site.baseUrl}/home/zh-tw`);
    await second.getByText('editor 已登入').waitFor();

    await first.getByRole('button', { name: '登出' }).click();
    // The guarded page cannot stay: the first tab ends on the login page, logged out.
    await first.waitForURL(/\/login/);
    await first.getByRole('link', { name: '登入', exact: true }).waitFor();
    await expect(
      first.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('isLoggedIn')]),
    ).resolves.toEqual([null, null]);
    await second.getByRole('link', { name: '登入', exact: true }).waitFor();
    await expect(second.getByText('editor 已登入').count()).resolves.toBe(0);
  });

  it('shows one Error dialog for a token revoked behind its back, then goes to /login', async () => {
    const page = await (await newContext()).newPage();
    await openEditorLoggedIn(page, site.baseUrl);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const revoked = await fetch(`${site.baseUrl}/backend/oauth/del`, {
      method: 'POST',
      headers: { access_token: token ?? '' },
    });
    expect(revoked.status).toBe(200);

    // 內容 asks the staff area's answers again, several at once.
    await staffNav(page).getByRole('link', { name: '內容', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: '確認' }).click();
    // Back to the login, which returns to the page the session ended on.
    await page.waitForURL(`${site.baseUrl}/login?returnUrl=${encodeURIComponent(`${EDITOR_URL}/content`)}`);
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.toBeNull();
  });
});

describe('with a 2-second token lifetime', () => {
  it('refreshes the expired token once for the staff area’s GETs at once, and every GET succeeds', async () => {
    const site = await stack({ accessTtlSeconds: 2 });
    const page = await (await newContext()).newPage();
    await openEditorLoggedIn(page, site.baseUrl);
    const before = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.waitForTimeout(2_600);

    const reflashes: string[] = [];
    const answers: Array<{ url: string; status: number }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/backend/oauth/reflash')) reflashes.push(request.method());
    });
    page.on('response', (response) => {
      const url = response.url();
      if (
        url.includes('/backend/') &&
        !url.includes('/backend/oauth/') &&
        response.request().method() === 'GET'
      )
        answers.push({ url, status: response.status() });
    });
    // "At once" is GETs in flight together with the expired token. Answered in a millisecond, the
    // first could come back before the next one is sent, and then only one would meet it: each
    // such GET waits until a second one is out (or two seconds have passed), then all go on.
    let expiredOut = 0;
    let release: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${site.baseUrl}/backend/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'GET' && (await request.headerValue('access_token')) === before) {
        expiredOut += 1;
        if (expiredOut === 1) setTimeout(release, 2_000);
        if (expiredOut >= 2) release();
        await together;
      }
      await route.continue();
    });
    // 內容 asks what waits, the modules and the rights on each module, all at once.
    await staffNav(page).getByRole('link', { name: '內容', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '內容' }).waitFor();
    await page.locator('[data-page="staff-content"] a', { hasText: '最新消息' }).first().waitFor();
    // The navigation draws what it learnt on the last page at once: wait for the answers themselves.
    const answered = () => {
      const expired = answers.filter((a) => a.status === 611).map((a) => a.url);
      return (
        expired.length >= 2 && expired.every((url) => answers.some((a) => a.url === url && a.status === 200))
      );
    };
    for (let waited = 0; !answered() && waited < 15_000; waited += 100) await page.waitForTimeout(100);

    expect(reflashes).toEqual(['POST']);
    // Several GETs met the expired token at once (611); each was asked again and answered 200.
    const expired = answers.filter((a) => a.status === 611).map((a) => a.url);
    expect(expired.length).toBeGreaterThanOrEqual(2);
    for (const url of expired) expect(answers.some((a) => a.url === url && a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 611)).toEqual([]);
    await expect(page.evaluate(() => localStorage.getItem('access_token'))).resolves.not.toBe(before);
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
  });
});

describe('with fault pages', () => {
  it('shows a server fault in a dialog with its error code and time', async () => {
    const site = await stack({ faults: true });
    const page = await (await newContext()).newPage();
    await page.goto(`${site.baseUrl}/home/zh-tw/fault-500`);
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('(Error code:');
    expect(text).toContain('Error time:');
  });
});
