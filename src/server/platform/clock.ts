/** Time source of the server; tests swap it for a manual clock to run fifteen minutes in a line. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
