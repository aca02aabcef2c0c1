import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateTimeAttr, formatDate } from '../../parts/format-date';

export interface YearMarkProps extends Omit<TextProps, 'children'> {
  startYear: number | undefined;
  endYear: number | undefined;
  /** Exact day, shown under the year when the row has one. */
  date?: string;
}

const yearAttr = (year: number | undefined): string | undefined =>
  // HTML's valid year string has at least four digits; years before the common era have no form.
  year === undefined || year < 1 ? undefined : String(year).padStart(4, '0');

/** The year (or span of years) that places an entry on a time axis, as `<time>` elements. */
export function YearMark({ startYear, endYear, date, ...rest }: YearMarkProps) {
  const { t } = useTranslation();
  return (
    <Text
      as="p"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      lineHeight="1.3"
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
        <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
          <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
        </Text>
      )}
    </Text>
  );
}
