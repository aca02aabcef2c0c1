import type { FileSize } from './sizes';

/** The shapes the bundle budget and its Lighthouse runs share, apart from either script. */
export interface JsSet {
  dist: string;
  /** How the set was found. */
  source: string;
  scripts: FileSize[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BudgetResult {
  name: string;
  ok: boolean;
  /** Whether being over fails the run. */
  enforced: boolean;
  detail: string;
}
