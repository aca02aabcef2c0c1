import type { ContentKind } from './api-types';

/**
 * The tables of layout names (product.md section 5), shared by the client's registry, the server's
 * demo and the tests. Kept apart from the API types: these are a catalogue, not a wire format.
 */

/** List layout name for each content kind (product.md section 5). */
export const LIST_LAYOUT_BY_KIND: Record<ContentKind, string> = {
  normal: 'cms-normal',
  single: 'cms-single',
  event: 'cms-event',
  events: 'cms-events',
  annals: 'cms-annals',
  gallery: 'cms-gallery',
  video: 'cms-video',
  download: 'cms-download',
  people: 'cms-people',
  object: 'cms-object',
  digital: 'cms-digital',
  appeal: 'cms-appeal',
  mailbox: 'cms-mailbox',
  tag: 'cms-tag',
};

/** Detail layout name for each kind that has details. */
export const DETAIL_LAYOUT_BY_KIND: Partial<Record<ContentKind, string>> = {
  normal: 'cms-detail-normal',
  event: 'cms-detail-event',
  events: 'cms-detail-events',
  annals: 'cms-detail-annals',
  gallery: 'cms-detail-gallery',
  video: 'cms-detail-video',
  download: 'cms-detail-download',
  people: 'cms-detail-people',
  object: 'cms-detail-object',
  digital: 'cms-detail-digital',
  appeal: 'cms-detail-appeal',
};

const numbered = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);

/** Every layout name of product.md section 5: 12 frames, 31 sections, 14 lists, 11 details = 68. */
export const TEMPLATE_LAYOUTS: readonly string[] = [1, 2, 3, 4, 5, 7, 8, 11, 12, 13, 14, 15].map(
  (n) => `template-${String(n).padStart(3, '0')}`,
);
export const INDEX_LAYOUTS: readonly string[] = [
  'index-banner',
  ...numbered('index-menu-', 1, 6),
  ...numbered('index-article-', 1, 8),
  ...numbered('index-portfolio-', 1, 8),
  ...numbered('index-timeline-', 1, 4),
  ...numbered('index-video-', 1, 2),
  'index-appeal',
  'index-contact',
];
export const LIST_LAYOUTS: readonly string[] = Object.values(LIST_LAYOUT_BY_KIND);
export const DETAIL_LAYOUTS: readonly string[] = Object.values(DETAIL_LAYOUT_BY_KIND) as string[];
export const ALL_LAYOUTS: readonly string[] = [
  ...TEMPLATE_LAYOUTS,
  ...INDEX_LAYOUTS,
  ...LIST_LAYOUTS,
  ...DETAIL_LAYOUTS,
];
