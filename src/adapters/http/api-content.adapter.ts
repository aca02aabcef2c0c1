import type { ApiClient } from '../../application/api/api-client';
import { listQuery, type QueryParams } from '../../application/api/query-string';
import { PageNotFound } from '../../domain/content/content-failure';
import type {
  ContentSource,
  MailboxOutbox,
  OpenDataSource,
  RightsSource,
  SiteParts,
  SiteSource,
  VisitBeacons,
} from '../../domain/content/content.port';
import type { ContentRow } from '../../domain/content/content-row';
import { ApiError } from '../../domain/errors/api-errors';
import type {
  ListAnswer,
  ListParams,
  MailboxReceipt,
  MailboxSubmission,
  MenuSetting,
  ModuleInfo,
  PageObject,
  Rights,
  SearchFacets,
  SiteStructure,
  TaggedRow,
} from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import type { OpenDataCatalog } from '../../shared/open-data';
import { ALL_ON_MENU_SETTING as ALL_ON } from '../../shared/menu-setting';

/**
 * The content ports over the api client and the path table. A 404 for a page or item is an
 * answer (`PageNotFound`, no dialog); every other failure goes through the api client's policy.
 */
export class ApiContent
  implements ContentSource, SiteSource, MailboxOutbox, RightsSource, VisitBeacons, OpenDataSource
{
  constructor(private readonly api: ApiClient) {}

  module(path: string): Promise<ModuleInfo> {
    return this.page<ModuleInfo>(API_PATHS.module(path));
  }

  /** The page's display switches; a page without settings shows everything rather than failing. */
  menuSetting(path: string): Promise<MenuSetting> {
    return this.api.get<MenuSetting>(API_PATHS.menuSetting(path), { errors: 'caller' }).then(
      (setting) => ({ ...ALL_ON, ...setting }),
      () => ALL_ON,
    );
  }

  async list(
    path: string,
    params: ListParams,
    errors: 'dialog' | 'inline' = 'dialog',
  ): Promise<ListAnswer<ContentRow>> {
    const answer = await this.api.get<ListAnswer<ContentRow>>(API_PATHS.content(path), {
      params: listQuery(params),
      errors: errors === 'inline' ? 'inline' : 'global',
    });
    return wellFormed(answer);
  }

  item(path: string, id: string, options: { preview?: boolean } = {}): Promise<ContentRow> {
    return this.page<ContentRow>(API_PATHS.item(path, id), options.preview ? { preview: '1' } : undefined);
  }

  singlePage(path: string): Promise<PageObject> {
    return this.page<PageObject>(API_PATHS.content(path));
  }

  structure(landingPath?: string): Promise<SiteStructure> {
    return this.page<SiteStructure>(API_PATHS.structure(landingPath));
  }

  async tagged(params: ListParams): Promise<ListAnswer<TaggedRow>> {
    return wellFormed(
      await this.api.get<ListAnswer<TaggedRow>>(API_PATHS.tagged, { params: listQuery(params) }),
    );
  }

  part<K extends keyof SiteParts>(name: K): Promise<SiteParts[K]> {
    return this.api.get<SiteParts[K]>(API_PATHS.site[name]);
  }

  openData(): Promise<OpenDataCatalog> {
    return this.api.get<OpenDataCatalog>(API_PATHS.openData);
  }

  send(path: string, letter: MailboxSubmission, idempotencyKey: string): Promise<MailboxReceipt> {
    // The form shows failures next to its fields and keeps the typed text: no dialog.
    return this.api.post<MailboxReceipt>(API_PATHS.content(path), letter, {
      errors: 'caller',
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  }

  rights(path: string): Promise<Rights> {
    return this.api.get<Rights>(API_PATHS.rights(path));
  }

  // The counters are a courtesy to the editors: a failure is the caller's to ignore, never a dialog.
  async countVisit(): Promise<number> {
    const answer = await this.api.post<{ total?: unknown } | undefined>(API_PATHS.siteHit, undefined, {
      errors: 'caller',
    });
    return counted(answer?.total);
  }

  async visitTotal(): Promise<number> {
    return counted(await this.api.get<unknown>(API_PATHS.siteHit, { errors: 'caller' }));
  }

  async countView(path: string, id: string): Promise<void> {
    await this.api.post<unknown>(API_PATHS.itemView(path, id), undefined, { errors: 'caller' });
  }

  private async page<T>(url: string, params?: QueryParams): Promise<T> {
    try {
      return await this.api.get<T>(url, { answers: [404], ...(params ? { params } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw new PageNotFound(url);
      throw error;
    }
  }
}

/** A total the server sent, or a rejection when it is not a count (the footer then shows nothing). */
function counted(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  throw new TypeError('not a count');
}

/** A list answer whose rows are an array and whose total is a number, whatever the CMS sent. */
function wellFormed<T>(answer: ListAnswer<T> | undefined): ListAnswer<T> {
  const rows = Array.isArray(answer?.rows) ? answer.rows : [];
  const total = typeof answer?.total === 'number' ? answer.total : rows.length;
  // A server without the extension (the spec's own) names no tags: the rows' are offered then.
  const tags = Array.isArray(answer?.tags) ? answer.tags.filter((tag) => typeof tag === 'string') : undefined;
  // The same for the years with items (**ext**): without them the year filter keeps its guess.
  const years = Array.isArray(answer?.years)
    ? answer.years.filter((year) => typeof year === 'number' && Number.isInteger(year))
    : undefined;
  const facets = searchFacets(answer?.facets);
  const mailbox = answer?.mailbox;
  return {
    rows,
    total,
    ...(tags ? { tags } : {}),
    ...(years ? { years } : {}),
    ...(facets ? { facets } : {}),
    // The mailbox to offer when nothing was found (**ext**), when it names a module path.
    ...(typeof mailbox?.path === 'string' && mailbox.path !== '' && typeof mailbox.title === 'string'
      ? { mailbox: { path: mailbox.path, title: mailbox.title } }
      : {}),
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * A search's facets (**ext**), each entry kept only when whole: the results page builds its filter
 * links from them, and a server without them offers no filters rather than broken ones.
 */
function searchFacets(facets: unknown): SearchFacets | undefined {
  if (typeof facets !== 'object' || facets === null) return undefined;
  const { modules, years } = facets as { modules?: unknown; years?: unknown };
  if (!Array.isArray(modules) || !Array.isArray(years)) return undefined;
  return {
    modules: modules.filter(
      (entry): entry is SearchFacets['modules'][number] =>
        typeof entry?.path === 'string' &&
        entry.path !== '' &&
        typeof entry.title === 'string' &&
        isCount(entry.count),
    ),
    years: years.filter(
      (entry): entry is SearchFacets['years'][number] => isCount(entry?.year) && isCount(entry.count),
    ),
  };
}
