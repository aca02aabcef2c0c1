import type { FastifyInstance } from 'fastify';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import { TRASH_DAYS } from '../../shared/authoring.constants';
import type { AuthoringService } from './authoring.service';
import {
  docParamsSchema,
  userOnDocument,
  userWithRight,
  type AuthoringAccess,
  type DocParams,
} from './authoring.guard';
import type { DocumentRepository } from './document.repository';
import { iso } from './document-view';

export interface TrashRouteDeps {
  access: AuthoringAccess;
  authoring: AuthoringService;
  docs: DocumentRepository;
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
      userWithRight(request, access, path ?? SITE_RIGHTS_PATH, 'r');
      const rows = docs.list({ path, deleted: true, limit: 200, offset: 0 }).rows.map((doc) => ({
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
      const user = userOnDocument(request, access, request.params.docId, 'd');
      return reply
        .header('cache-control', 'no-store')
        .send(authoring.restoreFromTrash({ account: user.account }, request.params.docId));
    },
  );
}
