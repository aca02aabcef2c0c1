import type { FastifyInstance } from 'fastify';
import type { ContentKind } from '../../shared/api-types';
import { faultError, faultStatus } from '../faults/fault-injection';
import { badRequest, notFound } from '../http/api-error';
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
import type { ContentRepository } from './content.repository';
import { CROSS_KIND_SORT_FIELDS, holdsItems, sortableFields } from './kind-fields';

export interface CmsRouteDeps {
  content: ContentRepository;
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

export function registerCmsRoutes(app: FastifyInstance, { content, faults }: CmsRouteDeps): void {
  app.get<{ Params: PathParams }>(
    '/api/cms/menuSetting/:path',
    { schema: { params: pathParamsSchema } },
    async (request) => {
      const module = content.module(request.params.path);
      if (!module) throw notFound('找不到這個頁面。');
      return module.setting;
    },
  );

  // The tag page and site search; a module of kind `tag` under another path answers the same.
  app.get(
    '/api/cms/tag',
    { schema: { querystring: listQuerystringSchema }, preValidation: prepareListQuerystring },
    async (request) => content.listAcrossKinds(checkSort(readListParams(request), CROSS_KIND_SORT_FIELDS)),
  );

  // No HEAD twin: a cms-single page counts a view when read.
  app.get<{ Params: PathParams }>(
    '/api/cms/:path',
    { ...listRoute, exposeHeadRoute: false },
    async (request) => {
      const fault = faultStatus(request.params.path, faults);
      if (fault !== undefined) throw faultError(fault);
      const module = content.module(request.params.path);
      if (!module || module.info.moduleKey === 'index') throw notFound('找不到這個頁面。');
      const params = readListParams(request);
      const kind: ContentKind = module.kind;
      if (kind === 'tag') return content.listAcrossKinds(checkSort(params, CROSS_KIND_SORT_FIELDS));
      // Mailbox submissions are private: the public list of that page is empty.
      if (!holdsItems(kind)) return { rows: [], total: 0 };
      if (kind === 'single') {
        const page = content.viewPage(module.path);
        if (!page) throw notFound('找不到這個頁面。');
        return page;
      }
      return content.listItems(module, checkSort(params, sortableFields(kind)));
    },
  );

  app.get<{ Params: PathAndIdParams }>(
    '/api/cms/:path/:id',
    { schema: { params: pathAndIdParamsSchema }, exposeHeadRoute: false },
    async (request) => {
      const module = content.module(request.params.path);
      if (!module || !holdsItems(module.kind) || module.kind === 'single') throw notFound('找不到這個頁面。');
      const item = content.viewItem(module.path, request.params.id);
      if (!item) throw notFound('找不到這筆資料，可能已移除。');
      return item;
    },
  );
}
