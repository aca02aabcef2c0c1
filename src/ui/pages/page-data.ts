import { listQuery } from '../../application/api/query-string';
import type { ApiClient } from '../../application/api/api-client';
import { ApiError } from '../../domain/errors/api-errors';
import type {
  IndexSection,
  ListAnswer,
  ListParams,
  MenuSetting,
  PageObject,
  SiteStructure,
  TaggedRow,
} from '../../shared/api-types';

/**
 * The reads of the public pages, over the api client. Pure functions of (api, arguments), so the
 * containers stay thin and each fetch can be tested with the in-memory HTTP twin.
 */

export type Row = Record<string, unknown> & { id: string; title: string };

const enc = encodeURIComponent;

/** Thrown when the CMS does not know a page or item: the router then shows /404. */
export class PageNotFound extends Error {
  override name = 'PageNotFound';
}

/**
 * A 404 here is an answer, not a fault: it is asked for with the caller's error handling so that no
 * dialog opens, and any other failure is asked again under the global policy (token refresh, dialogs).
 */
async function getPage<T>(api: ApiClient, path: string): Promise<T> {
  try {
    return await api.get<T>(path, { errors: 'caller' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new PageNotFound(path);
    return api.get<T>(path);
  }
}

const ALL_ON: MenuSetting = {
  showDate: true,
  showViews: true,
  showShare: true,
  showPrint: true,
  showTags: true,
  showRelated: true,
};

/** The page's display switches; a page without settings shows everything rather than failing. */
export function fetchMenuSetting(api: ApiClient, path: string): Promise<MenuSetting> {
  return api.get<MenuSetting>(`/api/cms/menuSetting/${enc(path)}`, { errors: 'caller' }).then(
    (s) => ({ ...ALL_ON, ...s }),
    () => ALL_ON,
  );
}

export function fetchList(api: ApiClient, path: string, params: ListParams): Promise<ListAnswer<Row>> {
  return api.get<ListAnswer<Row>>(`/api/cms/${enc(path)}`, { params: listQuery(params) });
}

export function fetchSinglePage(api: ApiClient, path: string): Promise<PageObject> {
  return getPage<PageObject>(api, `/api/cms/${enc(path)}`);
}

export function fetchItem(api: ApiClient, path: string, id: string): Promise<Row> {
  return getPage<Row>(api, `/api/cms/${enc(path)}/${enc(id)}`);
}

/** Rows across kinds by tag and/or phrase (the tag page and the site search). */
export function fetchTagged(api: ApiClient, params: ListParams): Promise<ListAnswer<TaggedRow>> {
  return api.get<ListAnswer<TaggedRow>>('/api/cms/tag', { params: listQuery(params) });
}

export function fetchStructure(api: ApiClient, landingPath?: string): Promise<SiteStructure> {
  return landingPath === undefined
    ? api.get<SiteStructure>('/api/site/structure')
    : getPage<SiteStructure>(api, `/api/site/structure/${enc(landingPath)}`);
}

export interface SectionData {
  section: IndexSection;
  rows: Row[];
  total: number;
}

const EMPTY: ListAnswer<Row> = { rows: [], total: 0 };

/**
 * One section's rows. A section whose list fails shows its empty state; the page does not open one
 * dialog per section.
 */
export async function fetchSectionRows(api: ApiClient, section: IndexSection): Promise<SectionData> {
  const answer = section.path
    ? await api
        .get<ListAnswer<Row>>(`/api/cms/${enc(section.path)}`, {
          params: listQuery({ limit: section.limit ?? 6, offset: 0 }),
          errors: 'caller',
        })
        .catch(() => EMPTY)
    : EMPTY;
  return { section, rows: Array.isArray(answer.rows) ? answer.rows : [], total: answer.total ?? 0 };
}
