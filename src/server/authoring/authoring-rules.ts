import type { Rights } from '../../shared/api-types';
import { parseDocumentId, rightsPathOf, type DocumentRef } from '../../shared/document-id';
import { publishMode, REVIEW_TEXTS } from '../../shared/review-workflow';
import { conflict, forbidden, notFound } from '../platform/refusals';
import type { Stores } from '../ports/stores.port';

/**
 * Who may change a document now, and whether the site lets anyone: the rules every authoring
 * operation checks first, inside its own unit of work, against what the database says then (a
 * right or a setting changed a moment ago counts; what the client showed never does).
 */
export type AuthoringRule =
  /** The right on the document's path. */
  | { right: keyof Rights }
  /** The home and landing structures stay read-only while the site's indexEditable is false. */
  | 'editable'
  /** While the site requires review, publishing and unpublishing need p besides w. */
  | 'may-publish'
  /** 送審, 退回 and 核准 exist only while the site requires review. */
  | 'review-on';

type RuleStores = Pick<Stores, 'rights' | 'siteSettings'>;

export const RIGHT_TEXT: Readonly<Record<keyof Rights, string>> = {
  r: '檢視',
  w: '編輯',
  d: '刪除',
  p: '發布',
};

export const DOCUMENT_NOT_FOUND_TEXT = '找不到這份文件，可能已刪除。';
export const NOT_EDITABLE_TEXT = '首頁與入口頁的版面目前不開放編輯（indexEditable 為 false）。';
export const BAD_ID_TEXT = '項目代碼只能使用英文字母、數字、「-」與「_」，最多 100 個字';
export const REVIEW_OFF_TEXT = '網站目前不需要審核，有編輯權限即可直接發布。';
export const NO_NEW_ITEMS_TEXT = '這個頁面不能新增項目。';
export const ITEM_CODE_TAKEN_TEXT = '已有相同代碼的資料。';

export const documentNotFound = () => notFound(DOCUMENT_NOT_FOUND_TEXT);

/** The document an id names; an id no document can have is not found. */
export function documentRefOf(docId: string): DocumentRef {
  const ref = parseDocumentId(docId);
  if (!ref) throw documentNotFound();
  return ref;
}

/** Refuses unless `account` holds `right` on `path`. */
export async function requireRight(
  stores: Pick<Stores, 'rights'>,
  account: string,
  path: string,
  right: keyof Rights,
): Promise<void> {
  if (!(await stores.rights.rightsOn(account, path))[right])
    throw forbidden(`您沒有${RIGHT_TEXT[right]}這個頁面的權限。`);
}

export const ADMIN_ONLY_TEXT = '只有網站管理者可以執行這項操作。';

/**
 * Refuses unless `account` is an administrator now (accounts, site settings, modules, the whole
 * audit log), apart from any content right.
 */
export async function requireAdministrator(stores: Pick<Stores, 'users'>, account: string): Promise<void> {
  if (!(await stores.users.find(account))?.admin) throw forbidden(ADMIN_ONLY_TEXT);
}

/** Checks `rules` for `account` on the document `docId`, in their order; the first that fails refuses. */
export async function requireRules(
  stores: RuleStores,
  account: string,
  docId: string,
  rules: readonly AuthoringRule[],
): Promise<void> {
  const ref = documentRefOf(docId);
  const path = rightsPathOf(ref);
  for (const rule of rules) {
    if (typeof rule === 'object') {
      await requireRight(stores, account, path, rule.right);
    } else if (rule === 'editable') {
      if (ref.type === 'structure' && !(await stores.siteSettings.read()).indexEditable)
        throw conflict(NOT_EDITABLE_TEXT);
    } else if (rule === 'may-publish') {
      const held = await stores.rights.rightsOn(account, path);
      if (publishMode(held, (await stores.siteSettings.read()).requireReview) !== 'publish')
        throw forbidden(REVIEW_TEXTS.publishNeedsReview);
    } else if (!(await stores.siteSettings.read()).requireReview) {
      throw conflict(REVIEW_OFF_TEXT);
    }
  }
}
