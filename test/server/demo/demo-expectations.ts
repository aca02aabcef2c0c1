import type { ContentKind } from '../../../src/shared/api-types';

/**
 * What product.md section 5 asks of each content kind, written out once for the demo tests:
 * the fields an item must carry beyond id, title and description.
 */
export const REQUIRED_FIELDS: Partial<Record<ContentKind, readonly string[]>> = {
  normal: ['publishDate', 'category', 'content', 'images', 'files', 'tags', 'views'],
  event: ['startDate', 'endDate', 'location', 'organizer', 'content', 'images', 'tags'],
  events: ['era', 'startYear', 'content', 'people', 'objects', 'images'],
  annals: ['year', 'date', 'category', 'content'],
  gallery: ['date', 'images'],
  video: ['date', 'videoUrl', 'duration', 'thumbnail'],
  download: ['date', 'files'],
  people: ['role', 'content', 'images', 'events', 'objects'],
  object: ['accessionNo', 'period', 'material', 'dimensions', 'content', 'images'],
  digital: ['creator', 'date', 'format', 'rights', 'content', 'images', 'files'],
  appeal: [
    'issueDate',
    'decideDocumentNo',
    'decideDate',
    'appellant',
    'content',
    'fact',
    'reason',
    'chairperson',
    'commissioner',
    'teching',
  ],
};

/** Item fields that hold calendar dates (`YYYY-MM-DD`), which the demo keeps within 2024–2026. */
export const DATE_FIELDS = [
  'publishDate',
  'startDate',
  'endDate',
  'date',
  'issueDate',
  'decideDate',
] as const;

/** Fields holding `ItemRef`s to items of other lists. */
export const REF_FIELDS = ['related', 'people', 'objects', 'events'] as const;

/** The section layouts that take no `path`: they read the menu, the banner or the footer. */
export const PATHLESS_SECTION = /^index-(menu-\d\d|banner|contact)$/;
