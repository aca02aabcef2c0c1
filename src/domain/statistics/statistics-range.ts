import { STATISTICS_DEFAULT_DAYS, STATISTICS_MAX_DAYS } from '../../shared/statistics.types';
import { formatCalendarDate, type DateCalendar } from '../time/date-format';
import { dayNumber, dayText } from '../../shared/calendar-day';
import { dateRangeProblem } from '../time/date-range-filter';
import type { StatisticsRange } from './statistics.port';

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** Today in Taipei as `YYYY-MM-DD`. */
export const taipeiToday = (now: number): string =>
  new Date(now + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);

/** The ranges offered as buttons, each ending today (Taipei) unless it is a past month. */
export type RangePreset = 'last7' | 'last30' | 'last90' | 'thisMonth' | 'lastMonth' | 'last365';

export const RANGE_PRESETS: ReadonlyArray<{ key: RangePreset; label: string }> = [
  { key: 'last7', label: '最近 7 天' },
  { key: 'last30', label: '最近 30 天' },
  { key: 'last90', label: '最近 90 天' },
  { key: 'thisMonth', label: '本月' },
  { key: 'lastMonth', label: '上個月' },
  { key: 'last365', label: '最近一年' },
];

export function presetRange(preset: RangePreset, now: number): StatisticsRange {
  const today = dayNumber(taipeiToday(now)) as number;
  const back = (days: number) => ({ from: dayText(today - days + 1), to: dayText(today) });
  const todayText = dayText(today);
  switch (preset) {
    case 'last7':
      return back(7);
    case 'last30':
      return back(STATISTICS_DEFAULT_DAYS);
    case 'last90':
      return back(90);
    case 'last365':
      return back(365);
    case 'thisMonth':
      return { from: `${todayText.slice(0, 8)}01`, to: todayText };
    case 'lastMonth': {
      const firstOfThis = dayNumber(`${todayText.slice(0, 8)}01`) as number;
      const lastOfPrevious = dayText(firstOfThis - 1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
  }
}

/** The screen's first range: the last 30 days, today included. */
export const defaultRange = (now: number): StatisticsRange => presetRange('last30', now);

/** What is wrong with a range before it is sent, in the words of the server's refusal; null when fine. */
export const rangeProblem = (range: StatisticsRange): string | null =>
  dateRangeProblem(range.from, range.to, { required: true, maxDays: STATISTICS_MAX_DAYS });

/** A day as the site writes dates (民國 or 西元, the site's setting): `民國115年11月30日`. */
export const dayLabel = (calendar: DateCalendar, day: string): string => formatCalendarDate(calendar, day);

/** A day without its year, for a chart's axis: `11/30`. */
export const shortDayLabel = (day: string): string =>
  `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/** A month `YYYY-MM` as the site writes dates: `民國115年11月` or `2026年11月`. */
export function monthLabel(calendar: DateCalendar, month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  if (calendar === 'gregorian') return `${year}年${number}月`;
  return year >= 1912 ? `民國${year - 1911}年${number}月` : `民國前${1912 - year}年${number}月`;
}

/** The range in words: `民國115年11月1日 至 民國115年11月30日（共 30 天）`. */
export function rangeLabel(calendar: DateCalendar, range: StatisticsRange): string {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const days = from !== null && to !== null ? to - from + 1 : 0;
  return `${dayLabel(calendar, range.from)} 至 ${dayLabel(calendar, range.to)}（共 ${days} 天）`;
}
