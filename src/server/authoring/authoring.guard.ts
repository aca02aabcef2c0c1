import type { FastifyRequest } from 'fastify';
import { checkBody } from '../../shared/authoring.schema';
import { requireValid } from '../platform/refusals';
import type * as v from 'valibot';
import { authenticatedUser } from '../auth/access-token.guard';
import type { TokenService } from '../auth/token.service';
import type { StoredUser, UserStore } from '../ports/user-store.port';
import { ApiError, badRequest } from '../http/api-error';
/**
 * What a staff route needs to know who is asking: the token and the account behind it. What that
 * account may do is never decided here: each service checks it inside its own unit of work
 * (authoring-rules.ts), against what the database says then.
 */
export interface AuthoringAccess {
  tokens: TokenService;
  users: UserStore;
}

export type GuardAccess = AuthoringAccess;

/** The caller behind the token (611/612, 403 while a setup is owed), handed to a service as its actor. */
export function signedIn(request: FastifyRequest, access: GuardAccess): Promise<StoredUser> {
  return authenticatedUser(request, access.tokens, access.users);
}

/** The revision in `If-Match` (`"7"`, `W/"7"` or `7`); 428 when absent: no save is blind. */
export function ifMatchOf(request: FastifyRequest): number {
  const header = request.headers['if-match'];
  if (header === undefined || header === '')
    throw new ApiError(428, '請附上 If-Match 標頭（編輯開始時的版本），以免覆蓋他人的變更。');
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match?.[1]) throw badRequest('If-Match 必須是版本號碼，例如 "7"。', { 'if-match': '必須是版本號碼' });
  return Number(match[1]);
}

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  const text = String(key);
  if (!/^[\x21-\x7e]{8,200}$/.test(text))
    throw badRequest('Idempotency-Key 必須是 8 到 200 個可見字元。', { 'idempotency-key': '格式不正確' });
  return text;
}

/** A body's check, refused as every service refuses invalid input. */
export const checked = requireValid;

export function bodyOf<T>(schema: v.GenericSchema<unknown, T>, request: FastifyRequest): T {
  return checked(checkBody(schema, request.body));
}

/** `at` of a schedule body as milliseconds; undefined means now. */
export function scheduledAt(at: string | undefined): number | undefined {
  return at === undefined ? undefined : Date.parse(at);
}

export interface DocParams {
  docId: string;
}

export const docParamsSchema = {
  type: 'object',
  required: ['docId'],
  properties: { docId: { type: 'string', minLength: 1, maxLength: 320 } },
} as const;
