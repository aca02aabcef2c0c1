import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALL_LAYOUTS } from '../../../src/shared/api-types';
import { paths } from '../../../src/ui/routes/paths';
import { launchBrowser, startStack, watchPage, type PageProblems, type Stack } from '../support/harness';
import {
  formatViolation,
  layoutsInDom,
  leavePage,
  prepareContext,
  problemsSince,
  runAxe,
  VIEWPORTS,
  watchForeignRequests,
  type ViewportName,
} from '../support/site-browser';
import { LANG, planSite, type PlannedVisit, type SitePlan } from '../support/site-plan';

/**
 * Issue 5, "Must show": every one of the 68 layouts rendered in Chromium from the real reference
 * server, at desktop and phone widths, with no console error, no failed request and no axe-core
 * violation of the WCAG 2.0–2.2 A/AA rules.
 */

/** Thirty-odd pages with axe on each, on a two-core machine. */
const CRAWL_TIMEOUT_MS = 300_000;
const LAYOUT_WAIT_MS = 15_000;

/** Pages that carry no layout name but that every visitor meets. */
const EXTRA_VISITS: PlannedVisit[] = [
  { url: paths.sitemap.href(LANG), layouts: [] },
  { url: paths.search.href(LANG, '燈塔'), layouts: [] },
  { url: paths.login.href(), layouts: [] },
];

interface WidthReport {
  /** `url: layout` planned there but never attached to the DOM. */
  missingLayouts: string[];
  /** Visible fallbacks for an unknown layout name or a chunk that failed to load. */
  fallbacks: string[];
  /** Console errors, page errors, failed requests, 4xx/5xx answers and foreign requests, per URL. */
  problems: string[];
  violations: string[];
}

let stack: Stack;
let browser: Browser;
let plan: SitePlan;
const seen = new Set<string>();
/** Same-origin image addresses the pages point to, checked once from Node at the end. */
const imageUrls = new Set<string>();

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  plan = await planSite(stack.baseUrl);
});

afterAll(async () => {
  await Promise.all([browser?.close(), stack?.close()]);
});

async function visitAll(width: ViewportName): Promise<WidthReport> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS[width] });
  await prepareContext(context, stack.baseUrl);
  const page: Page = await context.newPage();
  const problems: PageProblems = watchPage(page);
  const foreign = watchForeignRequests(page, stack.baseUrl);
  const report: WidthReport = { missingLayouts: [], fallbacks: [], problems: [], violations: [] };
  const px = VIEWPORTS[width].width;
  try {
    for (const visit of [...plan.visits, ...EXTRA_VISITS]) {
      const since = problemsSince(problems, foreign);
      await page.goto(`${stack.baseUrl}${visit.url}`, { waitUntil: 'networkidle' });
      for (const layout of visit.layouts) {
        try {
          await page.waitForSelector(`[data-layout="${layout}"]`, { state: 'attached', timeout: LAYOUT_WAIT_MS });
        } catch {
          report.missingLayouts.push(`${visit.url} @${px}px: ${layout}`);
        }
      }
      // Layouts arriving late may fetch their own chunks and images: let the page settle before judging it.
      await page.waitForLoadState('networkidle');
      const present = await layoutsInDom(page);
      present.forEach((name) => seen.add(name));
      for (const fallback of present.filter((name) => name === 'unknown' || name === 'load-error')) {
        report.fallbacks.push(`${visit.url} @${px}px: ${fallback}`);
      }
      const images = await page.$$eval('img', (elements) => elements.map((element) => (element as HTMLImageElement).src));
      images.filter((src) => src.startsWith(stack.baseUrl)).forEach((src) => imageUrls.add(src));
      report.violations.push(...(await runAxe(page, stack.baseUrl)).map((violation) => formatViolation(violation, px)));
      // Read before leaving: requests still in flight are aborted by the navigation away, which is
      // the test's doing, not the page's.
      report.problems.push(...since().map((problem) => `${visit.url} @${px}px: ${problem}`));
      await leavePage(page);
    }
  } finally {
    await context.close();
  }
  return report;
}

const clean: WidthReport = { missingLayouts: [], fallbacks: [], problems: [], violations: [] };

describe('every layout of the demo site in Chromium', () => {
  it('finds a page of the demo site for each of the 68 layout names through the API', () => {
    expect(ALL_LAYOUTS).toHaveLength(68);
    expect(plan.unplanned).toEqual([]);
    // One URL shows several layouts (the home page has its frame and ten sections), so far fewer visits.
    expect(plan.visits.length).toBeLessThan(ALL_LAYOUTS.length);
  });

  it.each(['desktop', 'phone'] as const)(
    'renders each planned page at %s width with its layouts, no console error, no failed request and no axe violation',
    async (width) => {
      expect(await visitAll(width)).toEqual(clean);
    },
    CRAWL_TIMEOUT_MS,
  );

  it('saw every one of the 68 layout names in the DOM', () => {
    expect(ALL_LAYOUTS.filter((layout) => !seen.has(layout))).toEqual([]);
  });

  it('serves every same-origin image the visited pages point to, as an image', async () => {
    expect(imageUrls.size).toBeGreaterThan(0);
    const broken: string[] = [];
    for (const url of imageUrls) {
      const answer = await fetch(url);
      const type = answer.headers.get('content-type') ?? '';
      await answer.arrayBuffer();
      if (answer.status !== 200 || !type.startsWith('image/')) broken.push(`${url.replace(stack.baseUrl, '')} → ${answer.status} ${type}`);
    }
    expect(broken).toEqual([]);
  });
});
