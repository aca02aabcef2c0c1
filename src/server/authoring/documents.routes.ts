import type { FastifyInstance } from 'fastify';
import {
  checkDocumentData,
  createBodySchema,
  saveBodySchema,
  scheduleBodySchema,
} from '../../shared/authoring.schema';
import { isIdSegment, SITE_RIGHTS_PATH } from '../../shared/document-id';
import { takesNewItems } from '../../shared/modules.schema';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { DOCUMENT_BODY_LIMIT_BYTES } from '../http/body-limit';
import type { AuthoringService } from './authoring.service';
import type { DocumentListsService } from './document-lists.service';
import {
  bodyOf,
  checked,
  checkEditable as checkStructureEditable,
  checkMayPublish,
  docParamsSchema,
  documentRefOf,
  idempotencyKeyOf,
  ifMatchOf,
  scheduledAt,
  userOnDocument,
  userWithRight,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';
import type { Stores } from '../storage/stores';

export interface DocumentRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  /** The list, filtered by each row's own path. */
  lists: DocumentListsService;
  /** Reads outside a unit of work: the list, a module's kind, the site settings. */
  stores: Pick<Stores, 'documents' | 'publicSite' | 'siteSettings'>;
}

interface ListQuery {
  type?: string;
  path?: string;
  status?: string;
  q?: string;
  limit?: string;
  offset?: string;
}

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['item', 'page', 'settings', 'structure', 'chrome'] },
    path: { type: 'string', minLength: 1, maxLength: 100 },
    status: { type: 'string', enum: ['draft', 'published', 'changed', 'scheduled'] },
    q: { type: 'string', maxLength: 100 },
    limit: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
  },
} as const;

const noStore = { 'cache-control': 'no-store' };

export const BAD_ID_TEXT = '項目代碼只能使用英文字母、數字、「-」與「_」，最多 100 個字';

export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): void {
  const { access, authoring, lists, stores } = deps;

  const checkEditable = (docId: string, settings = stores.siteSettings): Promise<void> =>
    checkStructureEditable(settings, docId);

  app.get<{ Querystring: ListQuery }>(
    '/backend/documents',
    { schema: { querystring: listQuerySchema } },
    async (request, reply) => {
      const { type, path, status, q } = request.query;
      const user = await userWithRight(request, access, path ?? SITE_RIGHTS_PATH, 'r');
      const limit = Math.min(Number(request.query.limit ?? 50), 200);
      const offset = Number(request.query.offset ?? 0);
      const page = await lists.list(user.account, { type, path, status, q, limit, offset });
      return reply.headers(noStore).send(page);
    },
  );

  app.get<{ Params: DocParams }>(
    '/backend/documents/:docId',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      await userOnDocument(request, access, request.params.docId, 'r');
      const view = await authoring.view(request.params.docId);
      if (view.status === 'deleted') throw notFound('這份文件在回收桶中。');
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.put<{ Params: DocParams }>(
    '/backend/documents/:docId',
    // A whole document: the schema's 200,000 characters of CJK content do not fit the site's 64 KB.
    { schema: { params: docParamsSchema }, bodyLimit: DOCUMENT_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await userOnDocument(request, access, docId, 'w');
      await checkEditable(docId);
      const ifMatch = ifMatchOf(request);
      const key = idempotencyKeyOf(request);
      const { data } = bodyOf(saveBodySchema, request);
      const ref = documentRefOf(docId);
      checked(checkDocumentData(ref.type, data, ref.type === 'chrome' ? ref.name : undefined));
      const actor = { account: user.account, recheck: (tx: Stores) => checkEditable(docId, tx.siteSettings) };
      const view = await authoring.save(actor, docId, ifMatch, data, key);
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post('/backend/documents', { bodyLimit: DOCUMENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = bodyOf(createBodySchema, request);
    const user = await userWithRight(request, access, body.path, 'w');
    const kind = await stores.publicSite.moduleKind(body.path);
    if (!kind) throw notFound('找不到這個頁面。');
    if (!takesNewItems(kind)) throw new ApiError(409, '這個頁面不能新增項目。');
    const id = typeof body.data.id === 'string' ? body.data.id : 'new';
    // An id the document-id format cannot carry would make a document no URL can reach again.
    if (id !== '' && !isIdSegment(id))
      throw badRequest(`輸入資料有誤：${BAD_ID_TEXT}`, { 'data.id': BAD_ID_TEXT });
    checked(checkDocumentData('item', { ...body.data, id }));
    const view = await authoring.create({ account: user.account }, body.path, body.data);
    return reply.code(201).headers(noStore).header('etag', `"${view.revision}"`).send(view);
  });

  app.delete<{ Params: DocParams }>(
    '/backend/documents/:docId',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await userOnDocument(request, access, request.params.docId, 'd');
      return reply
        .headers(noStore)
        .send(await authoring.remove({ account: user.account }, request.params.docId));
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post<{ Params: DocParams }>(
      `/backend/documents/:docId/${action}`,
      { schema: { params: docParamsSchema } },
      async (request, reply) => {
        const { docId } = request.params;
        const user = await userOnDocument(request, access, docId, 'w');
        await checkMayPublish(access.rights, stores.siteSettings, user.account, docId);
        await checkEditable(docId);
        const ifMatch = ifMatchOf(request);
        const at = scheduledAt(bodyOf(scheduleBodySchema, request).at);
        const actor = {
          account: user.account,
          recheck: async (tx: Stores) => {
            await checkMayPublish(tx.rights, tx.siteSettings, user.account, docId);
            await checkEditable(docId, tx.siteSettings);
          },
        };
        const view =
          action === 'publish'
            ? await authoring.publish(actor, docId, ifMatch, at)
            : await authoring.unpublish(actor, docId, ifMatch, at);
        return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
      },
    );
  }
}
