/**
 * Lighthouse-equivalent lab metrics, measured with the Chrome DevTools Protocol (the `lighthouse`
 * package is not installed, and installing packages is not allowed here). One cold load of a page
 * under Lighthouse's mobile conditions:
 * - a Moto G Power-like phone: 412 × 823 CSS px, device scale factor 1.75, touch, mobile user agent;
 * - CPU slowed 4× (`Emulation.setCPUThrottlingRate`);
 * - "Slow 4G" network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up
 *   (`Network.emulateNetworkConditions`), cache disabled.
 * Read in the page with PerformanceObserver: FCP (`paint`), LCP (`largest-contentful-paint`), CLS
 * (`layout-shift` without recent input, largest session window: gaps < 1 s, windows ≤ 5 s), TBT (sum of
 * `longtask` durations beyond 50 ms, for tasks starting between FCP and the load event; and also up to
 * the moment the page settled, since this app renders its content after `load`).
 *
 * Not the same as Lighthouse: its default throttling is simulated (Lantern) rather than applied, and it
 * scores Speed Index and TTI too. These figures are comparable between runs of this script, not to a
 * Lighthouse score.
 */
import type { Browser, Page } from 'playwright-core';
import { settle, watchNetwork } from './page-load';

export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  locale: 'zh-TW',
};

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

export interface LabRun {
  url: string;
  ttfbMs: number;
  fcpMs: number;
  lcpMs: number;
  /** What the largest contentful paint was: tag, and the image URL or the start of its text. */
  lcpElement: string;
  cls: number;
  tbtToLoadMs: number;
  tbtToSettledMs: number;
  longTasks: number;
  domContentLoadedMs: number;
  loadMs: number;
  /** When the page showed its content with nothing loading any more, from navigation start. */
  settledMs: number;
  requests: number;
  transferBytes: number;
  jsTransferBytes: number;
  fontRequests: number;
  problems: string[];
}

/** Installed before any page script (CDP, so the page's CSP does not apply). */
const OBSERVERS = `(() => {
  const lab = (window.__lab = { fcp: 0, lcp: 0, lcpElement: '', shifts: [], longTasks: [] });
  const describe = (e) => {
    const el = e.element;
    if (!el) return e.url || '';
    const what = el.tagName.toLowerCase();
    if (e.url) return what + ' ' + e.url.replace(location.origin, '');
    return what + ' "' + (el.textContent || '').trim().slice(0, 30) + '"';
  };
  const observe = (type, fn) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true }); } catch {} };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') lab.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { lab.lcp = e.startTime; lab.lcpElement = describe(e); });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) lab.shifts.push({ t: e.startTime, v: e.value }); });
  observe('longtask', (e) => lab.longTasks.push({ start: e.startTime, duration: e.duration }));
})();`;

interface PageLab {
  fcp: number;
  lcp: number;
  lcpElement: string;
  shifts: { t: number; v: number }[];
  longTasks: { start: number; duration: number }[];
  nav: { responseStart: number; domContentLoadedEventEnd: number; loadEventEnd: number };
  now: number;
}

/** CLS as Core Web Vitals define it: the largest session window of shifts. */
export function clsOf(shifts: { t: number; v: number }[]): number {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - windowStart > 5000) {
      windowSum = 0;
      windowStart = s.t;
    }
    windowSum += s.v;
    last = s.t;
    best = Math.max(best, windowSum);
  }
  return best;
}

export function tbtOf(tasks: { start: number; duration: number }[], from: number, to: number): number {
  return tasks
    .filter((t) => t.start >= from && t.start < to)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

async function readLab(page: Page): Promise<PageLab> {
  return page.evaluate(() => {
    const w = window as unknown as { __lab: Omit<PageLab, 'nav' | 'now'> };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      ...w.__lab,
      nav: {
        responseStart: nav.responseStart,
        domContentLoadedEventEnd: nav.domContentLoadedEventEnd,
        loadEventEnd: nav.loadEventEnd,
      },
      now: performance.now(),
    };
  });
}

/** One throttled cold load of `url` in a fresh mobile context. */
export async function labRun(browser: Browser, url: string, { timeoutMs = 120_000 } = {}): Promise<LabRun> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const types = new Map<string, string>();
    let transfer = 0;
    let jsTransfer = 0;
    let fonts = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      transfer += e.encodedDataLength;
      const type = types.get(e.requestId);
      if (type === 'Script') jsTransfer += e.encodedDataLength;
      if (type === 'Font') fonts += 1;
    });
    await page.addInitScript(OBSERVERS);
    const watch = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await settle(page, watch, { timeoutMs });
    const lab = await readLab(page);
    // Settled = the last request of the page ended (the settle wait adds 1.5 s of quiet on top).
    const settledMs = lab.now - (Date.now() - watch.lastActivity());
    const round = (n: number) => Math.round(n);
    return {
      url,
      ttfbMs: round(lab.nav.responseStart),
      fcpMs: round(lab.fcp),
      lcpMs: round(lab.lcp),
      lcpElement: lab.lcpElement,
      cls: Math.round(clsOf(lab.shifts) * 1000) / 1000,
      tbtToLoadMs: round(tbtOf(lab.longTasks, lab.fcp, lab.nav.loadEventEnd)),
      tbtToSettledMs: round(tbtOf(lab.longTasks, lab.fcp, settledMs)),
      longTasks: lab.longTasks.length,
      domContentLoadedMs: round(lab.nav.domContentLoadedEventEnd),
      loadMs: round(lab.nav.loadEventEnd),
      settledMs: round(settledMs),
      requests: watch.requests.length,
      transferBytes: transfer,
      jsTransferBytes: jsTransfer,
      fontRequests: fonts,
      problems: watch.problems,
    };
  } finally {
    await context.close();
  }
}

/** The median of each numeric field over several runs (the run with the median LCP gives the texts). */
export function medianRun(runs: LabRun[]): LabRun & { runs: number } {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const mid = sorted[Math.floor(sorted.length / 2)]!;
  const median = (key: keyof LabRun) => {
    const values = runs.map((r) => r[key] as number).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  const numeric = Object.fromEntries(
    (Object.keys(mid) as (keyof LabRun)[])
      .filter((k) => typeof mid[k] === 'number')
      .map((k) => [k, median(k)]),
  );
  return { ...mid, ...numeric, problems: runs.flatMap((r) => r.problems), runs: runs.length };
}
