import type { RenderAnswer, RenderSource } from '../../shared/server-render';
import type { ContentStore } from '../ports/content-store.port';
import type { VisitCounter } from '../content/visit-counter';
import { ItemAddresses } from '../content/item-addresses';
import {
  CROSS_KIND_SORT_FIELDS,
  crossKindOrder,
  holdsItems,
  itemOrder,
  sortableFields,
} from '../content/kind-fields';
import { DEFAULT_LIMIT, MAX_LIMIT, type ListParams } from '../http/list-params';
import { SITE_DOCUMENTS, type SiteDocumentName } from '../ports/site-documents';
import { publicSiteDocument } from '../site/public-site-document';
import type { OpenDataService } from '../opendata/open-data.service';

const ok = (body: unknown): RenderAnswer => ({ status: 200, body });
const NOT_FOUND: RenderAnswer = { status: 404, body: { message: '找不到這個頁面。' } };
/** A query the routes would refuse: the render leaves that part to the browser, which gets the 400. */
const REFUSED: RenderAnswer = { status: 400, body: { message: '查詢條件不正確。' } };

/**
 * The list parameters as `readListParams` gives them after the route's schema, or null where the
 * schema would answer 400.
 */
function listParams(query: URLSearchParams, allowed: readonly string[]): ListParams | null {
  const integer = (name: string, min: number, max: number, fallback: number): number | null => {
    const text = query.get(name);
    if (text === null) return fallback;
    const value = Number(text);
    return /^\d{1,15}$/.test(text) && value >= min && value <= max ? value : null;
  };
  const limit = integer('limit', 1, MAX_LIMIT, DEFAULT_LIMIT);
  const offset = integer('offset', 0, 1_000_000, 0);
  if (limit === null || offset === null) return null;
  let filter: { search?: unknown; tag?: unknown; year?: unknown; module?: unknown } = {};
  const text = query.get('query');
  if (text !== null && text.trim() !== '') {
    try {
      filter = JSON.parse(text) as typeof filter;
    } catch {
      return null;
    }
  }
  const search = typeof filter.search === 'string' ? filter.search.trim().slice(0, 100) : '';
  const tag = typeof filter.tag === 'string' ? filter.tag.trim().slice(0, 50) : '';
  const year = Number.isInteger(filter.year) ? (filter.year as number) : undefined;
  const module = typeof filter.module === 'string' && filter.module !== '' ? filter.module.slice(0, 200) : '';
  const sort = query.get('sort') ?? undefined;
  const order = query.get('order') ?? undefined;
  if (sort !== undefined && !allowed.includes(sort)) return null;
  if (order !== undefined && order !== 'asc' && order !== 'desc') return null;
  return {
    limit,
    offset,
    query: {
      ...(search ? { search } : {}),
      ...(tag ? { tag } : {}),
      ...(year !== undefined ? { year } : {}),
      ...(module ? { module } : {}),
    },
    ...(sort !== undefined ? { sort } : {}),
    ...(order !== undefined ? { order } : {}),
  };
}

/**
 * The public API's GET answers for a server render, read from the repositories with the
 * rules of site.routes.ts and cms.routes.ts: no HTTP request to the server itself, no rate limit
 * spent, no fault injection. Anything else is a 404.
 */
export function repositoryRenderSource(
  content: ContentStore,
  visits: VisitCounter,
  openData?: Pick<OpenDataService, 'catalog'>,
): RenderSource {
  const withUnflushedViews = (path: string, item: Record<string, unknown>) => ({
    ...item,
    views: (typeof item.views === 'number' ? item.views : 0) + visits.unflushedViews(path, String(item.id)),
  });
  const listAcrossKinds = (params: ListParams) =>
    content.listAcrossKinds(params.query, crossKindOrder(params), params);
  const addresses = new ItemAddresses(content);
  return async (url) => {
    const parsed = new URL(url, 'http://render.invalid');
    const segments = parsed.pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    const [api, area, first, second, third] = segments;
    if (api !== 'api' || third !== undefined) return NOT_FOUND;
    // The 開放資料 page links the files by their own path, so the catalog's links stay relative here.
    if (area === 'opendata' && first === undefined)
      return openData ? ok(await openData.catalog('')) : NOT_FOUND;
    if (area === 'site') {
      if (first === 'hit' && second === undefined) return ok(await visits.totalHits());
      if (first === 'module' && second !== undefined) {
        const module = await content.module(second);
        return module ? ok(module.info) : NOT_FOUND;
      }
      if (first === 'structure' && second !== undefined) {
        const landing = await content.landing(second);
        return landing ? ok(landing) : NOT_FOUND;
      }
      if (second === undefined && SITE_DOCUMENTS.includes(first as SiteDocumentName)) {
        const document = await publicSiteDocument(content, first as SiteDocumentName);
        return document === undefined ? NOT_FOUND : ok(document);
      }
      return NOT_FOUND;
    }
    if (area !== 'cms' || first === undefined) return NOT_FOUND;
    if (first === 'menuSetting') {
      const module = second === undefined ? undefined : await content.module(second);
      return module ? ok(module.setting) : NOT_FOUND;
    }
    if (first === 'tag' && second === undefined) {
      const params = listParams(parsed.searchParams, CROSS_KIND_SORT_FIELDS);
      return params ? ok(await listAcrossKinds(params)) : REFUSED;
    }
    const module = await content.module(first);
    if (!module || module.info.moduleKey === 'index') return NOT_FOUND;
    if (second !== undefined) {
      if (!holdsItems(module.kind) || module.kind === 'single') return NOT_FOUND;
      const found = await addresses.resolve(module.path, second);
      const item = found.kind === 'unknown' ? undefined : await content.item(module.path, found.id);
      return item ? ok(withUnflushedViews(module.path, item)) : NOT_FOUND;
    }
    if (module.kind === 'tag') {
      const params = listParams(parsed.searchParams, CROSS_KIND_SORT_FIELDS);
      return params ? ok(await listAcrossKinds(params)) : REFUSED;
    }
    if (!holdsItems(module.kind)) return ok({ rows: [], total: 0 });
    if (module.kind === 'single') {
      const page = await content.page(module.path);
      return page ? ok(withUnflushedViews(module.path, page)) : NOT_FOUND;
    }
    const params = listParams(parsed.searchParams, sortableFields(module.kind));
    if (!params) return REFUSED;
    const [answer, tags, years] = await Promise.all([
      content.listItems(module.path, params.query, itemOrder(module.kind, params), params),
      content.moduleTags(module.path),
      content.moduleYears(module.path),
    ]);
    return ok({ ...answer, tags, years });
  };
}
