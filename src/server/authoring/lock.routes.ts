import type { FastifyInstance } from 'fastify';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { routeOf } from '../http/route-patterns';
import { lockBodySchema } from '../../shared/authoring.schema';
import { bodyOf, docParamsSchema, signedIn, type DocParams, type GuardAccess } from './authoring.guard';
import type { EditLockService } from './edit-lock.service';

export interface LockRouteDeps {
  access: GuardAccess;
  locks: EditLockService;
}

const noStore = { 'cache-control': 'no-store' };
const route = { schema: { params: docParamsSchema } };
const URL = routeOf(AUTHORING_PATHS.lock, 'docId');

/**
 * Who holds the lock (GET, **ext**: the editor's light poll, so a take-over reaches the other editor
 * within seconds rather than at its next heartbeat), acquire (POST, `takeOver` to replace another's
 * live lock), heartbeat (PUT), release (DELETE; also sent with `keepalive` as the tab closes). The
 * rights on the document are the service's to check.
 */
export function registerLockRoutes(app: FastifyInstance, { access, locks }: LockRouteDeps): void {
  app.get<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await signedIn(request, access);
    // Read-only and a single indexed row: cheap enough to be asked every few seconds per editor.
    return reply.headers(noStore).send({ lock: await locks.lockOf(user, request.params.docId) });
  });

  app.post<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await signedIn(request, access);
    const { takeOver = false } = bodyOf(lockBodySchema, request);
    const lock = await locks.acquire(
      { account: user.account, displayName: user.displayName },
      request.params.docId,
      takeOver,
    );
    return reply.headers(noStore).send({ lock });
  });

  app.put<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await signedIn(request, access);
    return reply.headers(noStore).send({ lock: await locks.heartbeat(user, request.params.docId) });
  });

  app.delete<{ Params: DocParams }>(URL, route, async (request, reply) => {
    const user = await signedIn(request, access);
    await locks.release(user, request.params.docId);
    return reply.code(204).headers(noStore).send();
  });
}
