/**
 * The performance budgets, run in CI by `npm run budget` right after the bundle check (no browser run of
 * its own, no throttling: it reuses that check's measurement of the home page and reads dist/).
 *
 * - every layout chunk (`assets/js/layout-*.js`: frames, home sections, list and detail layouts) is at
 *   most 20 KB gzip, so a layout stays a small lazy load. Enforced: over it, the budget fails.
 * - the home page's JS before any interaction is at most 2.0 × the React hello-world (gzip level 9).
 *   Checked and printed on every run, but not failing CI until it is reached (HOME_RATIO_ENFORCED):
 *   the hard CI limit is 2.2 ×, and a target nobody can meet yet would block every change.
 *   docs/performance.md says what stands between the current figure and 2.0 ×.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BudgetResult, JsSet } from './support/budget-types';

export type { BudgetResult };
import { kib, sizeOf } from './support/sizes';

export const HOME_MAX_RATIO = 2.0;
/** Flip to true once the home page is at 2.0 × (docs/performance.md); until then the check only reports. */
export const HOME_RATIO_ENFORCED = false;
export const LAYOUT_CHUNK_MAX_GZIP = 20_000;

export function layoutChunks(dist: string): string[] {
  const dir = path.join(dist, 'assets', 'js');
  return fs
    .readdirSync(dir)
    .filter((f) => /^layout-.*\.js$/.test(f))
    .sort()
    .map((f) => `assets/js/${f}`);
}

export function checkPerfBudgets(dist: string, home: JsSet, hello: JsSet): BudgetResult[] {
  const ratio = home.gzipBytes / hello.gzipBytes;
  const layouts = layoutChunks(dist).map((f) => sizeOf(dist, f));
  const over = layouts.filter((l) => l.gzipBytes > LAYOUT_CHUNK_MAX_GZIP);
  const largest = [...layouts].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return [
    {
      name: `home initial JS ≤ ${HOME_MAX_RATIO} × hello-world`,
      ok: ratio <= HOME_MAX_RATIO,
      enforced: HOME_RATIO_ENFORCED,
      detail: `${home.gzipBytes} B / ${hello.gzipBytes} B = ${ratio.toFixed(3)} ×`,
    },
    {
      name: `every layout chunk ≤ ${LAYOUT_CHUNK_MAX_GZIP} B gzip`,
      ok: layouts.length > 0 && over.length === 0,
      enforced: true,
      detail:
        layouts.length === 0
          ? 'no layout-*.js chunk found: are layouts still split by name?'
          : `${layouts.length} chunks, largest ${largest!.file} ${kib(largest!.gzipBytes)}` +
            (over.length ? `; over: ${over.map((l) => `${l.file} ${l.gzipBytes} B`).join(', ')}` : ''),
    },
  ];
}

export function printBudgetResults(results: BudgetResult[]): void {
  for (const r of results) {
    const status = r.ok ? 'ok  ' : r.enforced ? 'FAIL' : 'OVER';
    const note = !r.ok && !r.enforced ? ' (reported, not enforced yet)' : '';
    process.stdout.write(`${status}  ${r.name}: ${r.detail}${note}\n`);
  }
}

/** True when no enforced budget is over. */
export const budgetsPass = (results: BudgetResult[]): boolean => results.every((r) => r.ok || !r.enforced);
