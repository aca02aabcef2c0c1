import type { Clock } from '../../shared/clock';

/** The server's time source is the one Clock; tests swap it for a manual clock. */
export type { Clock };

export const systemClock: Clock = { now: () => Date.now() };
