/** Wall-clock time, injected so that tests can run minutes in a millisecond. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export type TimerHandle = unknown;

export interface Timers {
  /** Runs `callback` once after `ms` milliseconds. */
  schedule(callback: () => void, ms: number): TimerHandle;
  cancel(handle: TimerHandle): void;
}
