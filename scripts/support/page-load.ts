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
import type { Browser, BrowserContextOptions, Page, Request as PwRequest } from 'playwright-core';

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
const isFont = (r: LoadedRequest) =>
  r.resourceType === 'font' || /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/.test(r.url);

/** What a page has asked for so far, and whether anything is still in flight. */
export interface NetworkWatch {
  requests: LoadedRequest[];
  problems: string[];
  inFlight(): number;
  /** Date.now() of the last request start or end. */
  lastActivity(): number;
}

/** Starts recording a page's requests, console errors and page errors. Attach before `goto`. */
export function watchNetwork(page: Page): NetworkWatch {
  const requests: LoadedRequest[] = [];
  const problems: string[] = [];
  const byRequest = new Map<PwRequest, LoadedRequest>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const entry: LoadedRequest = {
      url: request.url(),
      resourceType: request.resourceType(),
      method: request.method(),
      status: null,
    };
    byRequest.set(request, entry);
    requests.push(entry);
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', (request) => {
    done();
    void request.response().then((response) => {
      const entry = byRequest.get(request);
      if (entry) entry.status = response?.status() ?? null;
    });
  });
  page.on('requestfailed', done);
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { requests, problems, inFlight: () => inFlight, lastActivity: () => lastActivity };
}

/**
 * Waits until the page has settled (`settled` true in the page) and the network has been idle for
 * 500 ms plus one more second with nothing new. Problems (timeouts) go into `watch.problems`.
 */
export async function settle(
  page: Page,
  watch: NetworkWatch,
  { settled = siteSettled, timeoutMs = 60_000 }: { settled?: () => boolean; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Polled from here: the site's CSP (script-src 'self') forbids the string evaluation waitForFunction uses.
  while (!(await page.evaluate(settled))) {
    if (Date.now() > deadline) {
      watch.problems.push(`the page did not settle (${settled.toString()}) within ${timeoutMs} ms`);
      break;
    }
    await page.waitForTimeout(100);
  }
  for (;;) {
    if (Date.now() > deadline) {
      watch.problems.push(`the network never went quiet within ${timeoutMs} ms`);
      break;
    }
    const quietFor = Date.now() - watch.lastActivity();
    if (watch.inFlight() > 0 || quietFor < NETWORK_IDLE_MS) {
      await page.waitForTimeout(watch.inFlight() > 0 ? 50 : NETWORK_IDLE_MS - quietFor);
      continue;
    }
    const before = watch.lastActivity();
    await page.waitForTimeout(IDLE_EXTRA_MS);
    if (watch.lastActivity() === before && watch.inFlight() === 0) break;
  }
}

/** Sorts requests (from `fromIndex` on) into same-origin scripts and styles, and fonts of any origin. */
export function summarize(url: string, watch: NetworkWatch, fromIndex = 0): PageLoad {
  const requests = watch.requests.slice(fromIndex);
  const problems = [...watch.problems];
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
    fonts: unique(requests.filter(isFont)),
    problems,
  };
}

/**
 * Loads `url` in a fresh context (empty cache) and records its requests. `ready`, when given, is a
 * selector that must be in the page once it has settled.
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
    const watch = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settle(page, watch, { settled, timeoutMs });
    if (ready && (await page.locator(ready).count()) === 0) watch.problems.push(`${ready} not in the page`);
    return summarize(url, watch);
  } finally {
    await context.close();
  }
}
