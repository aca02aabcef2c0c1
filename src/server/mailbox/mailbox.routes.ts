import { requestOrigin } from '../http/public-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailboxReceipt, MailboxSubmission } from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import { checkMailboxFields } from '../../shared/mailbox.schema';
import { captchaPasses } from '../auth/captcha.check';
import type { CaptchaVerifier } from '../auth/captcha.verifier';
import { ApiError, badRequest } from '../http/api-error';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import type { LetterIntake } from './letter-intake.service';

export interface MailboxRouteDeps {
  /** Takes a letter into the inbox, which stores it and queues its acknowledgement and the staff's notice. */
  intake: LetterIntake;
  captcha: CaptchaVerifier;
  /** Where staff reach the site, for the notice's link (src/server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
  mailboxPerIp: RateWindow;
  /** Origins besides the server's own that may post letters (CORS_ORIGINS). */
  allowedOrigins: string[];
}

/** Printable ASCII without spaces, as clients generate them (a UUID, a random string). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key 格式不正確。', {
      'idempotency-key': 'Idempotency-Key 只能是 1 至 200 個英數或符號字元',
    });
  }
  return key;
}

export function registerMailboxRoutes(app: FastifyInstance, deps: MailboxRouteDeps): void {
  const { intake, captcha, mailboxPerIp, allowedOrigins } = deps;

  /**
   * A letter must come from this site's own pages (or an allowed origin) as JSON. A form on another
   * site can post form-encoded bodies without asking, but not JSON; and a browser names the page's
   * origin, which must be ours.
   */
  async function requireSameSiteJson(request: FastifyRequest): Promise<void> {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== requestOrigin(request, deps) && !allowedOrigins.includes(origin))
      throw new ApiError(403, '不接受來自其他網站的送出。');
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type))
      throw new ApiError(415, '請以 JSON 格式送出（Content-Type: application/json）。');
  }

  // The one schema the form also checks with (src/shared/mailbox.schema.ts).
  async function checkFields(request: FastifyRequest): Promise<void> {
    const check = checkMailboxFields(request.body);
    if (!check.ok) throw badRequest(`輸入資料有誤：${Object.values(check.fields).join('；')}`, check.fields);
    request.body = check.value;
  }

  // Only the mailbox page takes posts; the page is checked before the body is validated, so a
  // post to another page answers 404/405 rather than complaining about its fields.
  async function requireMailboxPage(request: FastifyRequest<{ Params: PathParams }>): Promise<void> {
    await intake.requireMailbox(request.params.path);
  }

  app.post<{ Params: PathParams; Body: MailboxSubmission }>(
    routeOf(API_PATHS.content, 'path'),
    {
      schema: { params: pathParamsSchema },
      config: perIp(mailboxPerIp),
      preValidation: [requireMailboxPage, requireSameSiteJson],
      preHandler: checkFields,
    },
    async (request): Promise<MailboxReceipt> => ({
      serialNo: await intake.receive(request.params.path, request.body, {
        origin: requestOrigin(request, deps),
        idempotencyKey: idempotencyKeyOf(request),
        captchaPasses: (response) => captchaPasses(captcha, response, request),
      }),
    }),
  );
}
