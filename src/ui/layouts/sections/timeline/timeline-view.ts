import type { SectionLayoutProps } from '../../contract/layout-contract';
import { yearOf } from '../../../parts/format-date';
import { detailHref, numberField, rowKey, rowTitle, textField } from '../section-parts/section-rows';

/**
 * One point on a time axis, read from an AnnalsItem (`year`, `date`, `category`) or a
 * HistoricalEventItem (`startYear`, `endYear`, `era`).
 */
export interface TimelineEntry {
  key: string;
  href: string;
  title: string;
  startYear: number | undefined;
  endYear: number | undefined;
  /** The exact day when the row has one ('' otherwise); format it with the shared formatter. */
  date: string;
  /** The era (historical events) or category (annals). */
  label: string;
  era: string;
  description: string;
}

export function timelineEntries(
  layout: Pick<SectionLayoutProps, 'lang' | 'section' | 'rows'>,
  untitled: string,
): TimelineEntry[] {
  return layout.rows.map((row, index) => {
    const date = textField(row, 'date');
    const startYear = numberField(row, 'year') ?? numberField(row, 'startYear') ?? yearOf(date) ?? undefined;
    const endYear = numberField(row, 'endYear');
    const era = textField(row, 'era');
    return {
      key: rowKey(row, index),
      href: detailHref(layout.lang, layout.section, row),
      title: rowTitle(row, untitled),
      startYear,
      endYear: endYear !== undefined && endYear !== startYear ? endYear : undefined,
      date,
      label: era || textField(row, 'category'),
      era,
      description: textField(row, 'description'),
    };
  });
}

/** The decade a year falls in (1895 → 1890); negative years round down too. */
export function decadeOf(year: number): number {
  return Math.floor(year / 10) * 10;
}
