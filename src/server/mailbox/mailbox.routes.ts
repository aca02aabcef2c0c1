import { requestOrigin } from '../http/public-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailboxReceipt, MailboxSubmission } from '../../shared/api-types';
import { API_PATHS } from '../../shared/api-paths';
import { checkMailboxFields } from '../../shared/mailbox.schema';
import { captchaPasses } from '../auth/captcha.check';
import type { CaptchaVerifier } from '../auth/captcha.verifier';
import type { ContentRepository } from '../content/content.repository';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import type { MailboxInbox } from './mailbox-inbox.service';
import type { MailboxMessage } from '../ports/letter-store.port';

export interface MailboxRouteDeps {
  content: ContentRepository;
  /** Stores a letter and queues its acknowledgement and the staff's notice. */
  inbox: Pick<MailboxInbox, 'receive' | 'earlierReceipt'>;
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

// Control characters other than tab and newline have no place in a letter and would confuse
// whoever later reads it in a terminal or exports it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const REQUIRED_TEXT = { name: '請填寫姓名', subject: '請填寫主旨', content: '請填寫內容' } as const;

function toMessage(submission: MailboxSubmission): MailboxMessage {
  const phone = submission.phone?.trim();
  const message = {
    name: plainText(submission.name),
    email: submission.email.trim(),
    ...(phone ? { phone } : {}),
    subject: plainText(submission.subject),
    content: plainText(submission.content),
  };
  // A field made only of control characters passes the schema but is empty once cleaned.
  const fields: Record<string, string> = {};
  for (const [field, text] of Object.entries(REQUIRED_TEXT)) {
    if (message[field as keyof typeof REQUIRED_TEXT].length === 0) fields[field] = text;
  }
  if (Object.keys(fields).length > 0)
    throw badRequest(`輸入資料有誤：${Object.values(fields).join('；')}`, fields);
  return message;
}

export function registerMailboxRoutes(app: FastifyInstance, deps: MailboxRouteDeps): void {
  const { content, inbox, captcha, mailboxPerIp, allowedOrigins } = deps;

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
    const module = await content.module(request.params.path);
    if (!module) throw notFound('找不到這個頁面。');
    if (module.kind !== 'mailbox')
      throw new ApiError(405, '這個頁面不接受送出資料。', undefined, 'E405', { allow: 'GET' });
  }

  app.post<{ Params: PathParams; Body: MailboxSubmission }>(
    routeOf(API_PATHS.content, 'path'),
    {
      schema: { params: pathParamsSchema },
      config: perIp(mailboxPerIp),
      preValidation: [requireMailboxPage, requireSameSiteJson],
      preHandler: checkFields,
    },
    async (request): Promise<MailboxReceipt> => {
      const idempotencyKey = idempotencyKeyOf(request);
      // A resend after a lost answer: its captcha response was already spent on the first send.
      const earlier = idempotencyKey === undefined ? undefined : await inbox.earlierReceipt(idempotencyKey);
      if (earlier !== undefined) return { serialNo: earlier };
      if (!(await captchaPasses(captcha, request.body['g-recaptcha-response'], request))) {
        throw badRequest('驗證碼驗證失敗，請重新驗證。', {
          'g-recaptcha-response': '驗證碼驗證失敗，請重新驗證',
        });
      }
      const origin = requestOrigin(request, deps);
      return {
        serialNo: await inbox.receive(request.params.path, toMessage(request.body), origin, idempotencyKey),
      };
    },
  );
}
