import type { RightsSource } from '../../domain/content/content.port';
import type { Rights } from '../../domain/rights/rights';

/**
 * The in-memory twin of `ApiEditorRights`: rights per path as a test sets them, and for any other
 * path those of `fallback` (an editor's, with p), so tests that do not care need not say.
 */
export class MemoryRights implements RightsSource {
  readonly byPath = new Map<string, Rights>();
  fallback: Rights = { r: true, w: true, d: true, p: true };
  /** Every path asked, in order. */
  readonly asked: string[] = [];

  rights(path: string): Promise<Rights> {
    this.asked.push(path);
    return Promise.resolve(this.byPath.get(path) ?? this.fallback);
  }
}
