/**
 * The issue-6 budgets, enforced in CI by `npm run budget` right after the issue-4 check (no browser run
 * of its own, no throttling: it reuses that check's measurement of the home page and reads dist/).
 *
 * - the home page's JS before any interaction is at most 2.0 × the React hello-world (gzip level 9);
 * - every layout chunk (`assets/js/layout-*.js`: frames, home sections, list and detail layouts) is at
 *   most 20 KB gzip, so a layout stays a small lazy load.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JsSet } from './bundle-budget';
import { kib, sizeOf } from './support/sizes';

export const HOME_MAX_RATIO = 2.0;
export const LAYOUT_CHUNK_MAX_GZIP = 20_000;

export interface BudgetResult {
  name: string;
  ok: boolean;
  detail: string;
}

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
      name: `home initial JS ≤ ${HOME_MAX_RATIO} × hello-world (issue 6)`,
      ok: ratio <= HOME_MAX_RATIO,
      detail: `${home.gzipBytes} B / ${hello.gzipBytes} B = ${ratio.toFixed(3)} ×`,
    },
    {
      name: `every layout chunk ≤ ${LAYOUT_CHUNK_MAX_GZIP} B gzip (issue 6)`,
      ok: layouts.length > 0 && over.length === 0,
      detail:
        layouts.length === 0
          ? 'no layout-*.js chunk found: are layouts still split by name?'
          : `${layouts.length} chunks, largest ${largest!.file} ${kib(largest!.gzipBytes)}` +
            (over.length ? `; over: ${over.map((l) => `${l.file} ${l.gzipBytes} B`).join(', ')}` : ''),
    },
  ];
}

export function printBudgetResults(results: BudgetResult[]): void {
  for (const r of results) process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name}: ${r.detail}\n`);
}
