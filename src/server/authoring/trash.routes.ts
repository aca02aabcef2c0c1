import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { routeOf } from '../http/route-patterns';
import type { AuthoringService } from './authoring.service';
import { docParamsSchema, signedIn, type DocParams, type GuardAccess } from './authoring.guard';
import type { DocumentListsService } from './document-lists.service';

export interface TrashRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  /** The trash, filtered by each row's own path. */
  lists: DocumentListsService;
}

export function registerTrashRoutes(
  app: FastifyInstance,
  { access, authoring, lists }: TrashRouteDeps,
): void {
  app.get<{ Querystring: { path?: string; q?: string } }>(
    AUTHORING_PATHS.trash,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          // q (**ext**): the trash searched as the documents list is (src/shared/search/search-text.ts).
          properties: { path: { type: 'string', maxLength: 100 }, q: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const { path, q } = request.query;
      const user = await signedIn(request, access);
      return reply.header('cache-control', 'no-store').send(await lists.trash(user.account, path, q));
    },
  );

  app.post<{ Params: DocParams }>(
    routeOf(AUTHORING_PATHS.trashRestore, 'docId'),
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      return reply
        .header('cache-control', 'no-store')
        .send(await authoring.restoreFromTrash({ account: user.account }, request.params.docId));
    },
  );
}
