/**
 * Taiwan has kept UTC+8 without daylight saving since 1979. The client writes its own error times
 * in the zone the server uses for `time`, so support staff can match them with server logs.
 */
export const TAIPEI_OFFSET_MINUTES = 8 * 60;

/** `YYYY-MM-DD HH:mm:ss` of an epoch time at a fixed offset from UTC. */
export function formatClientTime(epochMs: number, offsetMinutes: number = TAIPEI_OFFSET_MINUTES): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return '';
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
