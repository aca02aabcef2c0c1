import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/api-paths';
import type { ContentKind } from '../../shared/api-types';
import { faultError, faultStatus } from '../faults/fault-injection';
import { badRequest, notFound } from '../http/api-error';
import { routeOf } from '../http/route-patterns';
import {
  listQuerystringSchema,
  prepareListQuerystring,
  readListParams,
  type ListParams,
} from '../http/list-params';
import {
  pathAndIdParamsSchema,
  pathParamsSchema,
  type PathAndIdParams,
  type PathParams,
} from '../http/route-schemas';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import type { ContentStore } from '../ports/content-store.port';
import type { ItemAddresses } from './item-addresses';
import type { VisitCounter } from './visit-counter';
import { CROSS_KIND_SORT_FIELDS, crossKindOrder, holdsItems, itemOrder, sortableFields } from './kind-fields';

export interface CmsRouteDeps {
  content: ContentStore;
  /** An item is asked for by its code, its 網址代稱, or an earlier 網址代稱. */
  addresses: ItemAddresses;
  visits: VisitCounter;
  viewPerIp: RateWindow;
  faults: boolean;
}

function checkSort(params: ListParams, allowed: readonly string[]): ListParams {
  if (params.sort !== undefined && !allowed.includes(params.sort)) {
    throw badRequest(`排序欄位只能是：${allowed.join('、')}`, {
      sort: `排序欄位只能是下列其中之一：${allowed.join('、')}`,
    });
  }
  return params;
}

const listRoute = {
  schema: { params: pathParamsSchema, querystring: listQuerystringSchema },
  preValidation: prepareListQuerystring,
};

type Item = Record<string, unknown>;

export function registerCmsRoutes(
  app: FastifyInstance,
  { content, addresses, visits, viewPerIp, faults }: CmsRouteDeps,
): void {
  // Views counted since the last flush are added, so a reader sees their own visit soon.
  const withUnflushedViews = (path: string, item: Item): Item => ({
    ...item,
    views: (typeof item.views === 'number' ? item.views : 0) + visits.unflushedViews(path, String(item.id)),
  });
  const listAcrossKinds = (params: ListParams) =>
    content.listAcrossKinds(params.query, crossKindOrder(params), params);

  app.get<{ Params: PathParams }>(
    routeOf(API_PATHS.menuSetting, 'path'),
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const module = await content.module(request.params.path);
      if (!module) throw notFound('找不到這個頁面。');
      return module.setting;
    },
  );

  // The tag page and site search; a module of kind `tag` under another path answers the same.
  app.get(
    API_PATHS.tagged,
    { schema: { querystring: listQuerystringSchema }, preValidation: prepareListQuerystring },
    async (request) => listAcrossKinds(checkSort(readListParams(request), CROSS_KIND_SORT_FIELDS)),
  );

  app.get<{ Params: PathParams }>(routeOf(API_PATHS.content, 'path'), listRoute, async (request) => {
    const fault = faultStatus(request.params.path, faults);
    if (fault !== undefined) throw faultError(fault);
    const module = await content.module(request.params.path);
    if (!module || module.info.moduleKey === 'index') throw notFound('找不到這個頁面。');
    const params = readListParams(request);
    const kind: ContentKind = module.kind;
    if (kind === 'tag') return listAcrossKinds(checkSort(params, CROSS_KIND_SORT_FIELDS));
    // Mailbox submissions are private: the public list of that page is empty.
    if (!holdsItems(kind)) return { rows: [], total: 0 };
    if (kind === 'single') {
      const page = await content.page(module.path);
      if (!page) throw notFound('找不到這個頁面。');
      return withUnflushedViews(module.path, page);
    }
    const checked = checkSort(params, sortableFields(kind));
    const [answer, tags, years] = await Promise.all([
      content.listItems(module.path, checked.query, itemOrder(kind, checked), checked),
      content.moduleTags(module.path),
      content.moduleYears(module.path),
    ]);
    return { ...answer, tags, years };
  });

  app.get<{ Params: PathAndIdParams }>(
    routeOf(API_PATHS.item, 'path', 'id'),
    { schema: { params: pathAndIdParamsSchema } },
    async (request) => {
      const module = await content.module(request.params.path);
      if (!module || !holdsItems(module.kind) || module.kind === 'single') throw notFound('找不到這個頁面。');
      // An earlier 網址代稱 answers the item too: the client moves its address bar to the new one.
      const found = await addresses.resolve(module.path, request.params.id);
      const item = found.kind === 'unknown' ? undefined : await content.item(module.path, found.id);
      if (!item) throw notFound('找不到這筆資料，可能已移除。');
      return withUnflushedViews(module.path, item);
    },
  );

  // The view beacon: the client posts it once it shows an item (or a cms-single page, with the
  // page's id), so GETs stay read-only and cacheable.
  app.post<{ Params: PathAndIdParams }>(
    routeOf(API_PATHS.itemView, 'path', 'id'),
    { schema: { params: pathAndIdParamsSchema }, config: perIp(viewPerIp) },
    async (request, reply) => {
      const { path } = request.params;
      const module = await content.module(path);
      if (!module || !holdsItems(module.kind)) throw notFound('找不到這筆資料，可能已移除。');
      // A cms-single page posts its page's id; an item, whichever address the visitor came by.
      const found = await addresses.resolve(module.path, request.params.id);
      const id = found.kind === 'unknown' ? request.params.id : found.id;
      if (!(await content.hasItem(module.path, id))) throw notFound('找不到這筆資料，可能已移除。');
      visits.countView(module.path, id);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
