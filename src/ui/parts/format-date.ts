/**
 * The one date formatter of the content views. The CMS sends calendar dates (`2025-03-14`) or
 * ISO timestamps; both are shown as the calendar day in Taiwan, so a timestamp written just after
 * midnight in Taipei never shows as the day before on a visitor's machine set to another zone.
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day a CMS date stands for, or null when the value is not a date. */
export function toCalendarDay(value: string | null | undefined): CalendarDay | null {
  if (!value) return null;
  const trimmed = value.trim();
  const plain = PLAIN_DAY.exec(trimmed);
  if (plain) {
    return { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
  }
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return null;
  // Taiwan has no daylight saving time, so a fixed +8 h shift gives the Taipei calendar day.
  const shifted = new Date(time + TAIPEI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2025-03-14`; the input unchanged when it is not a date, so odd CMS values still show. */
export function formatDate(value: string | null | undefined): string {
  const day = toCalendarDay(value);
  if (!day) return value ?? '';
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** zh-TW long form `2025年3月14日`. */
export function formatDateLong(value: string | null | undefined): string {
  const day = toCalendarDay(value);
  if (!day) return value ?? '';
  return `${day.year}年${day.month}月${day.day}日`;
}

/** Machine-readable value for `<time dateTime>`; undefined when the value is not a date. */
export function dateTimeAttr(value: string | null | undefined): string | undefined {
  const day = toCalendarDay(value);
  return day ? `${day.year}-${pad(day.month)}-${pad(day.day)}` : undefined;
}

/** `2025-03-14 – 2025-03-20`; a single day when both ends are the same day or the end is missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!to || to === from) return from;
  if (!from) return to;
  return `${from} – ${to}`;
}

/** The year of a CMS date, for year filters and year grouping. */
export function yearOf(value: string | null | undefined): number | null {
  return toCalendarDay(value)?.year ?? null;
}
