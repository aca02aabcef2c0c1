import type { FastifyRequest } from 'fastify';
import type { Rights } from '../../shared/api-types';
import { checkBody } from '../../shared/authoring.schema';
import { forbidden, requireValid } from '../platform/refusals';
import { rightsPathOf } from '../../shared/document-id';
import type * as v from 'valibot';
import { authenticatedUser } from '../auth/access-token.guard';
import type { RightsStore } from '../ports/rights-store.port';
import type { TokenService } from '../auth/token.service';
import type { StoredUser, UserStore } from '../ports/user-store.port';
import { ApiError, badRequest } from '../http/api-error';
import { ADMIN_ONLY_TEXT, documentRefOf, requireRight } from './authoring-rules';

export { documentRefOf };

/** What the modules of other slices are given; `rights` is the legacy repository until they move. */
/** What every staff route checks a caller against: the token, the account, its rights. */
export interface AuthoringAccess {
  tokens: TokenService;
  users: UserStore;
  rights: RightsStore;
}

export type GuardAccess = AuthoringAccess;

/**
 * The caller, who must hold `right` on `path` as the database says, whatever the client showed:
 * 611/612 for a token, 403 for rights.
 */
export async function userWithRight(
  request: FastifyRequest,
  access: GuardAccess,
  path: string,
  right: keyof Rights,
): Promise<StoredUser> {
  const user = await authenticatedUser(request, access.tokens, access.users);
  await requireRight(access, user.account, path, right);
  return user;
}

/**
 * The caller behind the token (611/612, 403 while a setup is owed), for a route whose service
 * checks the caller's rights itself, inside its unit of work.
 */
export function signedIn(request: FastifyRequest, access: GuardAccess): Promise<StoredUser> {
  return authenticatedUser(request, access.tokens, access.users);
}

/**
 * The caller, who must be an administrator (accounts, site settings, the whole audit log; issue
 * 22), apart from any content right: 611/612 for a token, 403 otherwise.
 */
export async function requireAdmin(request: FastifyRequest, access: GuardAccess): Promise<StoredUser> {
  const user = await authenticatedUser(request, access.tokens, access.users);
  if (!user.admin) throw forbidden(ADMIN_ONLY_TEXT);
  return user;
}

export function userOnDocument(
  request: FastifyRequest,
  access: GuardAccess,
  docId: string,
  right: keyof Rights,
): Promise<StoredUser> {
  return userWithRight(request, access, rightsPathOf(documentRefOf(docId)), right);
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
