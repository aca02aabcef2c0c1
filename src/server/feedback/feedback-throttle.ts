import type { Clock } from '../platform/clock';
import type { RateWindow } from '../http/client-limits';

/**
 * 頁面回饋's limit per address and page: at most `max` answers from one address to one page per
 * `windowMs`, counted in memory only. An address is kept no longer than its window: every take
 * first forgets the windows that have ended, so nothing of a visitor outlives the hour it limits,
 * and nothing of it is ever written to the database or a log.
 */
export class FeedbackThrottle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly limit: RateWindow,
  ) {}

  /** Counts an answer; null when it is within the limit, else the seconds until the window ends. */
  take(address: string, path: string, itemId: string): number | null {
    const now = this.clock.now();
    this.forgetEnded(now);
    const key = `${address}\n${path}\n${itemId}`;
    const window = this.windows.get(key);
    if (!window) {
      this.windows.set(key, { start: now, count: 1 });
      return null;
    }
    if (window.count >= this.limit.max)
      return Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000));
    window.count += 1;
    return null;
  }

  /** How many address-and-page windows are held now (tests: none outlive their window). */
  get size(): number {
    this.forgetEnded(this.clock.now());
    return this.windows.size;
  }

  private forgetEnded(now: number): void {
    // A Map iterates in insertion order, and windows start in time order: stop at the first live one.
    for (const [key, window] of this.windows) {
      if (window.start + this.limit.windowMs > now) break;
      this.windows.delete(key);
    }
  }
}
