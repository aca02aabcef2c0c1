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
import { requestOrigin } from '../http/public-origin';
import { sameSiteOnly, type SameSiteConfig } from '../http/same-site';
import type { LetterIntake } from './letter-intake.service';

/** The origin rule (`SameSiteConfig`) also gives the notice its link to where staff reach the site. */
export interface MailboxRouteDeps extends SameSiteConfig {
  /** Takes a letter into the inbox, which stores it and queues its acknowledgement and the staff's notice. */
  intake: LetterIntake;
  captcha: CaptchaVerifier;
  mailboxPerIp: RateWindow;
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
  const { intake, captcha, mailboxPerIp } = deps;

  /**
   * A letter comes as JSON, besides from this site's own pages (`sameSiteOnly`): a form on another
   * site can post form-encoded bodies without asking, but not JSON.
   */
  async function requireJson(request: FastifyRequest): Promise<void> {
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
      preValidation: [requireMailboxPage, sameSiteOnly(deps), requireJson],
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
