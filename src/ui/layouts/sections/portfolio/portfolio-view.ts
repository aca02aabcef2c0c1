import type { FileEntry } from '../../../../shared/api-types';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { formatDate, formatDateRange } from '../../../parts/format-date';
import {
  detailHref,
  numberField,
  rowImage,
  rowKey,
  rowTitle,
  textField,
  type SectionRow,
} from '../section-parts/section-rows';

/** What a portfolio card shows of a row of any kind (gallery, people, collection, digital, events…). */
export interface PortfolioView {
  key: string;
  href: string;
  title: string;
  image: FileEntry | undefined;
  /** One short line that says what the item is: a role, a period, an era or a date. */
  meta: string;
  description: string;
}

/** `1895–1945`, `1920–` for the living or unknown, '' when neither year is known. */
export function yearSpan(from: number | undefined, to: number | undefined): string {
  if (from === undefined && to === undefined) return '';
  if (from === undefined) return `–${to}`;
  if (to === undefined) return `${from}–`;
  return to === from ? String(from) : `${from}–${to}`;
}

/**
 * The one line under a card's title, taken from whichever field the kind has, in order of how
 * much it tells: people get role and life years, objects their period, historical events their
 * era, events their dates, everything else its date.
 */
export function portfolioMeta(row: SectionRow): string {
  const role = textField(row, 'role');
  const life = yearSpan(numberField(row, 'birthYear'), numberField(row, 'deathYear'));
  if (role || life) return [role, life].filter(Boolean).join(' ');
  const candidates = [
    textField(row, 'period'),
    textField(row, 'era'),
    formatDateRange(textField(row, 'startDate'), textField(row, 'endDate')),
    formatDate(textField(row, 'date') || textField(row, 'publishDate')),
  ];
  return candidates.find((value) => value !== '') ?? '';
}

export function portfolioViews(
  layout: Pick<SectionLayoutProps, 'lang' | 'section' | 'rows'>,
  untitled: string,
): PortfolioView[] {
  return layout.rows.map((row, index) => ({
    key: rowKey(row, index),
    href: detailHref(layout.lang, layout.section, row),
    title: rowTitle(row, untitled),
    image: rowImage(row),
    meta: portfolioMeta(row),
    description: textField(row, 'description'),
  }));
}
