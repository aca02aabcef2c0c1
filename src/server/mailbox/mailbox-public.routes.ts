import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../shared/api-paths';
import { MAILBOX_PATHS } from '../../shared/mailbox-inbox.types';
import type { CaseStatus, MailboxNotice, MailboxNoticeSetting } from '../../shared/mailbox-case';
import { signedIn, type AuthoringAccess } from '../authoring/authoring.guard';
import { ApiError } from '../http/api-error';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import type { MailboxPublic } from './mailbox-public.service';

export interface MailboxPublicRouteDeps {
  cases: MailboxPublic;
  access: AuthoringAccess;
  caseLookupPerIp: RateWindow;
}

/** Fastify's patterns of the tables' builders. */
const ROUTE = {
  notice: routeOf(API_PATHS.mailboxNotice, 'path'),
  staffNotice: routeOf(MAILBOX_PATHS.notice, 'path'),
} as const;

async function requireJson(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw new ApiError(415, '請以 JSON 格式送出（Content-Type: application/json）。');
}

/**
 * **ext** 案件查詢 and the 個人資料蒐集告知 (docs/api.md, "Mailbox inbox"); the policies are the
 * service's, who may edit a notice included. The lookup is a POST, so an address never sits in a
 * URL, a log line or a history.
 */
export function registerMailboxPublicRoutes(app: FastifyInstance, deps: MailboxPublicRouteDeps): void {
  const { cases, access } = deps;
  const noStore = { 'cache-control': 'no-store' };

  app.post<{ Body: unknown }>(
    API_PATHS.mailboxCase,
    { config: perIp(deps.caseLookupPerIp), preValidation: requireJson },
    async (request, reply): Promise<CaseStatus> =>
      reply.headers(noStore).send(await cases.lookup(request.body)),
  );

  // Read on every mailbox page; no-cache, so an administrator's change shows at once.
  app.get<{ Params: PathParams }>(
    ROUTE.notice,
    { schema: { params: pathParamsSchema } },
    async (request, reply): Promise<MailboxNotice> =>
      reply.header('cache-control', 'no-cache').send({ text: await cases.notice(request.params.path) }),
  );

  app.get(MAILBOX_PATHS.notices, async (request, reply): Promise<MailboxNoticeSetting[]> => {
    const user = await signedIn(request, access);
    return reply.headers(noStore).send(await cases.noticeSettings(user));
  });

  app.get<{ Params: PathParams }>(
    ROUTE.staffNotice,
    { schema: { params: pathParamsSchema } },
    async (request, reply): Promise<MailboxNoticeSetting> => {
      const user = await signedIn(request, access);
      return reply.headers(noStore).send(await cases.noticeSetting(user, request.params.path));
    },
  );

  app.put<{ Params: PathParams; Body: unknown }>(
    ROUTE.staffNotice,
    { schema: { params: pathParamsSchema } },
    async (request, reply): Promise<MailboxNoticeSetting> => {
      const user = await signedIn(request, access);
      return reply.headers(noStore).send(await cases.writeNotice(user, request.params.path, request.body));
    },
  );
}
