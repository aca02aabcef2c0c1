import { setDifference, type JsSet } from '../../../scripts/bundle-budget';
import {
  checkLighthouse,
  describeLighthouse,
  lcpElementOf,
  lighthouseMedians,
  medianOf,
  recalibrationFor,
  otherRenderersMsOf,
  sharedRuns,
  type LighthouseRun,
} from '../../../scripts/support/lighthouse';

/** The budget's own rules: medians, the LCP element's name, what fails CI, loads that agree. */

const run = (performance: number, lcpMs: number, lcpElement = `img ${lcpMs}`): LighthouseRun => ({
  url: 'http://127.0.0.1/home/zh-tw',
  performance,
  accessibility: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs: 100,
  cls: 0,
  speedIndexMs: 900,
  lcpElement,
  warnings: [],
  images: [],
  cpuSlowdown: 4,
  benchmarkIndex: 1500,
  mainThreadMs: 800,
  otherRenderersMs: 150,
});

const set = (...files: string[]): JsSet => ({
  dist: 'dist',
  source: 'test',
  scripts: files.map((file) => ({ file, bytes: 1, gzipBytes: 1, brotliBytes: 1 })),
  bytes: files.length,
  gzipBytes: files.length,
  brotliBytes: files.length,
});

describe('Lighthouse medians', () => {
  it('takes each metric its own median and names the element of the median-LCP run', () => {
    const median = medianOf([run(90, 2500), run(99, 1500), run(96, 1900), run(70, 3000), run(98, 1700)]);
    expect(median.performance).toBe(96);
    expect(median.lcpMs).toBe(1900);
    expect(median.lcpElement).toBe('img 1900');
    expect(median.scores).toEqual([90, 99, 96, 70, 98]);
    expect(median.runs).toBe(5);
  });

  it('refuses to take the median of no run', () => {
    expect(() => medianOf([])).toThrow(/no Lighthouse run/);
  });
});

describe('runs taken in rounds over the pages', () => {
  const host = { benchmarkIndex: 1500, cpuSlowdown: 4 };

  it('runs every page once per round, so a slow stretch of the machine falls on each page alike', async () => {
    const order: string[] = [];
    // A machine that slows for three runs in a row: back to back, all three would be one page's.
    const slow = new Set([2, 3, 4]);
    const outcomes = await lighthouseMedians(
      [
        { name: 'home', url: 'http://x/home' },
        { name: 'list', url: 'http://x/list' },
      ],
      5,
      host,
      async (url) => {
        order.push(url.slice('http://x/'.length));
        return run(slow.has(order.length - 1) ? 80 : 99, 1500);
      },
    );
    expect(order).toEqual(['home', 'list', 'home', 'list', 'home', 'list', 'home', 'list', 'home', 'list']);
    expect(
      outcomes.map((o) => ('median' in o ? [o.name, o.median.performance, o.median.scores] : o)),
    ).toEqual([
      ['home', 99, [99, 80, 80, 99, 99]],
      ['list', 99, [99, 80, 99, 99, 99]],
    ]);
  });

  it('reports a page whose run throws and leaves it out of the rounds after', async () => {
    const order: string[] = [];
    const outcomes = await lighthouseMedians(
      [
        { name: 'home', url: 'http://x/home' },
        { name: 'photo', url: 'http://x/photo' },
      ],
      3,
      host,
      async (url) => {
        order.push(url);
        if (url.endsWith('photo')) throw new Error('Chromium went away');
        return run(99, 1500);
      },
    );
    expect(order).toEqual(['http://x/home', 'http://x/photo', 'http://x/home', 'http://x/home']);
    expect(outcomes[1]).toEqual({ name: 'photo', error: 'Chromium went away' });
    expect('median' in outcomes[0]! && outcomes[0].median.runs).toBe(3);
  });
});

describe('the LCP element', () => {
  it('is read from Lighthouse 13 lcp-breakdown-insight, a node inside a list of tables', () => {
    const audits = {
      'lcp-breakdown-insight': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ subpart: 'ttfb' }] },
            { type: 'node', nodeLabel: '清晨的臨海港', selector: 'picture > img.image' },
          ],
        },
      },
    };
    expect(lcpElementOf(audits)).toBe('"清晨的臨海港" (picture > img.image)');
  });

  it('falls back to the older largest-contentful-paint-element audit, and says when none names it', () => {
    const older = {
      'largest-contentful-paint-element': {
        details: { type: 'table', items: [{ node: { type: 'node', nodeLabel: '新聞稿', selector: 'h1' } }] },
      },
    };
    expect(lcpElementOf(older)).toBe('"新聞稿" (h1)');
    expect(lcpElementOf({})).toBe('not named');
  });
});

describe('what fails CI', () => {
  it('enforces performance 95 and LCP 2.2 s and only prints the goal of 98 and 1.8 s', () => {
    const atBudget = checkLighthouse('home', { performance: 95, accessibility: 100, lcpMs: 2200 });
    expect(atBudget.filter((r) => r.enforced).every((r) => r.ok)).toBe(true);
    const goal = atBudget.find((r) => r.name.startsWith('goal'))!;
    expect(goal).toMatchObject({ ok: false, enforced: false });

    const slow = checkLighthouse('list', { performance: 97, accessibility: 100, lcpMs: 2201 });
    expect(slow.filter((r) => r.enforced && !r.ok).map((r) => r.name)).toEqual([
      'Lighthouse LCP ≤ 2200 ms (list)',
    ]);
    const low = checkLighthouse('detail', { performance: 94, accessibility: 100, lcpMs: 1500 });
    expect(low.filter((r) => r.enforced && !r.ok).map((r) => r.name)).toEqual([
      'Lighthouse performance ≥ 95 (detail)',
    ]);
    expect(
      checkLighthouse('home', { performance: 99, accessibility: 100, lcpMs: 1800 }).every((r) => r.ok),
    ).toBe(true);
  });
});

describe('loads of the home page that must agree', () => {
  it('finds no difference between loads of the same files, in any order', () => {
    expect(setDifference([set('a.js', 'b.js'), set('b.js', 'a.js')])).toEqual([]);
  });

  it('names each file only some loads fetched', () => {
    expect(setDifference([set('a.js', 'layout-x.js'), set('a.js'), set('a.js', 'layout-y.js')])).toEqual([
      'layout-x.js (load 1 of 3)',
      'layout-y.js (load 3 of 3)',
    ]);
  });
});

describe('a run the machine strayed under', () => {
  const host = { benchmarkIndex: 1500, cpuSlowdown: 4 };

  it('keeps a run whose own reading is within a fifth of the calibration', () => {
    expect(recalibrationFor(host, 1500)).toBeUndefined();
    expect(recalibrationFor(host, 1200)).toBeUndefined();
    expect(recalibrationFor(host, 1875)).toBeUndefined();
  });

  it('runs again at the slowdown of the reading when the machine was slower or faster than calibrated', () => {
    expect(recalibrationFor({ benchmarkIndex: 1690, cpuSlowdown: 4.5 }, 1000)).toEqual({
      benchmarkIndex: 1000,
      cpuSlowdown: 2.7,
    });
    expect(recalibrationFor({ benchmarkIndex: 900, cpuSlowdown: 2.4 }, 1500)).toEqual({
      benchmarkIndex: 1500,
      cpuSlowdown: 4,
    });
  });

  it('keeps a run whose reading is no number', () => {
    expect(recalibrationFor(host, Number.NaN)).toBeUndefined();
    expect(recalibrationFor(host, 0)).toBeUndefined();
  });

  it('names each run’s slowdown when they differ, and stays quiet when they do not', () => {
    const same = medianOf([run(99, 1500), run(98, 1600), run(99, 1400)]);
    expect(describeLighthouse('home', same)).not.toContain('per run');
    const recalibrated = medianOf([run(99, 1500), { ...run(98, 1600), cpuSlowdown: 2.7 }, run(99, 1400)]);
    expect(recalibrated.slowdowns).toEqual([4, 2.7, 4]);
    expect(describeLighthouse('home', recalibrated)).toContain('CPU slowdown per run [4, 2.7, 4] ×');
  });
});

describe('a run the page shared with the browser’s other renderers', () => {
  const host = { benchmarkIndex: 1500, cpuSlowdown: 4 };
  const at = (performance: number, otherRenderersMs: number, mainThreadMs = 800): LighthouseRun => ({
    ...run(performance, 1500),
    mainThreadMs,
    otherRenderersMs,
  });

  it('is a run whose other renderers worked more than the page needs at its fastest, worst first', () => {
    expect(sharedRuns([at(99, 150, 760), at(86, 1790, 1330), at(99, 495, 820), at(76, 1376, 1420)])).toEqual([
      1, 3,
    ]);
    expect(sharedRuns([at(99, 150), at(99, 495), at(97, 700)])).toEqual([]);
  });

  it('never takes a run with no reading for one, nor judges without the page’s own', () => {
    expect(sharedRuns([at(99, Number.NaN), at(89, 2400)])).toEqual([1]);
    expect(sharedRuns([at(99, 2400, Number.NaN), at(89, 2400, 0)])).toEqual([]);
  });

  it('does not take a page that does more work for a shared run, however slow', () => {
    const slower = [
      at(80, 200, 1800),
      at(82, 150, 1700),
      at(79, 300, 2000),
      at(81, 180, 1900),
      at(80, 160, 1850),
    ];
    expect(sharedRuns(slower)).toEqual([]);
    expect(medianOf(slower).performance).toBe(80);
  });

  it('is made again in its place, in rounds over the pages, and named in the report', async () => {
    const order: string[] = [];
    const queue: Record<string, LighthouseRun[]> = {
      home: [at(99, 150), at(90, 1500), at(91, 1200), at(99, 300), at(99, 200)],
      list: [at(99, 100), at(99, 120), at(99, 110)],
    };
    const outcomes = await lighthouseMedians(
      [
        { name: 'home', url: 'http://x/home' },
        { name: 'list', url: 'http://x/list' },
      ],
      3,
      host,
      async (url) => {
        const name = url.slice('http://x/'.length);
        order.push(name);
        return queue[name]!.shift()!;
      },
    );
    // Rounds: home's second and third runs were shared; the worst is made again first.
    expect(order).toEqual(['home', 'list', 'home', 'list', 'home', 'list', 'home', 'home']);
    const home = outcomes[0]!;
    expect('median' in home && home.median.scores).toEqual([99, 99, 99]);
    expect('median' in home && home.median.shared.map((s) => s.performance)).toEqual([90, 91]);
    expect('median' in home && describeLighthouse('home', home.median)).toContain(
      "made again, the browser's other renderers worked beside the page: 90 (TBT 100 ms, other renderers 1500 ms), 91",
    );
    expect('median' in home && home.median.fastestMainThreadMs).toBe(800);
    const list = outcomes[1]!;
    expect('median' in list && list.median.shared).toEqual([]);
    expect('median' in list && describeLighthouse('list', list.median)).not.toContain('made again');
  });

  it('stops after as many runs again as the page had, and keeps what it has', async () => {
    let calls = 0;
    const outcomes = await lighthouseMedians([{ name: 'home', url: 'http://x/home' }], 3, host, async () => {
      calls += 1;
      return calls === 1 ? at(99, 150) : at(85, 2500);
    });
    expect(calls).toBe(6);
    const home = outcomes[0]!;
    expect('median' in home && home.median.performance).toBe(85);
    expect('median' in home && home.median.shared).toHaveLength(3);
  });
});

describe('the other renderers’ work, read from the trace', () => {
  const meta = (pid: number, tid: number, name: string) => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid,
    args: { name },
  });
  const task = (pid: number, tid: number, ms: number) => ({
    name: 'RunTask',
    ph: 'X',
    pid,
    tid,
    dur: ms * 1000,
  });
  const started = (pid: number) => ({
    name: 'TracingStartedInBrowser',
    ph: 'I',
    pid: 1,
    tid: 1,
    args: { data: { frames: [{ processId: pid, isOutermostMainFrame: true }] } },
  });

  /** The main threads of renderer processes, each named as Chromium names them. */
  const renderers = (...pids: number[]) => pids.map((pid) => meta(pid, pid, 'CrRendererMain'));

  it('sums the top-level tasks of every renderer main thread but the page’s', () => {
    const events = [
      started(20),
      ...renderers(20, 30),
      meta(30, 31, 'ThreadPoolForegroundWorker'),
      meta(1, 1, 'CrBrowserMain'),
      task(20, 20, 700),
      task(30, 30, 400),
      task(30, 30, 356),
      task(30, 31, 900),
      task(1, 1, 500),
      { name: 'v8.evaluateModule', ph: 'X', pid: 30, tid: 30, dur: 300_000 },
    ];
    expect(otherRenderersMsOf(events)).toBe(756);
  });

  it('counts a renderer the page’s own frames ran in as the page’s, not another’s', () => {
    const events = [
      started(20),
      ...renderers(20, 40, 30),
      { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, args: { data: { processId: 40 } } },
      task(20, 20, 700),
      task(40, 40, 900),
      task(30, 30, 120),
    ];
    expect(otherRenderersMsOf(events)).toBe(120);
  });

  it('reads nothing from a trace that does not name the page’s renderer', () => {
    expect(otherRenderersMsOf([meta(30, 30, 'CrRendererMain'), task(30, 30, 400)])).toBeNaN();
    expect(otherRenderersMsOf([started(20), meta(20, 20, 'CrRendererMain'), task(20, 20, 700)])).toBe(0);
  });
});
