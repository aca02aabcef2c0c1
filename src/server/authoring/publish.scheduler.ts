/** How often scheduled publishing looks for due documents in production. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 30_000;

/**
 * Runs `runDue` now (catching up on what fell due while the server was down) and then on a timer,
 * with the small maintenance jobs (idle accounts, audit retention) on the same tick. The due
 * checks read the injected clock, so tests move the clock and await `tick`. Each job fails alone.
 * The next tick is armed when one has finished, so ticks never overlap in one process even when
 * storage is slow; `stop` waits for a tick in progress. Every instance of a site runs
 * its own scheduler: their ticks do overlap, and `runDue` claims each due document for one of them.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly authoring: { runDue(): number | Promise<number> },
    private readonly onError: (error: unknown) => void,
    private readonly maintenance: ReadonlyArray<() => unknown> = [],
  ) {}

  tick(): Promise<number> {
    this.running ??= this.runOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    this.stopped = false;
    const next = (): void => {
      void this.tick().then(() => {
        if (this.stopped) return;
        this.timer = setTimeout(next, intervalMs);
        this.timer.unref();
      });
    };
    next();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async runOnce(): Promise<number> {
    let published = 0;
    try {
      published = await this.authoring.runDue();
    } catch (error) {
      this.onError(error);
    }
    for (const job of this.maintenance) {
      try {
        await job();
      } catch (error) {
        this.onError(error);
      }
    }
    return published;
  }
}
