import { VisuallyHidden } from '../../../parts/visually-hidden';
import { dateTimeAttr, formatDate, toCalendarDay } from '../../../parts/format-date';
import styles from './date-badge.part.module.css';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A calendar-leaf badge: the day large, year and month small. Screen readers get the whole date
 * in the site's one format instead of the split pieces; a row without a date keeps an empty
 * badge of the same size so the titles still line up.
 */
export function DateBadge({ date }: { date: string }) {
  const day = toCalendarDay(date);
  return (
    <div className={styles.badge} data-part="date-badge">
      {day ? (
        <time dateTime={dateTimeAttr(date)}>
          <span aria-hidden="true" className={styles.leaf}>
            <span className={styles.day}>{pad(day.day)}</span>
            <span className={styles.month}>{`${day.year}-${pad(day.month)}`}</span>
          </span>
          <VisuallyHidden>{formatDate(date)}</VisuallyHidden>
        </time>
      ) : (
        <span aria-hidden="true" className={styles.none}>
          —
        </span>
      )}
    </div>
  );
}
