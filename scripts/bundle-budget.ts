/**
 * `npm run budget`: the JavaScript the home page loads, gzip-compressed (level 9),
 * may be at most 2.2 times that of a bare React 19 hello-world built with the same rspack config.
 *
 * The SET of files is every script Chromium fetches for `/home/zh-tw` from a started reference
 * server (temporary database, dist/ and its server render, as served by default; ephemeral port) on
 * a 412 × 915 phone viewport, with no scrolling and no interaction, until the network is idle plus
 * one second: entry scripts, the lazy page, frame and first-screen section chunks, and anything
 * prefetched meanwhile. Their SIZES are read from dist/. The home page is loaded twice and both sets
 * must be the same file for file (the first screen is a fixed number of sections, so "near" is
 * deterministic: src/ui/pages/near-viewport.tsx). The hello-world's set is the scripts of its
 * index.html (it loads nothing else). Reads dist/ as built by `npm run build` (built here first only
 * when missing); always rebuilds the hello-world into .tmp/hello-dist. Writes .tmp/bundle-budget.json.
 *
 * After this check, the performance budgets (scripts/perf-budgets.ts) run over the same measurement, then
 * Lighthouse (goal printed, ≥ 95 and LCP ≤ 2.2 s enforced), on home, a list, a detail and
 * a photo page whose lead image is a 2,400 × 1,600 JPEG uploaded through the API (the bytes a phone
 * downloads of it are printed). `-- --compare-server-render`
 * instead runs Lighthouse on the same routes with the server render off and on, side by side.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { JsSet } from './support/budget-types';

export type { JsSet };
import { budgetsPass, checkPerfBudgets, printBudgetResults, type BudgetResult } from './perf-budgets';
import {
  checkLighthouse,
  cpuSlowdownForHost,
  describeLighthouse,
  LIGHTHOUSE_RUNS as DEFAULT_LIGHTHOUSE_RUNS,
  lighthouseMedians,
  type LighthouseMedian,
  lighthouseRun,
  medianOf,
  printLighthouseGoal,
  type LighthouseRun,
} from './support/lighthouse';
import { startServerProcess } from './support/server-process';
import { recordPageLoad } from './support/page-load';
import { publishPhotoPage, uploadBytesOf } from './support/photo-page';
import { findDetailPath, launchChromium, PHONE_VIEWPORT, ROOT, serveSite } from './support/site';
import { distPathOf, kib, sizeOf, sum } from './support/sizes';

export const MAX_RATIO = 2.2;
export const HOME_PATH = '/home/zh-tw';

/** dist/ unless BUDGET_DIST names another build (experiments; CI always measures dist/). */
const APP_DIST = path.resolve(ROOT, process.env.BUDGET_DIST ?? 'dist');
const HELLO_DIST = path.join(ROOT, '.tmp', 'hello-dist');
const REPORT = path.join(ROOT, '.tmp', 'bundle-budget.json');

/** Script URLs an HTML page fetches on load: classic/module scripts and preloaded modules, in order, once each. */
export function initialScriptUrls(html: string): string[] {
  const urls: string[] = [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      // `nomodule` scripts are for browsers without ES modules; current browsers skip them.
      const src = attr(tag, 'src');
      if (src && !/\snomodule\b/i.test(tag)) urls.push(src);
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (
      rel.includes('modulepreload') ||
      (rel.includes('preload') && (attr(tag, 'as') ?? '').toLowerCase() === 'script')
    ) {
      urls.push(href);
    }
  }
  return [...new Set(urls)];
}

export function jsSet(dist: string, files: string[], source: string): JsSet {
  if (files.length === 0) throw new Error(`${source}: no script at all (is ${dist} a build of the app?)`);
  const scripts = files.map((file) => sizeOf(dist, file));
  return {
    dist: path.relative(ROOT, dist),
    source,
    scripts,
    bytes: sum(scripts, 'bytes'),
    gzipBytes: sum(scripts, 'gzipBytes'),
    brotliBytes: sum(scripts, 'brotliBytes'),
  };
}

/** The hello-world loads its index.html's scripts and nothing else. */
export function measureHello(dist: string): JsSet {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return jsSet(
    dist,
    initialScriptUrls(html).map((u) => distPathOf(u)),
    'index.html scripts',
  );
}

/**
 * A page's JS as Chromium loads it for a visitor on a phone (412 × 915, no scrolling) from the
 * reference server serving `dist`, `times` cold loads in a row (one JsSet per load).
 */
export async function measurePage(
  dist: string,
  pagePath: string | ((baseUrl: string) => Promise<string>),
  times = 1,
): Promise<JsSet[]> {
  const site = await serveSite(dist);
  try {
    const target = typeof pagePath === 'string' ? pagePath : await pagePath(site.baseUrl);
    const browser = await launchChromium();
    try {
      const sets: JsSet[] = [];
      for (let i = 0; i < times; i += 1) {
        const load = await recordPageLoad(browser, `${site.baseUrl}${target}`, {
          ready: 'main',
          context: { viewport: PHONE_VIEWPORT },
        });
        if (load.problems.length > 0)
          throw new Error(`${target} did not load cleanly:\n  ${load.problems.join('\n  ')}`);
        sets.push(
          jsSet(
            dist,
            load.scripts.map((u) => distPathOf(u, site.baseUrl)),
            `Chromium, ${target}, ${PHONE_VIEWPORT.width} × ${PHONE_VIEWPORT.height}, ` +
              `${site.serverRendered ? 'server-rendered' : 'rendered in the browser'}, ` +
              `no scrolling, network idle + 1 s`,
          ),
        );
      }
      return sets;
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
}

/** How many cold loads of the home page must agree file for file (BUDGET_HOME_RUNS, default 2). */
const HOME_RUNS = Math.max(1, Number(process.env.BUDGET_HOME_RUNS ?? 2));

/** The home page's JS as Chromium loads it from the reference server serving `dist` (first load). */
export const measureHome = async (dist: string): Promise<JsSet> => (await measurePage(dist, HOME_PATH))[0]!;

/** Files one load fetched and another did not, both ways; empty when every load agrees. */
export function setDifference(sets: readonly JsSet[]): string[] {
  const files = sets.map((set) => new Set(set.scripts.map((s) => s.file)));
  const all = [...new Set(files.flatMap((set) => [...set]))].sort();
  return all
    .map((file) => [file, files.map((set, i) => (set.has(file) ? i + 1 : 0)).filter(Boolean)] as const)
    .filter(([, loads]) => loads.length !== files.length)
    .map(([file, loads]) => `${file} (load ${loads.join(', ') || 'none'} of ${files.length})`);
}

/** Chunks only an editor may load: a visitor's page that fetches one fails the budget. */
export const EDITOR_CHUNK = /(^|\/)(editor|editing-kit|edit-entry)\./;

/**
 * The other public pages a visitor opens, with what they load: the editor must cost them nothing.
 * Their sizes are reported; any editor chunk among their files fails.
 */
async function visitorPages(dist: string): Promise<BudgetResult[]> {
  const pages: Array<[string, string | ((baseUrl: string) => Promise<string>)]> = [
    ['list', '/home/zh-tw/news'],
    ['detail', findDetailPath],
    ['single page', '/home/zh-tw/about'],
  ];
  const results: BudgetResult[] = [];
  for (const [name, target] of pages) {
    const [js] = await measurePage(dist, target);
    if (!js) throw new Error(`${name}: not measured`);
    const editorFiles = js.scripts.map((s) => s.file).filter((file) => EDITOR_CHUNK.test(file));
    process.stdout.write(`visitor JS, ${name}: ${js.gzipBytes} B gzip, ${js.scripts.length} file(s)\n`);
    results.push({
      name: `no editor code for a visitor (${name})`,
      ok: editorFiles.length === 0,
      enforced: true,
      detail:
        editorFiles.length === 0
          ? `${js.gzipBytes} B gzip in ${js.scripts.length} file(s), none of them the editor's`
          : `loads ${editorFiles.join(', ')}`,
    });
  }
  return results;
}

export function build(label: string, env: Record<string, string>): number {
  const started = Date.now();
  const result = spawnSync('npx', ['rspack', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}\n${result.stderr ?? ''}\n`);
    throw new Error(`building ${label} failed (exit ${result.status})`);
  }
  const ms = Date.now() - started;
  process.stdout.write(`built ${label} in ${(ms / 1000).toFixed(1)} s\n`);
  return ms;
}

export const buildHello = (outDir: string = HELLO_DIST): number =>
  build(`the React hello-world into ${path.relative(ROOT, outDir)}`, {
    RSPACK_ENTRY: './scripts/hello-react/main.tsx',
    RSPACK_OUT: path.relative(ROOT, outDir),
  });

export const fileRows = (js: JsSet): string =>
  js.scripts.map((s) => `    ${s.file}  ${kib(s.bytes)} → ${kib(s.gzipBytes)} gzip`).join('\n');

/** The routes Lighthouse measures: home, a list and a detail of the demo site. */
async function lighthouseRoutes(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  return [
    { name: 'home', path: HOME_PATH },
    { name: 'list', path: '/home/zh-tw/news' },
    { name: 'detail', path: await findDetailPath(baseUrl) },
  ];
}

const LIGHTHOUSE_RUNS = Number(process.env.BUDGET_LIGHTHOUSE_RUNS ?? DEFAULT_LIGHTHOUSE_RUNS);

/**
 * Lighthouse on home, a list, a detail and the photo page, the median of 7 cold runs each
 * (`LIGHTHOUSE_RUNS` in support/lighthouse.ts says why seven; BUDGET_LIGHTHOUSE_RUNS), taken in
 * rounds over the pages (`lighthouseMedians`), against the server in its own process as `npm run
 * serve` starts it (server render on). BUDGET_SKIP_LIGHTHOUSE=1 leaves it out.
 */
async function lighthouseBudgets(dist: string): Promise<BudgetResult[]> {
  if (process.env.BUDGET_SKIP_LIGHTHOUSE === '1') return [];
  printLighthouseGoal(LIGHTHOUSE_RUNS);
  const server = await startServerProcess(dist);
  try {
    const host = await cpuSlowdownForHost(`${server.baseUrl}${HOME_PATH}`);
    process.stdout.write(
      `Lighthouse CPU slowdown ${host.cpuSlowdown} × (this machine's benchmarkIndex ${host.benchmarkIndex}; ` +
        `4 × is Lighthouse's default for an index of 1500)\n`,
    );
    const results: BudgetResult[] = [];
    const targets = (await lighthouseRoutes(server.baseUrl)).map((route) => ({
      name: route.name,
      url: `${server.baseUrl}${route.path}`,
    }));
    const photo = await publishPhotoPage(server.baseUrl).catch((error: unknown) => {
      results.push(didNotRun('photo', error));
      return undefined;
    });
    if (photo) targets.push({ name: 'photo', url: `${server.baseUrl}${photo.path}` });
    for (const outcome of await lighthouseMedians(targets, LIGHTHOUSE_RUNS, host)) {
      // A browser that cannot run Lighthouse at all (a crash, a missing binary) is reported, not
      // scored: the size budgets above still decide the run.
      if ('error' in outcome) {
        results.push(didNotRun(outcome.name, outcome.error));
        continue;
      }
      process.stdout.write(`${describeLighthouse(outcome.name, outcome.median)}\n`);
      results.push(...checkLighthouse(outcome.name, outcome.median));
      if (photo && outcome.name === 'photo') results.push(photoHeroBudget(photo, outcome.median));
    }
    return results;
  } finally {
    await server.close();
  }
}

function didNotRun(name: string, error: unknown): BudgetResult {
  const reason = error instanceof Error ? error.message : String(error);
  return { name: `Lighthouse (${name})`, ok: false, enforced: false, detail: `did not run: ${reason}` };
}

/**
 * The photo page is an article whose lead image is a 2,400 × 1,600 JPEG uploaded through the API
 * (scripts/support/photo-page.ts), under the same goal and budgets as the other routes; beside them,
 * the bytes a phone downloads of the photo against the original's.
 */
function photoHeroBudget(
  page: Awaited<ReturnType<typeof publishPhotoPage>>,
  run: LighthouseMedian,
): BudgetResult {
  const hero = uploadBytesOf(run.images, page.upload.original);
  process.stdout.write(
    `photo page hero: the original is ${page.upload.size} B (${kib(page.upload.size)}); ` +
      `a phone downloaded ${hero.bytes} B (${kib(hero.bytes)}): ${hero.urls.join(', ') || 'nothing'}\n`,
  );
  return {
    name: 'photo page: a phone downloads a variant of the hero, not its original',
    ok: hero.urls.length > 0 && hero.urls.every((url) => !url.includes('/original.')),
    enforced: true,
    detail: `${hero.urls.join(', ') || 'nothing'}: ${kib(hero.bytes)} of ${kib(page.upload.size)}`,
  };
}

/**
 * `npm run budget -- --compare-server-render`: two servers over the same dist/, one with SERVER_RENDER=off (the page rendered in the
 * browser from an empty body, as before the server render) and one with it on; each route's runs alternate
 * between them (off, on, off, on …), so a slow stretch of the machine falls on both alike. Prints each
 * side's medians and LCP element and a Markdown table for the note; enforces nothing. Not in CI
 * (about four minutes).
 */
async function compareServerRender(dist: string): Promise<void> {
  printLighthouseGoal(LIGHTHOUSE_RUNS);
  const sides = [
    { name: 'SERVER_RENDER=off', env: { SERVER_RENDER: 'off' } },
    { name: 'SERVER_RENDER=on', env: { SERVER_RENDER: 'on' } },
  ];
  const servers = await Promise.all(sides.map((side) => startServerProcess(dist, side.env)));
  try {
    const host = await cpuSlowdownForHost(`${servers[1]!.baseUrl}${HOME_PATH}`);
    process.stdout.write(
      `Lighthouse CPU slowdown ${host.cpuSlowdown} × (benchmarkIndex ${host.benchmarkIndex}), ` +
        `${LIGHTHOUSE_RUNS} runs per route and side, alternating\n`,
    );
    const rows: string[] = [];
    for (const route of await lighthouseRoutes(servers[0]!.baseUrl)) {
      const runs: LighthouseRun[][] = sides.map(() => []);
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        for (const [s, server] of servers.entries()) {
          runs[s]!.push(await lighthouseRun(`${server.baseUrl}${route.path}`, host));
        }
      }
      for (const [s, side] of sides.entries()) {
        const median = medianOf(runs[s]!);
        process.stdout.write(`${describeLighthouse(`${route.name}, ${side.name}`, median)}\n`);
        rows.push(
          `| ${route.name} | ${side.name} | ${median.performance} (${median.scores.join(', ')}) | ` +
            `${median.fcpMs} ms | ${median.lcpMs} ms | ${median.tbtMs} ms | ${median.cls} | ${median.lcpElement} |`,
        );
      }
    }
    process.stdout.write(
      [
        '',
        `| route | server | performance (runs) | FCP | LCP | TBT | CLS | LCP element |`,
        `| --- | --- | --- | --- | --- | --- | --- | --- |`,
        ...rows,
        '',
      ].join('\n'),
    );
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(APP_DIST, 'index.html'))) build('the app into dist/', {});
  if (process.argv.includes('--compare-server-render')) {
    await compareServerRender(APP_DIST);
    return;
  }
  buildHello();

  const loads = await measurePage(APP_DIST, HOME_PATH, HOME_RUNS);
  const app = loads[0]!;
  const differences = setDifference(loads);
  const deterministic = differences.length === 0;
  const hello = measureHello(HELLO_DIST);
  const ratio = app.gzipBytes / hello.gzipBytes;
  const ok = ratio <= MAX_RATIO && deterministic;

  process.stdout.write(
    [
      '',
      `home page (${app.source}):`,
      `  ${app.gzipBytes} B gzip (${kib(app.gzipBytes)}), ${app.scripts.length} file(s)`,
      fileRows(app),
      `React hello-world (${hello.source}):`,
      `  ${hello.gzipBytes} B gzip (${kib(hello.gzipBytes)}), ${hello.scripts.length} file(s)`,
      fileRows(hello),
      `ratio: ${ratio.toFixed(3)} × (limit ${MAX_RATIO} ×) → ${ratio <= MAX_RATIO ? 'within budget' : 'OVER BUDGET'}`,
      `${loads.length} cold loads of the home page: ` +
        (deterministic
          ? `the same ${app.scripts.length} files, ${loads.map((l) => l.gzipBytes).join(' = ')} B`
          : `DIFFERENT files (what is near must be deterministic): ${differences.join('; ')}`),
      '',
    ].join('\n'),
  );

  const perf = [
    ...checkPerfBudgets(APP_DIST, app, hello),
    ...(await visitorPages(APP_DIST)),
    ...(await lighthouseBudgets(APP_DIST)),
  ];
  printBudgetResults(perf);

  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), gzipLevel: 9, maxRatio: MAX_RATIO, ratio, ok, deterministic, differences, app, hello, perfBudgets: perf }, null, 2)}\n`,
  );
  process.stdout.write(`report: ${path.relative(ROOT, REPORT)}\n`);
  if (!ok || !budgetsPass(perf)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`bundle budget: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
