import type { FastifyInstance } from 'fastify';
import { lockBodySchema } from '../../shared/authoring.schema';
import type { AuthoringService } from './authoring.service';
import { bodyOf, docParamsSchema, userOnDocument, type DocParams, type GuardAccess } from './authoring.guard';
import type { EditLockService } from './edit-lock.service';

export interface LockRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  locks: EditLockService;
}

const noStore = { 'cache-control': 'no-store' };
const route = { schema: { params: docParamsSchema } };
const URL = '/backend/documents/:docId/lock';

/**
 * Who holds the lock (GET, **ext**: the editor's light poll, so a take-over reaches the other editor
 * within seconds rather than at its next heartbeat), acquire (POST, `takeOver` to replace another's
 * live lock), heartbeat (PUT), release (DELETE; also sent with `keepalive` as the tab closes).
 */
export function registerLockRoutes(app: FastifyInstance, { access, authoring, locks }: LockRouteDeps): void {
  app.get<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const { docId } = request.params;
    await userOnDocument(request, access, docId, 'r');
    // Read-only and a single indexed row: cheap enough to be asked every few seconds per editor.
    return reply.headers(noStore).send({ lock: await locks.current(docId) });
  });

  app.post<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const { docId } = request.params;
    const user = await userOnDocument(request, access, docId, 'w');
    await authoring.view(docId);
    const { takeOver = false } = bodyOf(lockBodySchema, request);
    const lock = await locks.acquire(
      docId,
      { account: user.account, displayName: user.displayName },
      takeOver,
    );
    return reply.headers(noStore).send({ lock });
  });

  app.put<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await userOnDocument(request, access, request.params.docId, 'w');
    return reply.headers(noStore).send({ lock: await locks.heartbeat(request.params.docId, user.account) });
  });

  app.delete<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await userOnDocument(request, access, request.params.docId, 'w');
    await locks.release(request.params.docId, user.account);
    return reply.code(204).headers(noStore).send();
  });
}
