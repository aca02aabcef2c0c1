import { invalid } from './refusals';

// Taiwan has kept UTC+8 without daylight saving since 1979 (see taipei-time.ts).
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of the Taipei day `YYYY-MM-DD` in epoch milliseconds, or undefined when it is no real day. */
export function taipeiDayStart(text: unknown): number | undefined {
  if (typeof text !== 'string' || !DAY.test(text)) return undefined;
  const start = Date.parse(`${text}T00:00:00+08:00`);
  // Date.parse rolls 2026-02-30 over into March; a real day reads back the same.
  if (Number.isNaN(start) || new Date(start + TAIPEI_OFFSET_MS).toISOString().slice(0, 10) !== text)
    return undefined;
  return start;
}

/** A period of Taipei days, both ends included; either may be open. */
export interface DayPeriod {
  from?: number;
  toExclusive?: number;
}

/** The period's end as given in a query (`from`, `to`), '' or absent for open. */
export interface DayPeriodQuery {
  from?: unknown;
  to?: unknown;
}

const LABELS = { from: '開始日期', to: '結束日期' } as const;

/** Whether a query names a day for `field`: a value that is there and not ''. */
export const givesDay = (query: DayPeriodQuery, field: 'from' | 'to'): boolean =>
  query[field] !== undefined && query[field] !== '';

/**
 * The `from`–`to` period of a staff list's query, as Taipei days: each end a real `YYYY-MM-DD`
 * or open, the end not before the start, and `required` ends there. Anything else is refused in
 * zh-TW, one sentence naming each field that is wrong.
 */
export function dayPeriodOf(
  query: DayPeriodQuery,
  { required = false, maxDays }: { required?: boolean; maxDays?: number } = {},
): DayPeriod {
  const fields: Record<string, string> = {};
  const period: DayPeriod = {};
  for (const field of ['from', 'to'] as const) {
    const label = LABELS[field];
    if (!givesDay(query, field)) {
      if (required) fields[field] = `請填寫${label}`;
      continue;
    }
    const start = taipeiDayStart(query[field]);
    if (start === undefined) fields[field] = `${label}必須是 YYYY-MM-DD 的日期，例如 2026-11-22`;
    else if (field === 'from') period.from = start;
    else period.toExclusive = start + DAY_MS;
  }
  if (period.from !== undefined && period.toExclusive !== undefined) {
    const days = (period.toExclusive - period.from) / DAY_MS;
    if (days <= 0) fields.to = '結束日期不可早於開始日期';
    else if (maxDays !== undefined && days > maxDays) fields.to = `查詢期間最長 ${maxDays} 天`;
  }
  if (Object.keys(fields).length > 0)
    throw invalid(`查詢期間有誤：${Object.values(fields).join('；')}`, fields);
  return period;
}
