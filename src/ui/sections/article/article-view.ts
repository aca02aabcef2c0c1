import type { FileEntry } from '../../../shared/api-types';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import {
  detailHref,
  rowImage,
  rowKey,
  rowTitle,
  textField,
  type SectionRow,
} from '../section-parts/section-rows';

/** What the news layouts show of an ArticleItem row, every field already safe to render. */
export interface ArticleView {
  key: string;
  href: string;
  title: string;
  /** The CMS value as sent ('' when missing); format it with the shared date formatter. */
  date: string;
  category: string;
  description: string;
  image: FileEntry | undefined;
}

export function articleViews(
  layout: Pick<SectionLayoutProps, 'lang' | 'section' | 'rows'>,
  untitled: string,
): ArticleView[] {
  return layout.rows.map((row: SectionRow, index) => ({
    key: rowKey(row, index),
    href: detailHref(layout.lang, layout.section, row),
    title: rowTitle(row, untitled),
    // Articles carry publishDate; a section pointed at another dated kind still shows its date.
    date: textField(row, 'publishDate') || textField(row, 'date'),
    category: textField(row, 'category'),
    description: textField(row, 'description'),
    image: rowImage(row),
  }));
}
