// Taiwan has kept UTC+8 without daylight saving since 1979, so a fixed offset is exact and
// avoids depending on the ICU time-zone data of the Node build.
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Asia/Taipei, the `time` of error bodies. */
export function formatTaipeiDateTime(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `YYYYMMDD` in Asia/Taipei, the day part of mailbox serial numbers. */
export function taipeiDayStamp(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** `YYYY-MM-DD` in Asia/Taipei: the day 網站統計 counts a view on. */
export function taipeiDay(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}
