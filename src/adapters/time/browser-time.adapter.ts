import type { Clock, TimerHandle, Timers } from '../../domain/time/clock.port';

/** The wall clock of the browser. */
export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }
}

/** The browser's timers, behind the port so the core can be driven by a manual clock in tests. */
export class BrowserTimers implements Timers {
  schedule(callback: () => void, ms: number): TimerHandle {
    return globalThis.setTimeout(callback, ms);
  }

  cancel(handle: TimerHandle): void {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  }
}
