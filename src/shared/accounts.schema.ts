import * as v from 'valibot';
import type { AccountUpdate, NewAccount, PathRights } from './accounts.types';

/**
 * The bodies of the accounts API (issue 22), one schema each for the accounts screen's forms and
 * for the server, which answers 400 with the same zh-TW `fields` (through `checkBody`). Pure:
 * imports nothing from Node, the server or the client. The `accounts` command checks names here too.
 */

export const ACCOUNT_NAME_MIN = 3;
export const ACCOUNT_NAME_MAX = 50;
export const DISPLAY_NAME_MAX = 50;
/** Letters, digits and `. _ -`, starting with a letter or digit; compared and stored in lower case. */
export const ACCOUNT_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/i;
const ACCOUNT_NAME_TEXT = `帳號須為 ${ACCOUNT_NAME_MIN} 到 ${ACCOUNT_NAME_MAX} 個英文字母、數字或「. _ -」，並以字母或數字開頭`;

/** The zh-TW reason `name` cannot be an account name, or null. */
export function accountNameBroken(name: string): string | null {
  if (name.length < ACCOUNT_NAME_MIN || name.length > ACCOUNT_NAME_MAX || !ACCOUNT_NAME_PATTERN.test(name))
    return ACCOUNT_NAME_TEXT;
  return null;
}

/** The zh-TW reason `name` cannot be a display name, or null. */
export function displayNameBroken(name: string): string | null {
  if (name.trim().length === 0) return '請填寫顯示名稱';
  if (name.length > DISPLAY_NAME_MAX) return `顯示名稱不可超過 ${DISPLAY_NAME_MAX} 個字`;
  return null;
}

const accountNameSchema = v.pipe(
  v.string('帳號必須是文字'),
  v.check((name) => accountNameBroken(name) === null, ACCOUNT_NAME_TEXT),
  v.transform((name) => name.toLowerCase()),
);

const displayNameSchema = v.pipe(
  v.string('顯示名稱必須是文字'),
  v.check((name) => name.trim().length > 0, '請填寫顯示名稱'),
  v.maxLength(DISPLAY_NAME_MAX, `顯示名稱不可超過 ${DISPLAY_NAME_MAX} 個字`),
  v.transform((name) => name.trim()),
);

/** A module path (`news`) or `*` (the whole site, wherever no row names the path). */
export const rightsPathSchema = v.pipe(
  v.string('頁面路徑必須是文字'),
  v.check((path) => path === '*' || /^[a-z0-9][a-z0-9_-]{0,99}$/i.test(path), '頁面路徑格式不正確'),
);

export const pathRightsSchema = v.strictObject(
  {
    path: rightsPathSchema,
    r: v.boolean('檢視權限必須是是或否'),
    w: v.boolean('編輯權限必須是是或否'),
    d: v.boolean('刪除權限必須是是或否'),
  },
  '權限必須是物件（path、r、w、d）',
);

const rightsListSchema = v.pipe(
  v.array(pathRightsSchema, '權限必須是清單'),
  v.maxLength(500, '權限不可超過 500 筆'),
  v.check(
    (rights) => new Set(rights.map((entry) => entry.path)).size === rights.length,
    '同一個頁面路徑只能出現一次',
  ),
);

export const newAccountSchema: v.GenericSchema<unknown, NewAccount> = v.strictObject(
  {
    account: accountNameSchema,
    displayName: displayNameSchema,
    admin: v.optional(v.boolean('管理者標記必須是是或否'), false),
    rights: v.optional(rightsListSchema, []),
  },
  '不接受的欄位',
);

export const accountUpdateSchema: v.GenericSchema<unknown, AccountUpdate> = v.pipe(
  v.strictObject(
    {
      displayName: v.optional(displayNameSchema),
      admin: v.optional(v.boolean('管理者標記必須是是或否')),
    },
    '不接受的欄位',
  ),
  v.check((update) => update.displayName !== undefined || update.admin !== undefined, '請至少修改一個欄位'),
);

export const rightsBodySchema: v.GenericSchema<unknown, { rights: PathRights[] }> = v.strictObject(
  { rights: rightsListSchema },
  '不接受的欄位',
);

/** `rwd`, `r--`, `rw-`, `---`: the command line's way of writing one path's rights. */
export function rightsFromLetters(letters: string): Omit<PathRights, 'path'> | null {
  const match = /^([r-])([w-])([d-])$/.exec(letters);
  if (!match) return null;
  return { r: match[1] === 'r', w: match[2] === 'w', d: match[3] === 'd' };
}
