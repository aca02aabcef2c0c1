import type { Clock } from '../../../src/domain/time/clock.port';

/** 2026-03-04 05:06:07 in Taipei (UTC+8). */
export const FIXED_NOW = Date.UTC(2026, 2, 3, 21, 6, 7);
export const FIXED_NOW_TEXT = '2026-03-04 05:06:07';

export const fixedClock = (now = FIXED_NOW): Clock => ({ now: () => now });
