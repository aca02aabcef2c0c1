import type { FastifyRequest } from 'fastify';
import type { Rights } from '../../shared/api-types';
import { checkBody, type Check } from '../../shared/authoring.schema';
import { parseDocumentId, rightsPathOf, type DocumentRef } from '../../shared/document-id';
import { publishMode, REVIEW_TEXTS } from '../../shared/review-workflow';
import type * as v from 'valibot';
import { authenticatedUser } from '../auth/access-token.guard';
import type { RightsStore } from '../auth/rights-store.port';
import type { TokenService } from '../auth/token.service';
import type { StoredUser, UserStore } from '../auth/user-store.port';
import { ApiError, badRequest } from '../http/api-error';
import { documentNotFound } from './authoring.service';
import type { SiteSettingsStore } from './site-settings-store.port';

/** What the modules of other slices are given; `rights` is the legacy repository until they move. */
/** What every staff route checks a caller against: the token, the account, its rights. */
export interface AuthoringAccess {
  tokens: TokenService;
  users: UserStore;
  rights: RightsStore;
}

export type GuardAccess = AuthoringAccess;

const RIGHT_TEXT: Record<keyof Rights, string> = { r: '檢視', w: '編輯', d: '刪除', p: '發布' };

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
  if (!(await access.rights.rightsOn(user.account, path))[right])
    throw new ApiError(403, `您沒有${RIGHT_TEXT[right]}這個頁面的權限。`);
  return user;
}

/**
 * The caller, who must be an administrator (accounts, site settings, the whole audit log; issue
 * 22), apart from any content right: 611/612 for a token, 403 otherwise.
 */
export async function requireAdmin(request: FastifyRequest, access: GuardAccess): Promise<StoredUser> {
  const user = await authenticatedUser(request, access.tokens, access.users);
  if (!user.admin) throw new ApiError(403, '只有網站管理者可以執行這項操作。');
  return user;
}

export function documentRefOf(docId: string): DocumentRef {
  const ref = parseDocumentId(docId);
  if (!ref) throw documentNotFound();
  return ref;
}

/**
 * The home and landing structures stay read-only while the site's indexEditable is false: every
 * write that changes their draft or their public copy (save, restore, publish) asks here.
 */
export async function checkEditable(settings: SiteSettingsStore, docId: string): Promise<void> {
  if (documentRefOf(docId).type === 'structure' && !(await settings.read()).indexEditable)
    throw new ApiError(409, '首頁與入口頁的版面目前不開放編輯（indexEditable 為 false）。');
}

export function userOnDocument(
  request: FastifyRequest,
  access: GuardAccess,
  docId: string,
  right: keyof Rights,
): Promise<StoredUser> {
  return userWithRight(request, access, rightsPathOf(documentRefOf(docId)), right);
}

/**
 * While the site requires review, publishing and unpublishing, now or scheduled, need p on the
 * path besides w (issue 23): taking a page off the site is as much an editorial decision as
 * putting it on. Without review, w publishes as it always did.
 */
export async function checkMayPublish(
  rights: GuardAccess['rights'],
  settings: SiteSettingsStore,
  account: string,
  docId: string,
): Promise<void> {
  const held = await rights.rightsOn(account, rightsPathOf(documentRefOf(docId)));
  if (publishMode(held, (await settings.read()).requireReview) !== 'publish')
    throw new ApiError(403, REVIEW_TEXTS.publishNeedsReview);
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

export function checked<T>(check: Check<T>): T {
  if (!check.ok) throw badRequest(`輸入資料有誤：${Object.values(check.fields).join('；')}`, check.fields);
  return check.value;
}

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
