/**
 * What Chromium fetches to show one page: every request from navigation start until the page has
 * settled and the network has been idle (nothing in flight for 500 ms, as playwright's `networkidle`)
 * plus one more second with nothing new, with no interaction at all. Used for the budget's file set and
 * the perf report's per-route sizes.
 *
 * "Settled" matters on a busy machine: parsing a large script can keep the network quiet for more than
 * 500 ms before the page asks for its lazy chunks, which would stop a plain `networkidle` wait too early
 * and undercount. So the page must also show its `<main>` with no `aria-busy` placeholder left (the
 * site marks every loading page, section and the progress bar with `aria-busy="true"`).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';

export interface LoadedRequest {
  url: string;
  /** Chromium's resource type: document, script, stylesheet, fetch, image, font, other … */
  resourceType: string;
  method: string;
  status: number | null;
}

export interface PageLoad {
  url: string;
  requests: LoadedRequest[];
  /** Same-origin JavaScript files, in the order they were requested, once each. */
  scripts: string[];
  /** Same-origin style sheets, in order, once each. */
  styles: string[];
  /** Font files, any origin (the site uses system fonts only: expected empty). */
  fonts: string[];
  /** Console errors and page errors seen meanwhile: a page that failed to render must not pass a budget. */
  problems: string[];
}

export const NETWORK_IDLE_MS = 500;
export const IDLE_EXTRA_MS = 1000;

/** The site's own "nothing is loading any more" condition, evaluated in the page. */
export const siteSettled = (): boolean =>
  !!document.querySelector('main') && !document.querySelector('[aria-busy="true"]');

const isJs = (r: LoadedRequest) => r.resourceType === 'script' || /\.m?js(?:[?#]|$)/.test(r.url);
const isCss = (r: LoadedRequest) => r.resourceType === 'stylesheet' || /\.css(?:[?#]|$)/.test(r.url);

/**
 * Loads `url` in a fresh context (empty cache) and records its requests. `ready`, when given, is a
 * selector that must be in the page once it has settled (e.g. the home page's section stack).
 */
export async function recordPageLoad(
  browser: Browser,
  url: string,
  {
    context: contextOptions = {},
    ready,
    settled = siteSettled,
    timeoutMs = 60_000,
  }: { context?: BrowserContextOptions; ready?: string; settled?: () => boolean; timeoutMs?: number } = {},
): Promise<PageLoad> {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    const requests: LoadedRequest[] = [];
    const problems: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    const done = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('requestfinished', async (request) => {
      done();
      const response = await request.response();
      requests.push({
        url: request.url(),
        resourceType: request.resourceType(),
        method: request.method(),
        status: response?.status() ?? null,
      });
    });
    page.on('requestfailed', (request) => {
      done();
      requests.push({
        url: request.url(),
        resourceType: request.resourceType(),
        method: request.method(),
        status: null,
      });
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const deadline = Date.now() + timeoutMs;
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Polled from here: the site's CSP (script-src 'self') forbids the string evaluation waitForFunction uses.
    while (!(await page.evaluate(settled))) {
      if (Date.now() > deadline) {
        problems.push(`the page did not settle (${settled.toString()}) within ${timeoutMs} ms`);
        break;
      }
      await page.waitForTimeout(100);
    }
    // Network idle, then one more second in which nothing new starts (else wait for idle again).
    for (;;) {
      if (Date.now() > deadline) {
        problems.push(`the network never went quiet within ${timeoutMs} ms`);
        break;
      }
      const quietFor = Date.now() - lastActivity;
      if (inFlight > 0 || quietFor < NETWORK_IDLE_MS) {
        await page.waitForTimeout(inFlight > 0 ? 50 : NETWORK_IDLE_MS - quietFor);
        continue;
      }
      const before = lastActivity;
      await page.waitForTimeout(IDLE_EXTRA_MS);
      if (lastActivity === before && inFlight === 0) break;
    }
    if (ready && (await page.locator(ready).count()) === 0) problems.push(`${ready} not in the page`);
    const origin = new URL(url).origin;
    const sameOrigin = (r: LoadedRequest) => new URL(r.url).origin === origin;
    const unique = (list: LoadedRequest[]) => [...new Set(list.map((r) => r.url))];
    const foreignJs = requests.filter((r) => isJs(r) && !sameOrigin(r));
    if (foreignJs.length > 0) problems.push(`scripts from another origin: ${unique(foreignJs).join(', ')}`);
    return {
      url,
      requests,
      scripts: unique(requests.filter((r) => isJs(r) && sameOrigin(r))),
      styles: unique(requests.filter((r) => isCss(r) && sameOrigin(r))),
      fonts: unique(
        requests.filter((r) => r.resourceType === 'font' || /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/.test(r.url)),
      ),
      problems,
    };
  } finally {
    await context.close();
  }
}
