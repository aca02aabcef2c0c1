import { dayNumber } from '../../shared/calendar-day';

/**
 * Why a from–to filter of days cannot be sent, in the words of the server's refusal: an end that
 * is no real day, an end left out where both are `required`, a range the wrong way round or longer
 * than `maxDays`; null when it can. Empty ends are otherwise open. Every staff screen that filters
 * by days (the audit log, the mailbox inbox, 頁面回饋, 網站統計) checks by this one rule.
 */
export function dateRangeProblem(
  from: string,
  to: string,
  { required = false, maxDays }: { required?: boolean; maxDays?: number } = {},
): string | null {
  const days: Array<number | null> = [];
  for (const [value, name] of [
    [from, '開始日期'],
    [to, '結束日期'],
  ] as const) {
    if (value === '') {
      if (required) return `請選擇${name}。`;
      days.push(null);
      continue;
    }
    const day = dayNumber(value);
    if (day === null) return `${name}格式應為 YYYY-MM-DD。`;
    days.push(day);
  }
  const [first, last] = days;
  if (first == null || last == null) return null;
  if (first > last) return '結束日期不可早於開始日期。';
  if (maxDays !== undefined && last - first + 1 > maxDays) return `查詢期間最長 ${maxDays} 天，請縮短期間。`;
  return null;
}
