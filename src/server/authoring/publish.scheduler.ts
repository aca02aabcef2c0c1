import type { AuthoringService } from './authoring.service';

/** How often scheduled publishing looks for due documents in production. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 30_000;

/**
 * Runs `runDue` now (catching up on what fell due while the server was down) and then on a timer.
 * The due check reads the injected clock, so tests move the clock and call `tick`.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly authoring: AuthoringService,
    private readonly onError: (error: unknown) => void,
  ) {}

  tick(): number {
    try {
      return this.authoring.runDue();
    } catch (error) {
      this.onError(error);
      return 0;
    }
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
