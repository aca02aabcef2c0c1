import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeAttr, formatDate } from '../../../parts/format-date';
import styles from './year-mark.part.module.css';

export interface YearMarkProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  startYear: number | undefined;
  endYear: number | undefined;
  /** Exact day, shown under the year when the row has one. */
  date?: string;
}

const yearAttr = (year: number | undefined): string | undefined =>
  // HTML's valid year string has at least four digits; years before the common era have no form.
  year === undefined || year < 1 ? undefined : String(year).padStart(4, '0');

/** The year (or span of years) that places an entry on a time axis, as `<time>` elements. */
export function YearMark({ startYear, endYear, date, className, ...rest }: YearMarkProps) {
  const { t } = useTranslation();
  return (
    <p
      className={className ? `${styles.yearMark} ${className}` : styles.yearMark}
      data-part="year-mark"
      {...rest}
    >
      {startYear === undefined ? (
        t('sections.timeline.undated')
      ) : (
        <>
          <time dateTime={yearAttr(startYear)}>{startYear}</time>
          {endYear !== undefined && (
            <>
              –<time dateTime={yearAttr(endYear)}>{endYear}</time>
            </>
          )}
        </>
      )}
      {date && formatDate(date) !== String(startYear) && (
        <span className={styles.date}>
          <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
        </span>
      )}
    </p>
  );
}
