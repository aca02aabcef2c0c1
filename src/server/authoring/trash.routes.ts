import type { FastifyInstance } from 'fastify';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import { TRASH_DAYS } from '../../shared/authoring.constants';
import type { AuthoringService } from './authoring.service';
import {
  docParamsSchema,
  userOnDocument,
  userWithRight,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';
import type { DocumentStore } from './document-store.port';
import { iso } from './document-view';

export interface TrashRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  docs: DocumentStore;
}

const DAY_MS = 86_400_000;

export function registerTrashRoutes(app: FastifyInstance, { access, authoring, docs }: TrashRouteDeps): void {
  app.get<{ Querystring: { path?: string } }>(
    '/backend/trash',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { path: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const { path } = request.query;
      await userWithRight(request, access, path ?? SITE_RIGHTS_PATH, 'r');
      const trash = await docs.list({ path, deleted: true, limit: 200, offset: 0 });
      const rows = trash.rows.map((doc) => ({
        docId: doc.docId,
        path: doc.rightsPath,
        revision: doc.revision,
        title: (doc.draft as { title?: string }).title ?? null,
        deletedAt: iso(doc.deletedAt ?? 0),
        deletedBy: doc.deletedBy,
        purgeAt: iso((doc.deletedAt ?? 0) + TRASH_DAYS * DAY_MS),
      }));
      return reply.header('cache-control', 'no-store').send({ rows, total: rows.length });
    },
  );

  app.post<{ Params: DocParams }>(
    '/backend/trash/:docId/restore',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await userOnDocument(request, access, request.params.docId, 'd');
      return reply
        .header('cache-control', 'no-store')
        .send(await authoring.restoreFromTrash({ account: user.account }, request.params.docId));
    },
  );
}
