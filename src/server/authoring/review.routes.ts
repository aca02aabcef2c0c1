import { requestOrigin } from '../http/public-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { scheduleBodySchema } from '../../shared/authoring.schema';
import { ApiError } from '../http/api-error';
import type { AuthoringService } from './authoring.service';
import {
  bodyOf,
  checkEditable,
  docParamsSchema,
  ifMatchOf,
  scheduledAt,
  userOnDocument,
  type DocParams,
  type GuardAccess,
} from './authoring.guard';
import type { Stores } from '../storage/stores';
import type { SiteSettingsStore } from './site-settings-store.port';

export interface ReviewRouteDeps {
  access: GuardAccess;
  authoring: AuthoringService;
  settings: SiteSettingsStore;
  /** `PUBLIC_ORIGIN`: where the links in review mail point (src/server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
}

export const REVIEW_OFF_TEXT = '網站目前不需要審核，有編輯權限即可直接發布。';

export const NOTE_MAX = 2000;

const returnBodySchema = v.strictObject(
  {
    note: v.pipe(v.string('退回原因必須是文字'), v.maxLength(NOTE_MAX, `退回原因不可超過 ${NOTE_MAX} 個字`)),
  },
  '不接受的欄位',
);

const noStore = { 'cache-control': 'no-store' };

/**
 * **ext** Review before publishing (issue 23): 送審 by a writer with w, 退回 and 核准並發布 by a
 * reviewer with p on the path, only while the site requires review. Each takes the revision in
 * If-Match and answers the DocumentView; the steps themselves are `reviewAfter`'s.
 */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps): void {
  const { access, authoring, settings } = deps;

  const originOf = (request: FastifyRequest): string => requestOrigin(request, deps);

  const checkReviewOn = async (from: SiteSettingsStore = settings): Promise<void> => {
    if (!(await from.read()).requireReview) throw new ApiError(409, REVIEW_OFF_TEXT);
  };

  app.post<{ Params: DocParams }>(
    '/backend/documents/:docId/submit',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await userOnDocument(request, access, docId, 'w');
      await checkReviewOn();
      await checkEditable(settings, docId);
      const ifMatch = ifMatchOf(request);
      const recheck = async (tx: Stores) => {
        await checkReviewOn(tx.siteSettings);
        await checkEditable(tx.siteSettings, docId);
      };
      const view = await authoring.submit(
        { account: user.account, recheck },
        docId,
        ifMatch,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post<{ Params: DocParams }>(
    '/backend/documents/:docId/return',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await userOnDocument(request, access, docId, 'p');
      await checkReviewOn();
      const ifMatch = ifMatchOf(request);
      const { note } = bodyOf(returnBodySchema, request);
      const view = await authoring.returnToWriter(
        { account: user.account, recheck: (tx) => checkReviewOn(tx.siteSettings) },
        docId,
        ifMatch,
        note,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );

  app.post<{ Params: DocParams }>(
    '/backend/documents/:docId/approve',
    { schema: { params: docParamsSchema } },
    async (request, reply) => {
      const { docId } = request.params;
      const user = await userOnDocument(request, access, docId, 'p');
      await checkReviewOn();
      await checkEditable(settings, docId);
      const ifMatch = ifMatchOf(request);
      const at = scheduledAt(bodyOf(scheduleBodySchema, request).at);
      const recheck = async (tx: Stores) => {
        await checkReviewOn(tx.siteSettings);
        await checkEditable(tx.siteSettings, docId);
      };
      const view = await authoring.approve(
        { account: user.account, recheck },
        docId,
        ifMatch,
        at,
        originOf(request),
      );
      return reply.headers(noStore).header('etag', `"${view.revision}"`).send(view);
    },
  );
}
