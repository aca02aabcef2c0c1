/**
 * `npm run perf`: the performance report, written to perf-report/report.md and report.json.
 *
 * 1. Builds the app and the React hello-world with the production rspack config into .tmp/perf/
 *    (timed), so the report never depends on whatever someone else last built into dist/.
 * 2. Sizes: the JS and CSS each route loads in Chromium with no interaction (home, a list, a detail),
 *    entry files (index.html) and lazy ones, gzip 9 and brotli 11; the home ratio to the hello-world;
 *    every layout chunk; the npm packages in the home page's JS (from the source maps); web fonts.
 * 3. Lighthouse 13 (scripts/support/lighthouse.ts): its default mobile emulation and simulated
 *    throttling with the CPU slowdown calibrated to the machine, the median of PERF_LIGHTHOUSE_RUNS (3) runs per route, performance and accessibility
 *    scores with FCP, LCP, TBT, CLS and Speed Index, against the budgets of docs/performance.md.
 *    Beside it, lab metrics measured with CDP (scripts/support/lab.ts: applied throttling, the LCP
 *    element, settled time), axe-core (WCAG 2.0–2.2 A/AA) per route, and one in-app navigation
 *    home → list (hover, then click) under the same throttling.
 * 4. Server: throughput and latency of the home page's API calls with autocannon, PERF_CONNECTIONS (10)
 *    keep-alive connections for PERF_LOAD_MS (5000) ms per endpoint, against the server in its own
 *    process on loopback.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { answerEmbeds, runAxe, type AxeViolation } from '../test/e2e/support/site-browser';
import { build, HOME_PATH, initialScriptUrls, jsSet, MAX_RATIO, measureHello } from './bundle-budget';
import { checkPerfBudgets, HOME_MAX_RATIO, layoutChunks } from './perf-budgets';
import {
  LIGHTHOUSE_BUDGETS,
  LIGHTHOUSE_GOAL,
  checkLighthouse,
  cpuSlowdownForHost,
  lighthouseMedians,
  type LighthouseRun,
} from './support/lighthouse';
import { CPU_SLOWDOWN, labRun, medianRun, MOBILE, SLOW_4G, type LabRun } from './support/lab';
import { loadTest, type LoadResult } from './support/load-test';
import { recordPageLoad, settle, summarize, watchNetwork } from './support/page-load';
import { startServerProcess } from './support/server-process';
import { findDetailPath, launchChromium, PHONE_VIEWPORT, ROOT, serveSite } from './support/site';
import { distPathOf, kib, sizeOf, sum, type FileSize } from './support/sizes';

const OUT_DIR = path.join(ROOT, 'perf-report');
const APP_DIST = path.resolve(ROOT, process.env.PERF_APP_DIST ?? '.tmp/perf/app-dist');
const HELLO_DIST = path.join(ROOT, '.tmp', 'perf', 'hello-dist');
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const LOAD_MS = Number(process.env.PERF_LOAD_MS ?? 5000);
const CONNECTIONS = Number(process.env.PERF_CONNECTIONS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.PERF_LIGHTHOUSE_RUNS ?? 3);

interface Route {
  name: string;
  path: string;
}

interface RouteSizes {
  route: Route;
  js: { entry: FileSize[]; lazy: FileSize[] };
  css: { entry: FileSize[]; lazy: FileSize[] };
  fonts: string[];
  problems: string[];
}

interface Navigation {
  from: string;
  to: string;
  /** JS fetched from the hover on: prefetched on intent, or needed by the new page. */
  jsAfterHover: string[];
  jsAfterHoverGzip: number;
  /** Time from the click until the new page settled (last request ended), throttled. */
  clickToSettledMs: number;
  problems: string[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);

function entryUrls(dist: string): { scripts: Set<string>; styles: Set<string> } {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const styles = [...html.matchAll(/<link\b[^>]*rel=["']?stylesheet[^>]*>/gi)]
    .map(([tag]) => /href=["']?([^"'\s>]+)/i.exec(tag)?.[1])
    .filter((href): href is string => !!href)
    .map((href) => distPathOf(href));
  return { scripts: new Set(initialScriptUrls(html).map((u) => distPathOf(u))), styles: new Set(styles) };
}

async function measureRouteSizes(browser: Browser, baseUrl: string, routes: Route[]): Promise<RouteSizes[]> {
  const entry = entryUrls(APP_DIST);
  const results: RouteSizes[] = [];
  for (const route of routes) {
    // The budget's phone (412 × 915, no scrolling): the home page's first screen is what it loads.
    const load = await recordPageLoad(browser, `${baseUrl}${route.path}`, {
      context: { viewport: PHONE_VIEWPORT },
    });
    const split = (urls: string[], entrySet: Set<string>) => {
      const files = urls.map((u) => sizeOf(APP_DIST, distPathOf(u, baseUrl)));
      return {
        entry: files.filter((f) => entrySet.has(f.file)),
        lazy: files.filter((f) => !entrySet.has(f.file)),
      };
    };
    results.push({
      route,
      js: split(load.scripts, entry.scripts),
      css: split(load.styles, entry.styles),
      fonts: load.fonts,
      problems: load.problems,
    });
  }
  return results;
}

/** npm packages whose code is in the given built files, read from their (hidden) source maps. */
function packagesIn(dist: string, files: string[]): string[] {
  const packages = new Set<string>();
  for (const file of files) {
    const mapFile = path.join(dist, `${file}.map`);
    if (!fs.existsSync(mapFile)) continue;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      if (match) packages.add(match[1]!);
    }
  }
  return [...packages].sort();
}

export async function measureNavigation(browser: Browser, baseUrl: string): Promise<Navigation> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const watch = watchNetwork(page);
    await page.goto(`${baseUrl}${HOME_PATH}`, { waitUntil: 'load', timeout: 120_000 });
    await settle(page, watch, { timeoutMs: 120_000 });
    // A link to the list that is on screen at phone width (the menu may be behind its toggle).
    const link = page.locator('main a[href="/home/zh-tw/news"]:visible').first();
    const target = (await link.count()) ? link : page.locator('a[href="/home/zh-tw/news"]:visible').first();
    await target.scrollIntoViewIfNeeded();
    const from = watch.requests.length;
    // Playwright's click hovers first; a visitor's pointer rests on a link a little before pressing.
    await target.hover();
    await page.waitForTimeout(300);
    const clicked = Date.now();
    await target.click();
    await settle(page, watch, { timeoutMs: 120_000 });
    const settledAt = watch.lastActivity();
    const after = summarize(`${baseUrl}/`, watch, from);
    const files = after.scripts.map((u) => sizeOf(APP_DIST, distPathOf(u, baseUrl)));
    return {
      from: HOME_PATH,
      to: new URL(page.url()).pathname,
      jsAfterHover: files.map((f) => f.file),
      jsAfterHoverGzip: sum(files, 'gzipBytes'),
      clickToSettledMs: Math.max(0, settledAt - clicked),
      problems: after.problems,
    };
  } finally {
    await context.close();
  }
}

interface ImageAudit {
  images: number;
  withWidthHeight: number;
  withSrcset: number;
  lazy: number;
  /** `loading="lazy"` on an image in the first screen: it would load late. */
  lazyAboveFold: number;
  /** Images below the first screen that still load at once. */
  eagerBelowFold: number;
}

/** How the route's `<img>` elements are marked up (1280 × 900, after the page settled). */
async function auditImages(page: Page): Promise<ImageAudit> {
  // No nested functions in here: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const audit = {
      images: 0,
      withWidthHeight: 0,
      withSrcset: 0,
      lazy: 0,
      lazyAboveFold: 0,
      eagerBelowFold: 0,
    };
    for (const img of Array.from(document.querySelectorAll('img'))) {
      audit.images += 1;
      if (img.hasAttribute('width') && img.hasAttribute('height')) audit.withWidthHeight += 1;
      if (img.hasAttribute('srcset') || img.closest('picture')?.querySelector('source[srcset]'))
        audit.withSrcset += 1;
      const lazy = img.getAttribute('loading') === 'lazy';
      if (lazy) audit.lazy += 1;
      const box = img.getBoundingClientRect();
      const top = box.top + window.scrollY;
      // A hidden image (a banner slide not on view) is not in the first screen, wherever its box says.
      const shown = box.width > 0 && box.height > 0;
      if (lazy && shown && top < window.innerHeight) audit.lazyAboveFold += 1;
      if (!lazy && top >= window.innerHeight) audit.eagerBelowFold += 1;
    }
    return audit;
  });
}

async function accessibility(browser: Browser, baseUrl: string, routes: Route[]) {
  const results: { route: Route; violations: AxeViolation[]; images: ImageAudit }[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await answerEmbeds(context);
      const page = await context.newPage();
      const watch = watchNetwork(page);
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
      await settle(page, watch);
      const images = await auditImages(page);
      results.push({ route, violations: await runAxe(page, baseUrl), images });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The API calls the home page makes, read from what Chromium requested. */
async function homeApiCalls(browser: Browser, baseUrl: string): Promise<string[]> {
  const load = await recordPageLoad(browser, `${baseUrl}${HOME_PATH}`);
  return [
    ...new Set(
      load.requests
        .filter((r) => new URL(r.url).pathname.startsWith('/api/') && r.method === 'GET')
        .map((r) => r.url.replace(baseUrl, '')),
    ),
  ];
}

const ms = (n: number) => `${Math.round(n)} ms`;
const fmtKiB = (bytes: number) => (bytes / 1024).toFixed(1);
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

async function main(): Promise<void> {
  const startedAt = new Date();
  const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();

  log('building the app and the hello-world (production) …');
  // Source maps name the npm packages in each chunk; this build is measured, never served.
  // `rspack build` writes the server render beside the measured build (.tmp/perf/dist-server/),
  // where scripts/support/site.ts looks for it.
  const appBuildMs = build('the app into .tmp/perf/app-dist', {
    RSPACK_OUT: path.relative(ROOT, APP_DIST),
    SOURCE_MAPS: '1',
  });
  const helloBuildMs = build('the React hello-world into .tmp/perf/hello-dist', {
    RSPACK_ENTRY: './scripts/hello-react/main.tsx',
    RSPACK_OUT: path.relative(ROOT, HELLO_DIST),
  });

  const browser = await launchChromium();
  const chromiumVersion = browser.version();
  try {
    // Sizes, budgets, axe: the server in this process is fine (nothing is timed).
    const site = await serveSite(APP_DIST);
    let routes: Route[];
    let sizes: RouteSizes[];
    let axe: Awaited<ReturnType<typeof accessibility>>;
    let apiCalls: string[];
    try {
      routes = [
        { name: 'home', path: HOME_PATH },
        { name: 'list', path: '/home/zh-tw/news' },
        { name: 'detail', path: await findDetailPath(site.baseUrl) },
      ];
      log('measuring what each route loads …');
      sizes = await measureRouteSizes(browser, site.baseUrl, routes);
      log('running axe-core …');
      axe = await accessibility(browser, site.baseUrl, routes);
      apiCalls = await homeApiCalls(browser, site.baseUrl);
    } finally {
      await site.close();
    }

    const home = sizes[0]!;
    const homeJs = jsSet(
      APP_DIST,
      [...home.js.entry, ...home.js.lazy].map((f) => f.file),
      home.route.path,
    );
    const hello = measureHello(HELLO_DIST);
    const ratio = homeJs.gzipBytes / hello.gzipBytes;
    const budgets = checkPerfBudgets(APP_DIST, homeJs, hello);
    const layouts = layoutChunks(APP_DIST).map((f) => sizeOf(APP_DIST, f));
    const homePackages = packagesIn(
      APP_DIST,
      homeJs.scripts.map((s) => s.file),
    );
    const allJs = fs
      .readdirSync(path.join(APP_DIST, 'assets', 'js'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/js/${f}`);
    const framerInBuild = packagesIn(APP_DIST, allJs).filter(
      (p) => p === 'framer-motion' || p === 'motion-dom',
    );

    // Timed runs: the server in its own process, so it does not share this event loop.
    const server = await startServerProcess(APP_DIST);
    const lab: (LabRun & { runs: number; route: Route })[] = [];
    let navigation: Navigation;
    const load: LoadResult[] = [];
    const lighthouse: (LighthouseRun & { runs: number; route: Route })[] = [];
    try {
      const host = await cpuSlowdownForHost(`${server.baseUrl}${routes[0]!.path}`);
      log(`Lighthouse CPU slowdown ${host.cpuSlowdown} × (benchmarkIndex ${host.benchmarkIndex})`);
      log(`Lighthouse: ${routes.map((r) => r.path).join(', ')}, ${LIGHTHOUSE_RUNS} rounds …`);
      const targets = routes.map((route) => ({ name: route.path, url: `${server.baseUrl}${route.path}` }));
      for (const [i, outcome] of (await lighthouseMedians(targets, LIGHTHOUSE_RUNS, host)).entries()) {
        if ('error' in outcome) throw new Error(`Lighthouse on ${outcome.name}: ${outcome.error}`);
        lighthouse.push({ ...outcome.median, route: routes[i]! });
      }
      for (const route of routes) {
        log(`lab runs: ${route.path} × ${RUNS} …`);
        const runs: LabRun[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await labRun(browser, `${server.baseUrl}${route.path}`));
        lab.push({ ...medianRun(runs), route });
      }
      log('in-app navigation home → list …');
      navigation = await measureNavigation(browser, server.baseUrl);
      log(`server load: ${apiCalls.length} endpoints × ${LOAD_MS} ms, ${CONNECTIONS} connections …`);
      for (const call of apiCalls)
        load.push(await loadTest(server.baseUrl, call, { connections: CONNECTIONS, durationMs: LOAD_MS }));
    } finally {
      await server.close();
    }

    const report = {
      measuredAt: startedAt.toISOString(),
      commit,
      machine: {
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
        node: process.version,
        chromium: chromiumVersion,
      },
      build: { appMs: appBuildMs, helloMs: helloBuildMs },
      budget: {
        homeGzip: homeJs.gzipBytes,
        homeBrotli: homeJs.brotliBytes,
        helloGzip: hello.gzipBytes,
        ratio,
        limitIssue4: MAX_RATIO,
        limitIssue6: HOME_MAX_RATIO,
        checks: budgets,
      },
      routes: sizes,
      layouts,
      homePackages,
      framerMotionInBuild: framerInBuild,
      lighthouse: {
        runs: LIGHTHOUSE_RUNS,
        results: lighthouse,
        checks: lighthouse.flatMap((l) => checkLighthouse(l.route.name, l)),
      },
      lab: {
        conditions: { mobile: MOBILE, network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, runs: RUNS },
        results: lab,
      },
      navigation,
      accessibility: axe.map((a) => ({ route: a.route, violations: a.violations })),
      images: axe.map((a) => ({ route: a.route, ...a.images })),
      server: { connections: CONNECTIONS, durationMs: LOAD_MS, results: load },
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(OUT_DIR, 'report.md'), markdown(report));
    log(`\nhome JS ${homeJs.gzipBytes} B gzip = ${ratio.toFixed(3)} × hello-world (${hello.gzipBytes} B)`);
    log(`report: ${path.relative(ROOT, path.join(OUT_DIR, 'report.md'))}`);
  } finally {
    await browser.close();
  }
}

type Report = {
  measuredAt: string;
  commit: string;
  machine: { cpus: number; loadAverage: number[]; node: string; chromium: string };
  build: { appMs: number; helloMs: number };
  budget: {
    homeGzip: number;
    homeBrotli: number;
    helloGzip: number;
    ratio: number;
    limitIssue4: number;
    limitIssue6: number;
    checks: ReturnType<typeof checkPerfBudgets>;
  };
  routes: RouteSizes[];
  layouts: FileSize[];
  homePackages: string[];
  framerMotionInBuild: string[];
  lighthouse: {
    runs: number;
    results: (LighthouseRun & { runs: number; route: Route })[];
    checks: ReturnType<typeof checkLighthouse>;
  };
  lab: { results: (LabRun & { runs: number; route: Route })[] };
  navigation: Navigation;
  accessibility: { route: Route; violations: AxeViolation[] }[];
  images: (ImageAudit & { route: Route })[];
  server: { connections: number; durationMs: number; results: LoadResult[] };
};

function markdown(r: Report): string {
  const sizeRow = (s: RouteSizes) => {
    const js = [...s.js.entry, ...s.js.lazy];
    const css = [...s.css.entry, ...s.css.lazy];
    return [
      `${s.route.name} \`${s.route.path}\``,
      js.length,
      fmtKiB(sum(s.js.entry, 'gzipBytes')),
      fmtKiB(sum(s.js.lazy, 'gzipBytes')),
      fmtKiB(sum(js, 'gzipBytes')),
      fmtKiB(sum(js, 'brotliBytes')),
      `${fmtKiB(sum(css, 'gzipBytes'))} / ${fmtKiB(sum(css, 'brotliBytes'))}`,
      s.fonts.length,
    ];
  };
  const home = r.routes[0]!;
  const largestLayout = [...r.layouts].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  const good = (value: number, limit: number) => (value <= limit ? '✓' : '✗');
  const impactCount = (v: AxeViolation[], impact: string) => v.filter((x) => x.impact === impact).length;
  return `# Performance report

Measured ${r.measuredAt} at commit \`${r.commit}\` on ${r.machine.cpus} CPU(s) (load average
${r.machine.loadAverage.join(', ')} — other work on the machine skews timings, not sizes), Node ${r.machine.node},
Chromium ${r.machine.chromium}. Produced by \`npm run perf\` (scripts/perf.ts); method and history in
docs/performance.md.

## Build

| build | time |
| --- | --- |
| app, rspack production (\`rspack build\`, wall clock incl. start-up) | ${ms(r.build.appMs)} |
| React hello-world, same config | ${ms(r.build.helloMs)} |

## Budgets

Home page JS before any interaction (what Chromium loads for \`/home/zh-tw\` until the network is idle
plus 1 s, sizes gzip 9 from the build): **${r.budget.homeGzip} B** (${kib(r.budget.homeGzip)}; brotli
${kib(r.budget.homeBrotli)}) against the React hello-world's ${r.budget.helloGzip} B:
**${r.budget.ratio.toFixed(3)} ×**.

| budget | limit | status |
| --- | --- | --- |
| home JS / hello-world (CI) | ≤ ${r.budget.limitIssue4} × | ${r.budget.ratio <= r.budget.limitIssue4 ? 'within' : '**over**'} (${r.budget.ratio.toFixed(3)} ×) |
${r.budget.checks.map((c) => `| ${c.name} | ${c.enforced ? 'CI' : 'reported only'} | ${c.ok ? 'within' : '**over**'} (${c.detail}) |`).join('\n')}

## What each route loads (no interaction)

KiB; "entry" = the scripts of index.html, "lazy" = chunks the route pulls in on its own.

${table(
  [
    'route',
    'JS files',
    'JS entry gzip',
    'JS lazy gzip',
    'JS gzip',
    'JS brotli',
    'CSS gzip / brotli',
    'web fonts',
  ],
  r.routes.map(sizeRow),
)}

Home page files:

${table(
  ['file', 'kind', 'bytes', 'gzip', 'brotli'],
  [
    ...home.js.entry.map((f) => ({ ...f, kind: 'entry' })),
    ...home.js.lazy.map((f) => ({ ...f, kind: 'lazy' })),
  ].map((f) => [`\`${f.file}\``, f.kind, f.bytes, f.gzipBytes, f.brotliBytes]),
)}

npm packages in the home page's JS (from the source maps): ${r.homePackages.map((p) => `\`${p}\``).join(', ')}.

framer-motion in the build: ${r.framerMotionInBuild.length ? `**yes** (${r.framerMotionInBuild.join(', ')})` : 'none (not imported anywhere)'}.
Web fonts requested: ${r.routes.every((s) => s.fonts.length === 0) ? 'none on any route (system CJK font stack)' : r.routes.map((s) => `${s.route.name}: ${s.fonts.join(', ')}`).join('; ')}.

Layout chunks (\`layout-*.js\`): ${r.layouts.length}, largest \`${largestLayout?.file}\` at ${kib(largestLayout?.gzipBytes ?? 0)} gzip (limit 20 KB).
${r.routes.some((s) => s.problems.length) ? `\nProblems while loading: ${r.routes.flatMap((s) => s.problems).join('; ')}\n` : ''}
## Lighthouse

Lighthouse 13 from npm on Debian's Chromium, default configuration (mobile emulation, simulated Slow 4G)
with the CPU slowdown calibrated to this machine: ${r.lighthouse.results[0]?.cpuSlowdown ?? 4} × for its benchmarkIndex of
${r.lighthouse.results[0]?.benchmarkIndex ?? '?'} (4 × is Lighthouse's default for 1500, scripts/support/lighthouse.ts); each metric the median of ${r.lighthouse.runs} runs per route, the LCP element that of the median-LCP run. Goal: performance ≥ ${LIGHTHOUSE_GOAL.performance}, LCP ≤ ${LIGHTHOUSE_GOAL.lcpMs} ms; budgets:
performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs} ms, accessibility = ${LIGHTHOUSE_BUDGETS.accessibility}.

${table(
  ['route', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'LCP element'],
  r.lighthouse.results.map((l) => [
    `${l.route.name} \`${l.route.path}\``,
    `${l.performance} ${l.performance >= LIGHTHOUSE_BUDGETS.performance ? '✓' : '✗'}`,
    `${l.accessibility} ${l.accessibility >= LIGHTHOUSE_BUDGETS.accessibility ? '✓' : '✗'}`,
    ms(l.fcpMs),
    ms(l.lcpMs),
    ms(l.tbtMs),
    l.cls,
    ms(l.speedIndexMs),
    l.lcpElement,
  ]),
)}
${r.lighthouse.results.some((l) => l.warnings.length) ? `\nLighthouse warnings: ${[...new Set(r.lighthouse.results.flatMap((l) => l.warnings))].join('; ')}\n` : ''}
## Lab metrics measured with CDP

What Lighthouse's simulation does not show: the LCP element and when the page settled. Each route is loaded cold ${r.lab.results[0]?.runs ?? 0} times in Chromium under Lighthouse's mobile
conditions — 412 × 823 px at DPR 1.75, CPU 4× slower, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up
(applied by CDP, not simulated) — and the median is shown. FCP, LCP, CLS and long tasks come from
PerformanceObserver in the page; TBT sums long-task time beyond 50 ms from FCP to the load event (and to
the moment the page settled, as this app renders its content after \`load\`). Limits: Lighthouse's "good"
thresholds for mobile.

${table(
  [
    'route',
    'FCP',
    'LCP',
    'CLS',
    'TBT to load',
    'TBT to settled',
    'TTFB',
    'load',
    'settled',
    'requests',
    'transfer KiB',
    'JS KiB',
    'fonts',
  ],
  r.lab.results.map((l) => [
    l.route.name,
    `${ms(l.fcpMs)} ${good(l.fcpMs, 1800)}`,
    `${ms(l.lcpMs)} ${good(l.lcpMs, 2500)}`,
    `${l.cls} ${good(l.cls, 0.1)}`,
    `${ms(l.tbtToLoadMs)} ${good(l.tbtToLoadMs, 200)}`,
    ms(l.tbtToSettledMs),
    ms(l.ttfbMs),
    ms(l.loadMs),
    ms(l.settledMs),
    l.requests,
    fmtKiB(l.transferBytes),
    fmtKiB(l.jsTransferBytes),
    l.fontRequests,
  ]),
)}

Largest contentful paint: ${r.lab.results.map((l) => `${l.route.name} → ${l.lcpElement || 'n/a'}`).join('; ')}.
${r.lab.results.some((l) => l.problems.length) ? `\nProblems during lab runs: ${[...new Set(r.lab.results.flatMap((l) => l.problems))].join('; ')}\n` : ''}
In-app navigation ${r.navigation.from} → ${r.navigation.to} (same throttling, pointer resting 300 ms on the
link before the click): ${ms(r.navigation.clickToSettledMs)} from click to settled; JS fetched from the hover on:
${r.navigation.jsAfterHover.length} file(s), ${kib(r.navigation.jsAfterHoverGzip)} gzip.

## Images (1280 × 900)

${table(
  ['route', 'img', 'width + height', 'srcset', 'loading=lazy', 'lazy in first screen', 'eager below it'],
  r.images.map((i) => [
    i.route.name,
    i.images,
    i.withWidthHeight,
    i.withSrcset,
    i.lazy,
    i.lazyAboveFold,
    i.eagerBelowFold,
  ]),
)}

(The demo images are SVGs without \`transform\` variants, so they have no \`srcset\`; the CMS's raster images get one.)

## Accessibility (axe-core, WCAG 2.0–2.2 A/AA, 1280 px)

${table(
  ['route', 'violations', 'critical', 'serious', 'moderate', 'minor'],
  r.accessibility.map((a) => [
    a.route.name,
    a.violations.length,
    impactCount(a.violations, 'critical'),
    impactCount(a.violations, 'serious'),
    impactCount(a.violations, 'moderate'),
    impactCount(a.violations, 'minor'),
  ]),
)}
${r.accessibility.flatMap((a) => a.violations.map((v) => `- ${a.route.name}: ${v.id} [${v.impact}] ${v.help} (${v.nodeCount})`)).join('\n')}

## Server: the home page's API calls

The reference server in its own process (temporary SQLite database), ${r.server.connections} keep-alive connections
sending GETs back to back for ${r.server.durationMs} ms per endpoint, measured with autocannon on loopback
(scripts/support/load-test.ts; the load generator shares the machine's CPUs with the server).

${table(
  ['endpoint', 'req/s', 'p50', 'p90', 'p99', 'max', 'errors', 'non-2xx', 'bytes/response'],
  r.server.results.map((l) => [
    `\`${l.path}\``,
    l.requestsPerSecond,
    `${l.latencyMs.p50} ms`,
    `${l.latencyMs.p90} ms`,
    `${l.latencyMs.p99} ms`,
    `${l.latencyMs.max} ms`,
    l.errors,
    l.non2xx,
    l.bytesPerResponse,
  ]),
)}
`;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `perf: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  });
}
