import type { FastifyInstance } from 'fastify';
import { lockBodySchema } from '../../shared/authoring.schema';
import type { AuthoringService } from './authoring.service';
import {
  bodyOf,
  docParamsSchema,
  userOnDocument,
  type AuthoringAccess,
  type DocParams,
} from './authoring.guard';
import type { EditLockService } from './edit-lock.service';

export interface LockRouteDeps {
  access: AuthoringAccess;
  authoring: AuthoringService;
  locks: EditLockService;
}

const noStore = { 'cache-control': 'no-store' };
const route = { schema: { params: docParamsSchema } };
const URL = '/backend/documents/:docId/lock';

/** Acquire (POST, `takeOver` to replace another's live lock), heartbeat (PUT), release (DELETE). */
export function registerLockRoutes(app: FastifyInstance, { access, authoring, locks }: LockRouteDeps): void {
  app.post<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const { docId } = request.params;
    const user = userOnDocument(request, access, docId, 'w');
    authoring.view(docId);
    const { takeOver = false } = bodyOf(lockBodySchema, request);
    const lock = locks.acquire(docId, { account: user.account, displayName: user.displayName }, takeOver);
    return reply.headers(noStore).send({ lock });
  });

  app.put<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = userOnDocument(request, access, request.params.docId, 'w');
    return reply.headers(noStore).send({ lock: locks.heartbeat(request.params.docId, user.account) });
  });

  app.delete<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = userOnDocument(request, access, request.params.docId, 'w');
    locks.release(request.params.docId, user.account);
    return reply.code(204).headers(noStore).send();
  });
}
