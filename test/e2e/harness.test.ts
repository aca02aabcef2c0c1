import type { Browser } from 'playwright-core';
import { launchBrowser, startStack, waitForApp, watchPage, type Stack } from './support/harness';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

describe('the e2e harness', () => {
  it('serves the built index.html in Traditional Chinese (Taiwan) with its scripts', async () => {
    const answer = await fetch(`${stack.baseUrl}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="zh-Hant-TW">/);
    expect(html).toMatch(/<script[^>]+src="\/assets\/js\/[^"]+\.js"/);
  });

  it('boots the home page in Chromium without console errors or failed requests', async () => {
    const page = await browser.newPage();
    const problems = watchPage(page);
    await page.goto(`${stack.baseUrl}/home/zh-tw`, { waitUntil: 'networkidle' });

    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hant-TW');
    // Booted: React replaced the empty root with the app.
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    expect(problems.all()).toEqual([]);
    await page.close();
  });

  it('says why a page is not live when its scripts never answer', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The server's markup arrives; the scripts that would hydrate it hang, as on a stalled balancer.
    await context.route('**/assets/js/**', () => undefined);
    await page.goto(`${stack.baseUrl}/login`, { waitUntil: 'commit' });
    const failure = await waitForApp(page, 1_500).then(
      () => 'live',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login was not live after 1500 ms: /);
    expect(failure).toMatch(/document interactive; root \[id\]; not yet React's: frame-header, /);
    expect(failure).toMatch(/scripts still loading: \/assets\/js\/[^ ]+\.js/);
    await context.close();
  });
});
