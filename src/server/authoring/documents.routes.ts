import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { routeOf } from '../http/route-patterns';
import { createBodySchema, saveBodySchema, scheduleBodySchema } from '../../shared/authoring.schema';
import { DOCUMENT_BODY_LIMIT_BYTES } from '../http/body-limit';
import type { AuthoringService } from './authoring.service';
import type { DocumentListsService } from './document-lists.service';
import {
  bodyOf,
  docParamsSchema,
  idempotencyKeyOf,
  ifMatchOf,
  scheduledAt,
  signedIn,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';

export interface DocumentRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  /** The list, filtered by each row's own path. */
  lists: DocumentListsService;
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
const DOCUMENT = routeOf(AUTHORING_PATHS.document, 'docId');

export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps): void {
  const { access, authoring, lists } = deps;

  app.get<{ Querystring: ListQuery }>(
    AUTHORING_PATHS.documents,
    { schema: { querystring: listQuerySchema } },
    async (request, reply) => {
      const { type, path, status, q } = request.query;
      const user = await signedIn(request, access);
      const limit = Math.min(Number(request.query.limit ?? 50), 200);
      const offset = Number(request.query.offset ?? 0);
      const page = await lists.list(user.account, { type, path, status, q, limit, offset });
      return reply.headers(noStore).send(page);
    },
  );

  app.get<{ Params: DocParams }>(
    DOCUMENT,
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const view = await authoring.read({ account: user.account }, request.params.docId);
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.put<{ Params: DocParams }>(
    DOCUMENT,
    // A whole document: the schema's 200,000 characters of CJK content do not fit the site's 64 KB.
    { schema: { params: docParamsSchema }, bodyLimit: DOCUMENT_BODY_LIMIT_BYTES },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const ifMatch = ifMatchOf(request);
      const key = idempotencyKeyOf(request);
      const { data } = bodyOf(saveBodySchema, request);
      const view = await authoring.save({ account: user.account }, request.params.docId, ifMatch, data, key);
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post(AUTHORING_PATHS.documents, { bodyLimit: DOCUMENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const user = await signedIn(request, access);
    const body = bodyOf(createBodySchema, request);
    const view = await authoring.create({ account: user.account }, body.path, body.data);
    return reply.code(201).headers(noStore).header('etag', `"${view.revision}"`).send(view);
  });

  app.delete<{ Params: DocParams }>(
    DOCUMENT,
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      return reply
        .headers(noStore)
        .send(await authoring.remove({ account: user.account }, request.params.docId));
    },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post<{ Params: DocParams }>(
      routeOf(AUTHORING_PATHS[action], 'docId'),
      { schema: { params: docParamsSchema } },
      async (request, reply) => {
        const user = await signedIn(request, access);
        const ifMatch = ifMatchOf(request);
        const at = scheduledAt(bodyOf(scheduleBodySchema, request).at);
        const actor = { account: user.account };
        const { docId } = request.params;
        const view =
          action === 'publish'
            ? await authoring.publish(actor, docId, ifMatch, at)
            : await authoring.unpublish(actor, docId, ifMatch, at);
        return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
      },
    );
  }
}
