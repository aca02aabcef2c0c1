import type { FileEntry } from '../../../../shared/api-types';
import type { SectionLayoutProps } from '../../contract/layout-contract';
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
  /** i18n key naming that date: 發布日期 for a news item, plain 日期 for other dated kinds. */
  dateLabelKey: string;
  category: string;
  description: string;
  image: FileEntry | undefined;
}

export function articleViews(
  layout: Pick<SectionLayoutProps, 'lang' | 'section' | 'rows'>,
  untitled: string,
): ArticleView[] {
  return layout.rows.map((row: SectionRow, index) => {
    const published = textField(row, 'publishDate');
    return {
      key: rowKey(row, index),
      href: detailHref(layout.lang, layout.section, row),
      title: rowTitle(row, untitled),
      // Articles carry publishDate; a section pointed at events or downloads still shows their date.
      date: published || textField(row, 'date') || textField(row, 'startDate'),
      dateLabelKey: published ? 'content.meta.publishDate' : 'content.meta.date',
      category: textField(row, 'category'),
      description: textField(row, 'description'),
      image: rowImage(row),
    };
  });
}
