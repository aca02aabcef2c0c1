/**
 * Lighthouse 13 (the npm package) on Debian's Chromium: its default configuration, that is mobile
 * emulation (Moto G Power) and simulated throttling (Slow 4G), categories performance and
 * accessibility, with the CPU slowdown calibrated to the machine (below). Chromium is started by
 * playwright-core with the brief's flags plus a debugging port for Lighthouse to drive; a fresh
 * browser per run, so no run sees another's cache.
 */
import net from 'node:net';
import { chromium } from 'playwright-core';
import type { BudgetResult } from './budget-types';
import { CHROMIUM_ARGS } from './site';

export interface LighthouseRun {
  url: string;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * What the largest contentful paint was, as Lighthouse names it (its LCP element audit: in
   * Lighthouse 13 `lcp-breakdown-insight`, formerly `largest-contentful-paint-element`): the node's
   * label and its selector.
   */
  lcpElement: string;
  /** Lighthouse's own warnings (an unreachable page, a throttling problem …). */
  warnings: string[];
  /** The images the page downloaded, with the bytes each took on the wire. */
  images: Array<{ url: string; transferSize: number }>;
  /** The CPU slowdown the run simulated, and the machine's benchmark it was calibrated from. */
  cpuSlowdown: number;
  benchmarkIndex: number;
  /**
   * The page's main-thread work as this machine did it, unthrottled (Lighthouse's
   * `mainthread-work-breakdown` divided by the slowdown it multiplied in): the time the simulation
   * starts from.
   */
  mainThreadMs: number;
  /**
   * The main-thread work the browser's other renderers did during the run (`otherRenderersMsOf`):
   * work that shared the machine's two cores with the page and is not the page's.
   */
  otherRenderersMs: number;
}

/**
 * The machine Lighthouse's default 4× CPU slowdown is meant for: a high-end desktop, whose
 * benchmarkIndex starts at 1500 (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown").
 * On a slower machine the same 4× emulates a slower phone than Lighthouse intends, so the score
 * moves with the machine and not with the code: the same unchanged build scored 95–97 on one
 * machine and 89/93/89 on this one (benchmarkIndex 900–940). The docs' answer is a multiplier in
 * proportion to the machine's index; 1500, the bottom of the 4× bracket, is the strictest choice.
 */
export const REFERENCE_BENCHMARK_INDEX = 1500;

/** The CPU slowdown that makes this machine the phone Lighthouse emulates: 4 × index / 1500, at least 1. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round(((4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 10) / 10);
}

/**
 * The machine's benchmarkIndex as Lighthouse reports it: Lighthouse runs its benchmark inside its own
 * session, which reads about a third lower than the same function on a bare page (930 against 1420
 * here), and the brackets of its docs are in its own reading. So it is taken from short Lighthouse
 * runs of `url` (one audit), the median of three, as one reading moves by about 5 %.
 */
export async function hostBenchmarkIndex(url: string): Promise<number> {
  const { default: lighthouse } = await import('lighthouse');
  const readings: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    try {
      const result = await lighthouse(url, {
        port,
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint'],
      });
      readings.push(result?.lhr.environment.benchmarkIndex ?? NaN);
    } finally {
      await browser.close();
    }
  }
  readings.sort((a, b) => a - b);
  return Math.round(readings[1]!);
}

/** The slowdown of this run: BUDGET_CPU_SLOWDOWN when set (4 repeats Lighthouse's default), else calibrated. */
export async function cpuSlowdownForHost(
  url: string,
): Promise<{ cpuSlowdown: number; benchmarkIndex: number }> {
  const benchmarkIndex = await hostBenchmarkIndex(url);
  const forced = Number(process.env.BUDGET_CPU_SLOWDOWN);
  return { benchmarkIndex, cpuSlowdown: forced > 0 ? forced : calibratedCpuSlowdown(benchmarkIndex) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How far a run's own reading of the machine may stray from its calibration before it is run again. */
export const CALIBRATION_TOLERANCE = { slower: 0.8, faster: 1.25 } as const;
/** Runs made again at a new calibration, at most, before a run is kept as it is. */
const RECALIBRATIONS = 2;

/**
 * The calibration a run should have had, when its own reading of the machine says the machine was
 * not the one calibrated for: Lighthouse measures the machine again at the start of every run
 * (`environment.benchmarkIndex`, on the same basis as `hostBenchmarkIndex`). Undefined when the
 * reading is within `CALIBRATION_TOLERANCE` of the calibration, or is no number.
 */
export function recalibrationFor(
  host: { cpuSlowdown: number; benchmarkIndex: number },
  measuredIndex: number,
): { cpuSlowdown: number; benchmarkIndex: number } | undefined {
  if (!Number.isFinite(measuredIndex) || measuredIndex <= 0) return undefined;
  const drift = measuredIndex / host.benchmarkIndex;
  if (drift >= CALIBRATION_TOLERANCE.slower && drift <= CALIBRATION_TOLERANCE.faster) return undefined;
  const benchmarkIndex = Math.round(measuredIndex);
  return { benchmarkIndex, cpuSlowdown: calibratedCpuSlowdown(benchmarkIndex) };
}

/**
 * One cold run of `url` whose CPU slowdown fits the machine while it ran. This shared two-core
 * machine's speed moves within minutes: a calibration read benchmarkIndex 1690, so the runs after it
 * emulated a phone at 4.5 ×, and as the machine slowed under them the same build that scores 99
 * measured 86–93 with 266–363 ms of blocking time, a slower phone than Lighthouse means. A run whose
 * own reading strays from its calibration by more than `CALIBRATION_TOLERANCE` is made again at the
 * slowdown for that reading, up to twice; the run kept names the calibration it ran at. A slowdown
 * forced by BUDGET_CPU_SLOWDOWN is kept whatever the reading.
 */
export async function lighthouseRun(
  url: string,
  host: { cpuSlowdown: number; benchmarkIndex: number },
): Promise<LighthouseRun> {
  const forced = Number(process.env.BUDGET_CPU_SLOWDOWN) > 0;
  let calibration = host;
  for (let attempt = 0; ; attempt += 1) {
    const { run, measuredIndex } = await lighthouseRunOnce(url, calibration);
    const better =
      forced || attempt === RECALIBRATIONS ? undefined : recalibrationFor(calibration, measuredIndex);
    if (!better) return run;
    calibration = better;
  }
}

async function lighthouseRunOnce(
  url: string,
  host: { cpuSlowdown: number; benchmarkIndex: number },
): Promise<{ run: LighthouseRun; measuredIndex: number }> {
  // ESM-only package, loaded when used (Node 20 loads it through dynamic import).
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: host.cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const run: LighthouseRun = {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      speedIndexMs: Math.round(numeric('speed-index')),
      lcpElement: lcpElementOf(lhr.audits),
      warnings: lhr.runWarnings,
      images: imageRequestsOf(lhr.audits['network-requests']?.details),
      ...host,
      mainThreadMs: Math.round(numeric('mainthread-work-breakdown') / host.cpuSlowdown),
      otherRenderersMs: otherRenderersMsOf(traceEventsOf(result.artifacts)),
    };
    return { run, measuredIndex: lhr.environment.benchmarkIndex };
  } finally {
    await browser.close();
  }
}

/** The image requests of Lighthouse's network-requests audit, with their transfer sizes. */
export function imageRequestsOf(details: unknown): Array<{ url: string; transferSize: number }> {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items
    .filter((item: { resourceType?: unknown }) => item.resourceType === 'Image')
    .map((item: { url?: unknown; transferSize?: unknown }) => ({
      url: String(item.url),
      transferSize: Number(item.transferSize ?? 0),
    }));
}

/** A node Lighthouse names in an audit's details (type `node`), searched through lists and tables. */
interface NodeDetail {
  type: 'node';
  nodeLabel?: string;
  selector?: string;
  snippet?: string;
}

function findNode(details: unknown, depth = 0): NodeDetail | null {
  if (!details || typeof details !== 'object' || depth > 6) return null;
  if ((details as { type?: unknown }).type === 'node') return details as NodeDetail;
  const record = details as Record<string, unknown>;
  for (const value of [record.items, record.node, ...(Array.isArray(details) ? details : [])]) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = findNode(item, depth + 1);
        if (found) return found;
      }
    } else {
      const found = findNode(value, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** The LCP element's label and selector, from whichever of Lighthouse's two LCP element audits ran. */
export function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): string {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const node = findNode(audits[id]?.details);
    if (!node) continue;
    const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const where = node.selector ?? node.snippet ?? '';
    return [label && `"${label}"`, where && `(${where})`].filter(Boolean).join(' ') || 'unnamed node';
  }
  return 'not named';
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** `runs` cold runs of one route: each metric's median (Lighthouse's own advice for variance). */
export interface LighthouseMedian extends LighthouseRun {
  runs: number;
  /** Every run's performance score and LCP, in the order they ran. */
  scores: number[];
  lcps: number[];
  /** Every run's CPU slowdown, in the order they ran (a run the machine strayed under was recalibrated). */
  slowdowns: number[];
  /** The runs made again because the page shared the machine with another renderer (`sharedRuns`), as they ran. */
  shared: Array<Pick<LighthouseRun, 'performance' | 'tbtMs' | 'otherRenderersMs'>>;
  /** The page's own main-thread work in its fastest run kept, the measure a shared run is set against. */
  fastestMainThreadMs: number;
}

/**
 * The medians of `runs` cold runs: performance, accessibility, FCP, LCP, TBT, CLS and Speed Index each
 * their own median; the LCP element is the one of the run whose LCP was the median.
 */
export function medianOf(
  results: readonly LighthouseRun[],
  shared: readonly LighthouseRun[] = [],
): LighthouseMedian {
  if (results.length === 0) throw new Error('no Lighthouse run to take the median of');
  const of = (key: 'performance' | 'accessibility' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs') =>
    median(results.map((r) => r[key]));
  const lcpMs = of('lcpMs');
  const atMedianLcp = results.find((r) => r.lcpMs === lcpMs)!;
  return {
    ...atMedianLcp,
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs,
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
    runs: results.length,
    scores: results.map((r) => r.performance),
    lcps: results.map((r) => r.lcpMs),
    slowdowns: results.map((r) => r.cpuSlowdown),
    shared: shared.map(({ performance, tbtMs, otherRenderersMs }) => ({
      performance,
      tbtMs,
      otherRenderersMs,
    })),
    fastestMainThreadMs: Math.min(...results.map((r) => r.mainThreadMs).filter(isMeasured)),
  };
}

const isMeasured = (ms: number): boolean => Number.isFinite(ms) && ms > 0;

/**
 * The runs of one page during which the browser's other renderers did more main-thread work than the
 * page itself needs (its fastest run's), worst first (their indexes). The full Chromium that
 * Lighthouse drives loads its own top-of-window pages (the omnibox popup, a WebUI renderer of its
 * own) beside a new tab, at no fixed moment: measured on the photo page, 0.13–0.6 s of that
 * renderer's main thread in 16 runs of 28 and 1.0–1.8 s in the other 12, where the page, on two
 * cores with it, scored 76–98, ten of them 90 or less (blocking time median 520 ms against 150),
 * since Lighthouse's simulation multiplies the page's observed tasks, waits included, by the CPU
 * slowdown (docs/performance.md, "The browser's own renderers beside the page"). Such a run
 * measures the browser's start-up, not the page. A change to the page moves its own work, not the
 * other renderers', so it is measured, never taken for sharing; a run with no reading is never one.
 */
export function sharedRuns(
  runs: readonly Pick<LighthouseRun, 'mainThreadMs' | 'otherRenderersMs'>[],
): number[] {
  const own = runs.map((r) => r.mainThreadMs).filter(isMeasured);
  if (own.length === 0) return [];
  const limit = Math.min(...own);
  return runs
    .map((r, index) => ({ ms: r.otherRenderersMs, index }))
    .filter(({ ms }) => Number.isFinite(ms) && ms > limit)
    .sort((a, b) => b.ms - a.ms)
    .map(({ index }) => index);
}

/** A Chrome trace event, as far as `otherRenderersMsOf` reads one. */
interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { processId?: number; frames?: Array<{ processId?: number; isOutermostMainFrame?: boolean }> };
  };
}

/** The trace of a Lighthouse run's artifacts (Lighthouse 13 keeps it as `Trace`), or none. */
function traceEventsOf(artifacts: unknown): readonly TraceEvent[] {
  const trace = (artifacts as { Trace?: { traceEvents?: unknown } } | undefined)?.Trace;
  return Array.isArray(trace?.traceEvents) ? (trace.traceEvents as TraceEvent[]) : [];
}

/**
 * The main-thread work (top-level tasks, in ms) of every renderer in a trace that runs none of the
 * page's frames: the page's renderers are those its frames ran in (its outermost frame when tracing
 * started, and every frame committed since, a cross-site frame's own process included), so what
 * remains is the browser's own. NaN when the trace does not name the page's renderer.
 */
export function otherRenderersMsOf(events: readonly TraceEvent[]): number {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const page = started?.args?.data?.frames?.find((f) => f.isOutermostMainFrame)?.processId;
  if (page === undefined) return Number.NaN;
  const pages = new Set([page]);
  for (const e of events) {
    if (e.name === 'FrameCommittedInBrowser' && e.args?.data?.processId !== undefined)
      pages.add(e.args.data.processId);
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && !pages.has(e.pid!))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let us = 0;
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`)) us += e.dur ?? 0;
  }
  return Math.round(us / 1000);
}

/** A page to measure: its name in the report, and its address. */
export interface LighthouseTarget {
  name: string;
  url: string;
}

/** Each page's medians, or why it could not be run (a crash, a missing binary …). */
export type LighthouseOutcome = { name: string; median: LighthouseMedian } | { name: string; error: string };

/**
 * `runs` cold runs of each page, taken in rounds (home, list, detail, home, list, detail …), and
 * each page's medians. Not one page's runs back to back: this shared two-core machine has slow
 * stretches of two or three minutes, and five runs of one page in a row fall inside one (a build
 * that scores 99 measured home 97, 99, 84, 85, 93 as the machine slowed under its last three runs,
 * and failed). In rounds a stretch costs each page a run or two, which the median absorbs, as
 * `--compare-server-render` alternates its two servers for the same reason. Then a run the page
 * shared with another renderer (`sharedRuns`) is made again in its place, in rounds as well. A
 * page whose run throws is reported with the error and left out of the rounds after.
 */
export async function lighthouseMedians(
  targets: readonly LighthouseTarget[],
  runs: number,
  host: { cpuSlowdown: number; benchmarkIndex: number },
  runOnce: (
    url: string,
    host: { cpuSlowdown: number; benchmarkIndex: number },
  ) => Promise<LighthouseRun> = lighthouseRun,
): Promise<LighthouseOutcome[]> {
  const results = new Map<string, LighthouseRun[]>(targets.map((t) => [t.name, []]));
  const errors = new Map<string, string>();
  for (let round = 0; round < runs; round += 1) {
    for (const target of targets) {
      if (errors.has(target.name)) continue;
      try {
        results.get(target.name)!.push(await runOnce(target.url, host));
      } catch (error) {
        errors.set(target.name, error instanceof Error ? error.message : String(error));
      }
    }
  }
  // A run the page shared with another renderer is made again in its place, one per page per round,
  // so that a slow stretch falls on the pages alike here too; at most `runs` times for a page, after
  // which the runs stand as they are.
  const shared = new Map<string, LighthouseRun[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < runs; round += 1) {
    let again = false;
    for (const target of targets) {
      if (errors.has(target.name)) continue;
      const pageRuns = results.get(target.name)!;
      const [worst] = sharedRuns(pageRuns);
      if (worst === undefined) continue;
      again = true;
      try {
        const run = await runOnce(target.url, host);
        shared.get(target.name)!.push(pageRuns[worst]!);
        pageRuns[worst] = run;
      } catch (error) {
        errors.set(target.name, error instanceof Error ? error.message : String(error));
      }
    }
    if (!again) break;
  }
  return targets.map(({ name }) => {
    const error = errors.get(name);
    return error === undefined
      ? { name, median: medianOf(results.get(name)!, shared.get(name)) }
      : { name, error };
  });
}

/** One line per route: the medians, every run's score and LCP, and the LCP element. */
export function describeLighthouse(route: string, run: LighthouseMedian): string {
  return (
    `Lighthouse ${route} (median of ${run.runs}): performance ${run.performance} [${run.scores.join(', ')}], ` +
    `accessibility ${run.accessibility}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms [${run.lcps.join(', ')}], ` +
    `TBT ${run.tbtMs} ms, CLS ${run.cls}; LCP element ${run.lcpElement}` +
    (new Set(run.slowdowns).size > 1 ? `; CPU slowdown per run [${run.slowdowns.join(', ')}] ×` : '') +
    (run.shared.length > 0
      ? `; made again, the browser's other renderers worked beside the page: ${run.shared
          .map((s) => `${s.performance} (TBT ${s.tbtMs} ms, other renderers ${s.otherRenderersMs} ms)`)
          .join(', ')}, more than the page's own ${run.fastestMainThreadMs} ms`
      : '')
  );
}

/**
 * Cold runs per page, whose median counts: seven. One page's runs are not spread evenly around one
 * value: with nothing else running, 19 runs of the home page at 4 × gave blocking times of 14 to
 * 340 ms (scores 92–100), as Lighthouse's simulation placed the browser's own pre-paint layout
 * before or after the first paint; a slow stretch of this shared machine adds more. With five,
 * three such runs of one page failed CI (home 88, 92, 80, 100, 100, the slow first three of five
 * rounds); seven tolerate three.
 */
export const LIGHTHOUSE_RUNS = 7;

/**
 * goal: on home, a list and a detail, performance ≥ 98 and LCP ≤ 1.8 s on the median of the
 * `LIGHTHOUSE_RUNS` runs at the calibrated throttling. Printed on every run, not enforced: a shared two-CPU machine moves
 * a score by a few points from one run to the next.
 */
export const LIGHTHOUSE_GOAL = { performance: 98, lcpMs: 1800 } as const;

/**
 * What CI enforces in the goal's place: performance ≥ 95 and LCP ≤ 2.2 s on the median of the
 * runs, and accessibility 100. The earlier floor of 85 is gone: with the first screen rendered on
 * the server, a median below 95 is a regression, not noise.
 */
export const LIGHTHOUSE_BUDGETS = { performance: 95, lcpMs: 2200, accessibility: 100 } as const;

export function printLighthouseGoal(
  runs: number,
  write: (line: string) => void = (l) => process.stdout.write(l),
): void {
  write(
    `Lighthouse goal (printed): performance ≥ ${LIGHTHOUSE_GOAL.performance} and LCP ≤ ` +
      `${LIGHTHOUSE_GOAL.lcpMs / 1000} s, median of ${runs}, home, list and detail, calibrated throttling; ` +
      `enforced: performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s, ` +
      `accessibility ${LIGHTHOUSE_BUDGETS.accessibility}\n`,
  );
}

export function checkLighthouse(
  route: string,
  run: Pick<LighthouseRun, 'performance' | 'accessibility' | 'lcpMs'>,
): BudgetResult[] {
  return [
    {
      name: `goal: Lighthouse performance ≥ ${LIGHTHOUSE_GOAL.performance} and LCP ≤ ${LIGHTHOUSE_GOAL.lcpMs} ms (${route})`,
      ok: run.performance >= LIGHTHOUSE_GOAL.performance && run.lcpMs <= LIGHTHOUSE_GOAL.lcpMs,
      enforced: false,
      detail: `${run.performance}, LCP ${run.lcpMs} ms`,
    },
    {
      name: `Lighthouse performance ≥ ${LIGHTHOUSE_BUDGETS.performance} (${route})`,
      ok: run.performance >= LIGHTHOUSE_BUDGETS.performance,
      enforced: true,
      detail: String(run.performance),
    },
    {
      name: `Lighthouse LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs} ms (${route})`,
      ok: run.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs,
      enforced: true,
      detail: `${run.lcpMs} ms`,
    },
    {
      name: `Lighthouse accessibility = ${LIGHTHOUSE_BUDGETS.accessibility} (${route})`,
      ok: run.accessibility >= LIGHTHOUSE_BUDGETS.accessibility,
      enforced: true,
      detail: String(run.accessibility),
    },
  ];
}
