/** Wall-clock time, injected so that tests can run minutes in a millisecond. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export type TimerHandle = unknown;

export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
