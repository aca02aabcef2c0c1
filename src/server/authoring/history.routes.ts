import type { FastifyInstance } from 'fastify';
import { diffJson } from '../../shared/json-diff';
import { notFound } from '../http/api-error';
import type { AuthoringService } from './authoring.service';
import {
  checkEditable,
  docParamsSchema,
  ifMatchOf,
  userOnDocument,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';
import { iso } from './document-view';
import type { Stores } from '../storage/stores';

export interface HistoryRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  stores: Pick<Stores, 'documents' | 'siteSettings'>;
}

const revisionParamsSchema = {
  type: 'object',
  required: ['docId', 'rev'],
  properties: {
    docId: docParamsSchema.properties.docId,
    rev: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;

const diffQuerySchema = {
  type: 'object',
  required: ['from', 'to'],
  additionalProperties: false,
  properties: {
    from: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
    to: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;

const noStore = { 'cache-control': 'no-store' };

export function registerHistoryRoutes(
  app: FastifyInstance,
  { access, authoring, stores }: HistoryRouteDeps,
): void {
  const revisionOf = async (docId: string, rev: number) => {
    const found = await stores.documents.revisionData(docId, rev);
    if (!found) throw notFound('找不到這個版本，可能已超過保留數量。');
    return found;
  };

  app.get<{ Params: DocParams }>(
    '/backend/documents/:docId/revisions',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      await userOnDocument(request, access, request.params.docId, 'r');
      await authoring.view(request.params.docId);
      const rows = (await stores.documents.revisions(request.params.docId)).map((row) => ({
        ...row,
        at: iso(row.at),
      }));
      return reply.headers(noStore).send({ rows, total: rows.length });
    },
  );

  app.get<{ Params: DocParams & { rev: string } }>(
    '/backend/documents/:docId/revisions/:rev',
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      await userOnDocument(request, access, request.params.docId, 'r');
      const found = await revisionOf(request.params.docId, Number(request.params.rev));
      return reply.headers(noStore).send({ ...found, at: iso(found.at) });
    },
  );

  app.get<{ Params: DocParams; Querystring: { from: string; to: string } }>(
    '/backend/documents/:docId/diff',
    { schema: { params: docParamsSchema, querystring: diffQuerySchema } },
    async (request, reply) => {
      const { docId } = request.params;
      await userOnDocument(request, access, docId, 'r');
      const from = await revisionOf(docId, Number(request.query.from));
      const to = await revisionOf(docId, Number(request.query.to));
      return reply
        .headers(noStore)
        .send({ from: from.revision, to: to.revision, changes: diffJson(from.data, to.data) });
    },
  );

  app.post<{ Params: DocParams & { rev: string } }>(
    '/backend/documents/:docId/revisions/:rev/restore',
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await userOnDocument(request, access, docId, 'w');
      await checkEditable(stores.siteSettings, docId);
      const view = await authoring.restoreRevision(
        { account: user.account, recheck: (tx) => checkEditable(tx.siteSettings, docId) },
        docId,
        Number(request.params.rev),
        ifMatchOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );
}
