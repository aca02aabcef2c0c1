/**
 * The one date format of the public site: a site setting picks 西元 (`2026年11月23日`)
 * or 民國 (`民國115年11月23日`), and every date on every page is written the same way. The CMS
 * sends calendar dates (`2025-03-14`) or ISO timestamps; both are shown as the calendar day in
 * Taiwan, so a timestamp written just after midnight in Taipei never shows as the day before on a
 * visitor's machine set to another zone.
 */

export type DateCalendar = 'gregorian' | 'roc';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The setting as the site metadata carries it; anything but `roc` is 西元, the default. */
export function calendarSetting(value: unknown): DateCalendar {
  return value === 'roc' ? 'roc' : 'gregorian';
}

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch milliseconds of the Taipei day, or null when the value is not a date. */
function taipeiDayStart(value: string | null | undefined): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const plain = PLAIN_DAY.exec(trimmed);
  if (plain) return Date.UTC(Number(plain[1]), Number(plain[2]) - 1, Number(plain[3]));
  const time = Date.parse(trimmed);
  if (Number.isNaN(time)) return null;
  // Taiwan has no daylight saving time, so a fixed +8 h shift gives the Taipei calendar day.
  const shifted = time + TAIPEI_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The Taipei calendar year (西元) at `epochMs`; Taiwan keeps one offset all year. */
export function taipeiYear(epochMs: number): number {
  return new Date(epochMs + TAIPEI_OFFSET_MS).getUTCFullYear();
}

/** The calendar day (西元 numbers) a CMS date stands for, or null when the value is not a date. */
export function toCalendarDay(value: string | null | undefined): CalendarDay | null {
  const start = taipeiDayStart(value);
  if (start === null) return null;
  const iso = new Date(start).toISOString();
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** The first year of the Republic of China calendar (民國元年) in Gregorian years. */
const ROC_EPOCH_YEAR = 1912;

/**
 * `2026年11月23日` or `民國115年11月23日`; the input unchanged when it is not a date, so odd CMS values
 * still show. The text is exactly what `Intl.DateTimeFormat('zh-TW-u-ca-roc' | 'zh-TW', { timeZone:
 * 'Asia/Taipei', year: 'numeric', month: 'long', day: 'numeric' })` writes (the tests hold the two
 * together over a century of days), computed from the Taipei calendar day instead: building the ROC
 * formatter costs about 31 ms in Chromium, some 120 ms of blocked main thread on a throttled phone,
 * on the first date of every page (measured: Lighthouse TBT 339 ms with it, 127 ms without).
 */
export function formatCalendarDate(calendar: DateCalendar, value: string | null | undefined): string {
  const day = toCalendarDay(value);
  if (day === null) return value ?? '';
  const monthDay = `${day.month}月${day.day}日`;
  if (calendar === 'gregorian') return `${day.year}年${monthDay}`;
  return day.year >= ROC_EPOCH_YEAR
    ? `民國${day.year - ROC_EPOCH_YEAR + 1}年${monthDay}`
    : `民國前${ROC_EPOCH_YEAR - day.year}年${monthDay}`;
}

/** `… – …`; a single day when both ends are the same day or one end is missing. */
export function formatCalendarRange(
  calendar: DateCalendar,
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = formatCalendarDate(calendar, start);
  const to = formatCalendarDate(calendar, end);
  if (!to || to === from) return from;
  if (!from) return to;
  return `${from} – ${to}`;
}

/** Machine-readable value for `<time dateTime>` (`2025-03-14`); undefined when the value is not a date. */
export function dateTimeValue(value: string | null | undefined): string | undefined {
  const start = taipeiDayStart(value);
  return start === null ? undefined : new Date(start).toISOString().slice(0, 10);
}

/**
 * 「最後更新」 of a content page: the latest of its own update dates (an item's or page's
 * `updatedAt`, or a list's rows'), else the site's (the footer's `updatedAt`).
 */
export function lastUpdate(own: readonly unknown[], fallback: string | undefined): string | undefined {
  let latest: { value: string; at: number } | undefined;
  for (const value of own) {
    if (typeof value !== 'string') continue;
    const at = Date.parse(value.trim());
    if (Number.isNaN(at)) continue;
    if (!latest || at > latest.at) latest = { value, at };
  }
  return latest?.value ?? fallback;
}
