import type { Clock } from '../../shared/clock';

/** Wall-clock time: the one Clock of client and server. */
export type { Clock };

export type TimerHandle = unknown;

export interface Timers {
  /** Runs `callback` once after `ms` milliseconds. */
  schedule(callback: () => void, ms: number): TimerHandle;
  cancel(handle: TimerHandle): void;
}
