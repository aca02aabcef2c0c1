import type { MemoryAnswer } from '../../../../src/adapters/http/memory-http.adapter';
import type { HttpRequest } from '../../../../src/domain/http/http.port';
import type { ContentKind, ListQuery, SearchFacets, TaggedRow } from '../../../../src/shared/api-types';
import {
  holdsEveryTerm,
  matchRanges,
  parseSearchQuery,
  snippetAround,
  type SearchQuery,
} from '../../../../src/shared/search/search-text';

/** An item of the stand-in site: its module's name beside it, and a body as plain text. */
export interface SiteItem {
  id: string;
  title: string;
  kind: ContentKind;
  path: string;
  moduleTitle: string;
  date?: string;
  description?: string;
  body?: string;
}

/** Whether every term occurs in one of the fields (no term spans two, as on the server). */
const holds = (fields: Array<string | undefined>, query: SearchQuery): boolean =>
  query.terms.length > 0 &&
  query.terms.every((term) => fields.some((field) => field && holdsEveryTerm(field, { terms: [term] })));

/**
 * `GET /api/cms/tag` with a `search`, answered from `items` as the API's types say
 * (src/shared/api-types.ts, `ListAnswer` and `TaggedRow`): every term required, read by the shared
 * parser; `module` and `year` narrow the page, and each facet is counted with the other filter
 * only; a row's snippet is cut around the first place a term occurs in its description, else in its
 * body. Titles holding every term come first, then the newest: a sketch of the server's ranking,
 * enough for a page that shows the order it is given.
 */
export function searchAnswers(items: readonly SiteItem[]) {
  return (request: HttpRequest): MemoryAnswer => {
    const params = new URL(request.url, 'http://site').searchParams;
    const limit = Number(params.get('limit') ?? 12);
    const offset = Number(params.get('offset') ?? 0);
    const filter = JSON.parse(params.get('query') ?? '{}') as ListQuery;
    const query = parseSearchQuery(filter.search ?? '');
    const yearOf = (item: SiteItem) => (item.date ? Number(item.date.slice(0, 4)) : undefined);
    const found = items
      .filter((item) => holds([item.title, item.description, item.body], query))
      .sort(
        (a, b) =>
          Number(holds([b.title], query)) - Number(holds([a.title], query)) ||
          (b.date ?? '').localeCompare(a.date ?? ''),
      );
    const listed = found
      .filter((item) => filter.module === undefined || item.path === filter.module)
      .filter((item) => filter.year === undefined || yearOf(item) === filter.year);
    const facets: SearchFacets = { modules: [], years: [] };
    for (const item of found) {
      const year = yearOf(item);
      // Each list counted with the other filter applied and not its own, as the API counts them.
      if (filter.year === undefined || year === filter.year) {
        const module = facets.modules.find((entry) => entry.path === item.path);
        if (module) module.count += 1;
        else facets.modules.push({ path: item.path, title: item.moduleTitle, count: 1 });
      }
      if (year === undefined || (filter.module !== undefined && item.path !== filter.module)) continue;
      const entry = facets.years.find((each) => each.year === year);
      if (entry) entry.count += 1;
      else facets.years.push({ year, count: 1 });
    }
    facets.modules.sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
    facets.years.sort((a, b) => b.year - a.year);
    const rows: TaggedRow[] = listed.slice(offset, offset + limit).map((item) => {
      const source = [item.description, item.body].find(
        (text) => text && matchRanges(text, query).length > 0,
      );
      return {
        id: item.id,
        title: item.title,
        kind: item.kind,
        path: item.path,
        ...(item.description ? { description: item.description } : {}),
        ...(item.date ? { date: item.date } : {}),
        ...(source ? { snippet: snippetAround(source, query) } : {}),
      };
    });
    return { status: 200, body: { rows, total: listed.length, facets } };
  };
}
