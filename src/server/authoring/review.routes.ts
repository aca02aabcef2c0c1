import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import { scheduleBodySchema } from '../../shared/authoring.schema';
import { requestOrigin } from '../http/public-origin';
import { routeOf } from '../http/route-patterns';
import type { AuthoringService } from './authoring.service';
import {
  bodyOf,
  docParamsSchema,
  ifMatchOf,
  scheduledAt,
  signedIn,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';

export interface ReviewRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  /** `PUBLIC_ORIGIN`: where the links in review mail point (src/server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
}

export { REVIEW_OFF_TEXT } from './authoring-rules';

export const NOTE_MAX = 2000;

const returnBodySchema = v.strictObject(
  {
    note: v.pipe(v.string('退回原因必須是文字'), v.maxLength(NOTE_MAX, `退回原因不可超過 ${NOTE_MAX} 個字`)),
  },
  '不接受的欄位',
);

const noStore = { 'cache-control': 'no-store' };

/**
 * **ext** Review before publishing: 送審 by a writer with w, 退回 and 核准並發布 by a
 * reviewer with p on the path, only while the site requires review. Each takes the revision in
 * If-Match and answers the DocumentView; the steps themselves are `reviewAfter`'s.
 */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps): void {
  const { access, authoring } = deps;

  const originOf = (request: FastifyRequest): string => requestOrigin(request, deps);

  app.post<{ Params: DocParams }>(
    routeOf(AUTHORING_PATHS.submit, 'docId'),
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const ifMatch = ifMatchOf(request);
      const view = await authoring.submit(
        { account: user.account },
        request.params.docId,
        ifMatch,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post<{ Params: DocParams }>(
    routeOf(AUTHORING_PATHS.returnToWriter, 'docId'),
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const ifMatch = ifMatchOf(request);
      const { note } = bodyOf(returnBodySchema, request);
      const view = await authoring.returnToWriter(
        { account: user.account },
        request.params.docId,
        ifMatch,
        note,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post<{ Params: DocParams }>(
    routeOf(AUTHORING_PATHS.approve, 'docId'),
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const user = await signedIn(request, access);
      const ifMatch = ifMatchOf(request);
      const at = scheduledAt(bodyOf(scheduleBodySchema, request).at);
      const view = await authoring.approve(
        { account: user.account },
        request.params.docId,
        ifMatch,
        at,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );
}
