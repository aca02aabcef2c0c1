import { dateTimeAttr, formatDate } from './format-date';

export interface DateRangeProps {
  start: string | null | undefined;
  end?: string | null | undefined;
}

/** `2025-03-14 – 2025-03-20` with both ends machine-readable; one date when the ends agree. */
export function DateRange({ start, end }: DateRangeProps) {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from && !to) return null;
  if (!to || to === from) return <time dateTime={dateTimeAttr(start)}>{from}</time>;
  if (!from) return <time dateTime={dateTimeAttr(end)}>{to}</time>;
  return (
    <>
      <time dateTime={dateTimeAttr(start)}>{from}</time>
      {' – '}
      <time dateTime={dateTimeAttr(end)}>{to}</time>
    </>
  );
}
