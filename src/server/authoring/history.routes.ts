import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { routeOf } from '../http/route-patterns';
import type { AuthoringService } from './authoring.service';
import { docParamsSchema, ifMatchOf, signedIn, type DocParams, type GuardAccess } from './authoring.guard';

export interface HistoryRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
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

export function registerHistoryRoutes(app: FastifyInstance, { access, authoring }: HistoryRouteDeps): void {
  app.get<{ Params: DocParams }>(
    routeOf(AUTHORING_PATHS.revisions, 'docId'),
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const rows = await authoring.revisions({ account: user.account }, request.params.docId);
      return reply.headers(noStore).send({ rows, total: rows.length });
    },
  );

  app.get<{ Params: DocParams & { rev: string } }>(
    routeOf(AUTHORING_PATHS.revision, 'docId', 'rev'),
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const { docId, rev } = request.params;
      return reply
        .headers(noStore)
        .send(await authoring.revision({ account: user.account }, docId, Number(rev)));
    },
  );

  app.get<{ Params: DocParams; Querystring: { from: string; to: string } }>(
    routeOf(AUTHORING_PATHS.diff, 'docId'),
    { schema: { params: docParamsSchema, querystring: diffQuerySchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const { from, to } = request.query;
      const diff = await authoring.diff(
        { account: user.account },
        request.params.docId,
        Number(from),
        Number(to),
      );
      return reply.headers(noStore).send(diff);
    },
  );

  app.post<{ Params: DocParams & { rev: string } }>(
    routeOf(AUTHORING_PATHS.restore, 'docId', 'rev'),
    { schema: { params: revisionParamsSchema } },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await signedIn(request, access);
      const view = await authoring.restoreRevision(
        { account: user.account },
        docId,
        Number(request.params.rev),
        ifMatchOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );
}
