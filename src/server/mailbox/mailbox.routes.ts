import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailboxReceipt, MailboxSubmission } from '../../shared/api-types';
import { authenticatedUser, requireRight } from '../auth/access-token.guard';
import { captchaPasses } from '../auth/captcha.check';
import type { CaptchaVerifier } from '../auth/captcha.verifier';
import type { TokenService } from '../auth/token.service';
import type { UserRepository } from '../auth/user.repository';
import type { ContentRepository } from '../content/content.repository';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { listQuerystringSchema, prepareListQuerystring, readListParams } from '../http/list-params';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import type { Clock } from '../platform/clock';
import type { MailboxMessage, MailboxRepository } from './mailbox.repository';

export interface MailboxRouteDeps {
  content: ContentRepository;
  mailbox: MailboxRepository;
  captcha: CaptchaVerifier;
  tokens: TokenService;
  users: UserRepository;
  clock: Clock;
}

const NOT_BLANK = '\\S';

export const mailboxSubmissionSchema = {
  type: 'object',
  required: ['name', 'email', 'subject', 'content', 'g-recaptcha-response'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 50, pattern: NOT_BLANK },
    email: { type: 'string', format: 'email', maxLength: 254 },
    phone: { type: 'string', maxLength: 20, pattern: '^[0-9+ -]*$' },
    subject: { type: 'string', minLength: 1, maxLength: 100, pattern: NOT_BLANK },
    content: { type: 'string', minLength: 1, maxLength: 2000, pattern: NOT_BLANK },
    'g-recaptcha-response': { type: 'string', maxLength: 4000 },
  },
} as const;

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
  const { content, mailbox, captcha, tokens, users, clock } = deps;

  // Only the mailbox page takes posts; the page is checked before the body is validated, so a
  // post to another page answers 404/405 rather than complaining about its fields.
  async function requireMailboxPage(request: FastifyRequest<{ Params: PathParams }>): Promise<void> {
    const module = content.module(request.params.path);
    if (!module) throw notFound('找不到這個頁面。');
    if (module.kind !== 'mailbox')
      throw new ApiError(405, '這個頁面不接受送出資料。', undefined, 'E405', { allow: 'GET' });
  }

  app.post<{ Params: PathParams; Body: MailboxSubmission }>(
    '/api/cms/:path',
    {
      schema: { params: pathParamsSchema, body: mailboxSubmissionSchema },
      preValidation: requireMailboxPage,
    },
    async (request): Promise<MailboxReceipt> => {
      if (!(await captchaPasses(captcha, request.body['g-recaptcha-response'], request))) {
        throw badRequest('驗證碼驗證失敗，請重新驗證。', {
          'g-recaptcha-response': '驗證碼驗證失敗，請重新驗證',
        });
      }
      return { serialNo: mailbox.add(request.params.path, toMessage(request.body), clock.now()) };
    },
  );

  app.get(
    '/backend/mailbox',
    { schema: { querystring: listQuerystringSchema }, preValidation: prepareListQuerystring },
    async (request, reply) => {
      requireRight(authenticatedUser(request, tokens, users), 'r');
      const { limit, offset } = readListParams(request);
      return reply.header('cache-control', 'no-store').send(mailbox.list(limit, offset));
    },
  );
}
