import {
  dateTimeValue,
  formatCalendarDate,
  formatCalendarRange,
  toCalendarDay,
  type CalendarDay,
  type DateCalendar,
} from '../../domain/time/date-format';

/**
 * The content views' date helpers, bound to the site's calendar setting (西元 or 民國, from the
 * site metadata in the chrome store). The setting is set once when the chrome has loaded
 * (start-app): it is a site-wide constant, and binding it here spares every list, detail and
 * section from threading it through props. The policy itself lives in the core
 * (src/domain/time/date-format.ts).
 */

export type { CalendarDay };
export { toCalendarDay };

let calendar: DateCalendar = 'gregorian';

export function setDateCalendar(next: DateCalendar): void {
  calendar = next;
}

export function dateCalendar(): DateCalendar {
  return calendar;
}

/** `2025年3月14日` or `民國114年3月14日`; the input unchanged when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  return formatCalendarDate(calendar, value);
}

/** Machine-readable value for `<time dateTime>`; undefined when the value is not a date. */
export function dateTimeAttr(value: string | null | undefined): string | undefined {
  return dateTimeValue(value);
}

/** A range joined with an en dash; a single day when both ends are the same day or the end is missing. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  return formatCalendarRange(calendar, start, end);
}

/** The (西元) year of a CMS date, for year filters and year grouping. */
export function yearOf(value: string | null | undefined): number | null {
  return toCalendarDay(value)?.year ?? null;
}
