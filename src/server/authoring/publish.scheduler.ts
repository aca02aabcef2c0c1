import type { AuthoringService } from './authoring.service';

/** How often scheduled publishing looks for due documents in production. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 30_000;

/**
 * Runs `runDue` now (catching up on what fell due while the server was down) and then on a timer,
 * with the small maintenance jobs (idle accounts, audit retention) on the same tick. The due
 * checks read the injected clock, so tests move the clock and call `tick`. Each job fails alone.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly authoring: AuthoringService,
    private readonly onError: (error: unknown) => void,
    private readonly maintenance: ReadonlyArray<() => unknown> = [],
  ) {}

  tick(): number {
    let published = 0;
    try {
      published = this.authoring.runDue();
    } catch (error) {
      this.onError(error);
    }
    for (const job of this.maintenance) {
      try {
        job();
      } catch (error) {
        this.onError(error);
      }
    }
    return published;
  }

  start(intervalMs: number): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
