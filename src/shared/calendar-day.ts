/** A calendar day as a date input writes it, `YYYY-MM-DD`. */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 86_400_000;

/** Days since the epoch of a real calendar day `YYYY-MM-DD`, or null (2026-02-30 is none). */
export function dayNumber(text: string): number | null {
  if (!CALENDAR_DAY.test(text)) return null;
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text ? null : at / DAY_MS;
}

/** The calendar day `YYYY-MM-DD` of a day number. */
export const dayText = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);
