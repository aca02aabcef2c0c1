import type { ContentKind, SortOrder } from '../../shared/api-types';
import type { CrossKindOrder, ItemOrder } from '../ports/content-store.port';

/** How the items of one content kind are dated and which of their fields a list may sort on. */
export interface KindFields {
  /** The item field holding its date (`YYYY-MM-DD…`), if the kind is dated. */
  dateField?: string;
  /** The item field holding its year, when it is not the year of `dateField`. */
  yearField?: string;
  /** Fields a client may name in `sort`, besides `title`, `views` and `id`. */
  sortFields: readonly string[];
}

const KIND_FIELDS: Partial<Record<ContentKind, KindFields>> = {
  normal: { dateField: 'publishDate', sortFields: ['publishDate', 'category'] },
  single: { sortFields: [] },
  event: { dateField: 'startDate', sortFields: ['startDate', 'endDate', 'location'] },
  events: { yearField: 'startYear', sortFields: ['startYear', 'endYear', 'era'] },
  annals: { dateField: 'date', yearField: 'year', sortFields: ['year', 'date', 'category'] },
  gallery: { dateField: 'date', sortFields: ['date'] },
  video: { dateField: 'date', sortFields: ['date', 'duration'] },
  download: { dateField: 'date', sortFields: ['date'] },
  people: { yearField: 'birthYear', sortFields: ['birthYear', 'deathYear', 'role'] },
  object: { sortFields: ['accessionNo', 'period', 'material'] },
  digital: { dateField: 'date', sortFields: ['date', 'creator', 'format'] },
  appeal: { dateField: 'issueDate', sortFields: ['issueDate', 'decideDate', 'decideDocumentNo'] },
};

const COMMON_SORT_FIELDS = ['title', 'views', 'id'] as const;

export function kindFields(kind: ContentKind): KindFields {
  return KIND_FIELDS[kind] ?? { sortFields: [] };
}

export function sortableFields(kind: ContentKind): string[] {
  return [...kindFields(kind).sortFields, ...COMMON_SORT_FIELDS];
}

/** Sort fields of the cross-kind tag/search list, whose rows share only these columns. */
export const CROSS_KIND_SORT_FIELDS: readonly string[] = ['date', 'title', 'views'];

// Which kinds hold items is the editor's question too: the rule lives in shared.
export { holdsItems } from '../../shared/modules.schema';

/**
 * The order of one module's list. `sort` must already be one of `sortableFields(kind)`; without
 * it, dated kinds list newest first and the others keep their published order.
 */
export function itemOrder(
  kind: ContentKind,
  { sort, order }: { sort?: string; order?: SortOrder },
): ItemOrder {
  const fields = kindFields(kind);
  const dated = fields.dateField !== undefined;
  const direction = order ?? (sort === undefined && dated ? 'desc' : 'asc');
  if (sort === undefined) return { by: dated ? 'date' : 'position', direction };
  if (sort === 'title' || sort === 'views' || sort === 'id') return { by: sort, direction };
  if (sort === fields.dateField) return { by: 'date', direction };
  return { by: { field: sort }, direction };
}

/** The order of the cross-kind list: newest first unless a sort is asked for. */
export function crossKindOrder({
  sort,
  order,
  query,
}: {
  sort?: string;
  order?: SortOrder;
  query?: { search?: string };
}): CrossKindOrder {
  // A search asked for no order is ranked: the best match first, not the newest.
  if (sort === undefined && query?.search) return { by: 'relevance', direction: 'asc' };
  const direction = order ?? (sort === undefined ? 'desc' : 'asc');
  return { by: sort === 'title' ? 'title' : sort === 'views' ? 'views' : 'date', direction };
}
