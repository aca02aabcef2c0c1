import fs from 'node:fs';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import type { PageProblems } from './harness';

/**
 * Browser helpers of the site tests (test/e2e/site): widths, accessibility checks with axe-core,
 * local answers for the third-party frames the site embeds, and per-visit slices of what went wrong.
 */

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The rule sets of 網站無障礙規範 (AA, 115.11 edition aligned with WCAG 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The one third-party host the site embeds on purpose: YouTube's privacy-enhanced player (video
 * details, CMS rich text). Its frame is not ours to test, and the test machine may well be offline,
 * so it is answered locally with a small titled page: the same run online and offline, and no
 * third-party console noise. Any other host the pages reach is reported by `watchForeignRequests`.
 */
export const EMBED_HOSTS: readonly string[] = ['www.youtube-nocookie.com'];

const EMBED_STAND_IN =
  '<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>YouTube 影片（測試替身）</title></head>' +
  '<body style="margin:0;display:grid;place-items:center;height:100vh;background:#222;color:#fff;font:1rem sans-serif">' +
  '<p>YouTube 影片（測試替身）</p></body></html>';

/**
 * Answers the embed hosts in `context` with the local stand-in. Only contexts that visit pages with
 * a video need it: while any route is set, Playwright pauses every request of the context for a
 * round trip through the test's process, which cost an editor e2e file about a tenth of its time.
 * A context without it that meets an embed sees a failed request, which the watchers report.
 */
export async function answerEmbeds(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => EMBED_HOSTS.includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: EMBED_STAND_IN }),
  );
}

/**
 * axe-core's source, evaluated in the page through the DevTools protocol when an audit needs it. The
 * server's CSP (`script-src 'self'`) applies to the page's own scripts, not to the protocol's, so
 * the page keeps its real policy without a route to serve axe from the site's origin; turning the
 * CSP off (`bypassCSP`) would hide exactly the breakage these tests look for.
 */
let axeSource: string | undefined;
const axeScript = (): string =>
  (axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeViolation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** The first few offending nodes: CSS selector, the start of the element's HTML, axe's reason. */
  targets: string[];
  nodeCount: number;
  url: string;
}

/**
 * Waits until every animation and transition in the page that has an end has ended; endless ones
 * (a spinner) run on. axe reads colours as they are drawn: a dialog mid-fade has buttons blended
 * with its backdrop (the conflict dialog's once measured 3.43 under load), which no one ever reads.
 * Something still moving after `timeout` fails the test by name rather than being measured mid-way.
 */
export async function settleAnimations(page: Page, timeout = 10_000): Promise<void> {
  const moving = await page.evaluate(async (ms) => {
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    const deadline = performance.now() + ms;
    // An ending animation can start the next one (a dialog's content after its backdrop): look again.
    for (let running = finite(); running.length > 0; running = finite()) {
      const left = deadline - performance.now();
      if (left <= 0)
        return running.map(
          (animation) =>
            (animation as CSSAnimation).animationName ??
            (animation as CSSTransition).transitionProperty ??
            'animation',
        );
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return [];
  }, timeout);
  if (moving.length > 0)
    throw new Error(`still animating after ${timeout} ms, axe would read mid-way: ${moving.join(', ')}`);
}

/**
 * Runs axe-core over the whole document with the WCAG 2.0–2.2 A/AA rules and returns its
 * violations, once nothing is moving (`settleAnimations`). Only violations are computed
 * (`resultTypes`): passes and incomplete results are not asserted on, and skipping their details
 * saves seconds per page on a two-core machine.
 */
export async function runAxe(page: Page, baseUrl: string): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.evaluate(axeScript());
  const results = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
    ).axe;
    const outcome: AxeResults = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return outcome.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => {
        const check = node.any[0] ?? node.all[0] ?? node.none[0];
        const html = node.html.replace(/\s+/g, ' ').slice(0, 90);
        return `${node.target.map(String).join(' ')} ${html}${check ? ` (${check.message.slice(0, 140)})` : ''}`;
      }),
      nodeCount: violation.nodes.length,
    }));
  }, WCAG_TAGS);
  const url = page.url().replace(baseUrl, '');
  return results.map((result) => ({ ...result, url }));
}

/** One line per violation: rule, impact, where, and the first offending selectors. */
export function formatViolation(violation: AxeViolation, width?: number): string {
  const at = width === undefined ? violation.url : `${violation.url} @${width}px`;
  const more =
    violation.nodeCount > violation.targets.length
      ? ` (+${violation.nodeCount - violation.targets.length} more)`
      : '';
  return `${violation.id} [${violation.impact ?? 'n/a'}] ${at}: ${violation.targets.join(' | ')}${more}`;
}

/**
 * Requests to any origin other than the site's own and the embed hosts. Offline they also show up
 * as failed requests; online they would succeed silently, so they are listed on their own: a public
 * site must not call trackers, font CDNs or image hosts the CMS did not ask for.
 */
export function watchForeignRequests(page: Page, baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (url.origin === origin || EMBED_HOSTS.includes(url.hostname)) return;
    foreign.push(`${request.method()} ${request.url()}`);
  });
  return foreign;
}

/**
 * Marks where a visit starts in the harness's problem lists, so one page can serve many visits and
 * each visit is charged only with what happened during it.
 */
export function problemsSince(problems: PageProblems, foreign: string[] = []): () => string[] {
  const start = {
    pageErrors: problems.pageErrors.length,
    consoleErrors: problems.consoleErrors.length,
    failedRequests: problems.failedRequests.length,
    errorResponses: problems.errorResponses.length,
    foreign: foreign.length,
  };
  return () => [
    ...problems.pageErrors.slice(start.pageErrors).map((p) => `page error: ${p.split('\n')[0] ?? p}`),
    ...problems.consoleErrors.slice(start.consoleErrors).map((p) => `console error: ${p}`),
    ...problems.failedRequests.slice(start.failedRequests).map((p) => `request failed: ${p}`),
    ...problems.errorResponses.slice(start.errorResponses).map((p) => `error response: ${p}`),
    ...foreign.slice(start.foreign).map((p) => `foreign request: ${p}`),
  ];
}

/**
 * Leaves the current page for a blank one and waits for it, so requests the old page still had in
 * flight end (as aborted) before the next visit starts counting.
 */
export async function leavePage(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/**
 * Counts the page's requests in flight, so a test can wait for quiet after something that is not a
 * navigation (a resize that swaps in the phone banner, a layout that fetches its own chunk).
 * Playwright's `networkidle` fires once per navigation and would not see those.
 */
export function trackRequests(page: Page): { inFlight(): number } {
  let count = 0;
  page.on('request', () => (count += 1));
  const done = () => (count = Math.max(0, count - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => count };
}

/** Waits until no request has been in flight for `quietMs`, and two frames have been painted. */
export async function settle(
  page: Page,
  requests: { inFlight(): number },
  quietMs = 300,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requests.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The `data-layout` names present in the document, in order, without repeats. */
export async function layoutsInDom(page: Page): Promise<string[]> {
  const names = await page.$$eval('[data-layout]', (elements) =>
    elements.map((element) => element.getAttribute('data-layout') ?? ''),
  );
  return [...new Set(names)];
}

/**
 * Scrolls each deferred home/landing section into view, as a visitor reading down the page would,
 * until none is left (src/ui/pages/near-viewport.tsx), then back to the top. The limit is for the
 * whole page: the home's ten sections each fetch their code and rows, and the crawl's first visit,
 * while the other jest worker started its own server and Chromium, once ended at 15 s with the last
 * section still waiting. A visitor's page never stands still with a section exactly in place, so
 * neither does this one: each step brings the next waiting section to the middle or the top of the
 * screen in turn. Sections still waiting at the limit fail the call with where each one stood, and
 * what above it was still loading.
 */
export async function revealDeferredSections(page: Page, timeoutMs = 30_000): Promise<void> {
  // First the page must have settled: its structure in, no section still waiting for rows.
  await page.waitForFunction(
    () => document.querySelector('main') !== null && document.querySelector('[aria-busy="true"]') === null,
    undefined,
    { timeout: timeoutMs },
  );
  const deadline = Date.now() + timeoutMs;
  for (let step = 0; Date.now() < deadline; step += 1) {
    const left = await page.evaluate(
      (block: ScrollLogicalPosition) => {
        const next = document.querySelector('[data-part="section-deferred"]');
        next?.scrollIntoView({ block });
        return next !== null;
      },
      (step % 2 === 0 ? 'center' : 'start') as ScrollLogicalPosition,
    );
    if (!left) break;
    await page.waitForTimeout(50);
  }
  const waiting = await page.evaluate(() =>
    [...document.querySelectorAll('[data-part="section-deferred"]')].map((section) => {
      const box = section.getBoundingClientRect();
      const busy = [...document.querySelectorAll('[aria-busy="true"]')]
        .filter((element) => element.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING)
        .map((element) => element.getAttribute('data-part') ?? element.tagName.toLowerCase());
      return `「${section.textContent?.trim() ?? ''}」 top ${Math.round(box.top)} bottom ${Math.round(box.bottom)} of a ${window.innerHeight} px screen at scrollY ${Math.round(window.scrollY)}${busy.length > 0 ? `, loading above: ${busy.join(', ')}` : ''}`;
    }),
  );
  if (waiting.length > 0)
    throw new Error(
      `${waiting.length} section(s) still waiting after ${timeoutMs} ms of scrolling:\n${waiting.join('\n')}`,
    );
  // The last sections revealed may still be fetching their rows or code.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: Math.max(1_000, deadline - Date.now()),
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}
