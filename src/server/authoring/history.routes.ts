import type { FastifyInstance } from 'fastify';
import { diffJson } from '../../shared/json-diff';
import { notFound } from '../http/api-error';
import type { AuthoringService } from './authoring.service';
import {
  checkEditable,
  docParamsSchema,
  ifMatchOf,
  userOnDocument,
  type AuthoringAccess,
  type DocParams,
} from './authoring.guard';
import type { DocumentRepository } from './document.repository';
import { iso } from './document-view';
import type { SiteSettingsRepository } from './site-settings.repository';

export interface HistoryRouteDeps {
  access: AuthoringAccess;
  authoring: AuthoringService;
  docs: DocumentRepository;
  settings: SiteSettingsRepository;
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
  { access, authoring, docs, settings }: HistoryRouteDeps,
): void {
  const revisionOf = (docId: string, rev: number) => {
    const found = docs.revisionData(docId, rev);
    if (!found) throw notFound('找不到這個版本，可能已超過保留數量。');
    return found;
  };

  app.get<{ Params: DocParams }>(
    '/backend/documents/:docId/revisions',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      userOnDocument(request, access, request.params.docId, 'r');
      authoring.view(request.params.docId);
      const rows = docs.revisions(request.params.docId).map((row) => ({ ...row, at: iso(row.at) }));
      return reply.headers(noStore).send({ rows, total: rows.length });
    },
  );

  app.get<{ Params: DocParams & { rev: string } }>(
    '/backend/documents/:docId/revisions/:rev',
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      userOnDocument(request, access, request.params.docId, 'r');
      const found = revisionOf(request.params.docId, Number(request.params.rev));
      return reply.headers(noStore).send({ ...found, at: iso(found.at) });
    },
  );

  app.get<{ Params: DocParams; Querystring: { from: string; to: string } }>(
    '/backend/documents/:docId/diff',
    { schema: { params: docParamsSchema, querystring: diffQuerySchema } },
    async (request, reply) => {
      const { docId } = request.params;
      userOnDocument(request, access, docId, 'r');
      const from = revisionOf(docId, Number(request.query.from));
      const to = revisionOf(docId, Number(request.query.to));
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
      const user = userOnDocument(request, access, docId, 'w');
      checkEditable(settings, docId);
      const view = authoring.restoreRevision(
        { account: user.account },
        docId,
        Number(request.params.rev),
        ifMatchOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );
}
