import type { Clock, TimerHandle, Timers } from '../../domain/time/clock.port';

interface Pending {
  id: number;
  at: number;
  callback: () => void;
}

/**
 * The in-memory twin of the browser clock and timers: time stands still until `advance` moves it,
 * so a test can run ten minutes of autosave debounce in a millisecond.
 */
export class ManualTime implements Clock, Timers {
  private time: number;
  private nextId = 1;
  private pending: Pending[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  schedule(callback: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.pending.push({ id, at: this.time + Math.max(0, ms), callback });
    return id;
  }

  cancel(handle: TimerHandle): void {
    this.pending = this.pending.filter((p) => p.id !== handle);
  }

  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.pending.filter((p) => p.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.pending = this.pending.filter((p) => p !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = end;
  }

  get pendingCount(): number {
    return this.pending.length;
  }
}
