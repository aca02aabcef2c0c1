/** 2026-03-04 05:06:07 in Taipei (UTC+8): the instant a test's `new ManualTime(FIXED_NOW)` stands at. */
export const FIXED_NOW = Date.UTC(2026, 2, 3, 21, 6, 7);
export const FIXED_NOW_TEXT = '2026-03-04 05:06:07';
