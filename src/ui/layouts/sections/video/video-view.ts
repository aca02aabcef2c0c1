import type { FileEntry } from '../../../../shared/api-types';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { representativeImage } from '../../../parts/representative-image';
import { detailHref, fileField, rowKey, rowTitle, textField } from '../section-parts/section-rows';
import { parseDuration, type VideoDuration } from '../section-parts/video-duration';

export interface VideoView {
  key: string;
  href: string;
  title: string;
  /** The video's own still first; a row of another kind may offer its images instead. */
  thumbnail: FileEntry | undefined;
  duration: VideoDuration | null;
  date: string;
  description: string;
}

export function videoViews(
  layout: Pick<SectionLayoutProps, 'lang' | 'section' | 'rows'>,
  untitled: string,
): VideoView[] {
  return layout.rows.map((row, index) => ({
    key: rowKey(row, index),
    href: detailHref(layout.lang, layout.section, row),
    title: rowTitle(row, untitled),
    thumbnail: fileField(row, 'thumbnail') ?? representativeImage(row.images),
    duration: parseDuration(row.duration),
    date: textField(row, 'date'),
    description: textField(row, 'description'),
  }));
}
