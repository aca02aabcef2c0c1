/** A filter's day as a date input writes it. */
export const FILTER_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Why a from–to filter of days cannot be sent (a day that is not one, a range the wrong way round),
 * or null; empty ends are open. The audit log and the mailbox inbox filter by the same rule.
 */
export function dateRangeProblem(from: string, to: string): string | null {
  for (const [value, name] of [
    [from, '起始日期'],
    [to, '結束日期'],
  ] as const)
    if (value !== '' && !FILTER_DAY.test(value)) return `${name}格式應為 YYYY-MM-DD。`;
  if (from !== '' && to !== '' && from > to) return '起始日期不可晚於結束日期。';
  return null;
}
