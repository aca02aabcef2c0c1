import type { Clock } from '../../../src/server/platform/clock';

/** A clock that only moves when a test moves it. */
export class ManualClock implements Clock {
  constructor(private current = Date.parse('2026-11-22T02:00:00Z')) {}

  now(): number {
    return this.current;
  }

  advanceSeconds(seconds: number): void {
    this.current += seconds * 1000;
  }
}
