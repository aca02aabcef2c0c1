import * as v from 'valibot';
import type { AccountUpdate, JoinAccount, MyEmail, MyName, NewAccount, PathRights } from './accounts.types';

/**
 * The bodies of the accounts API, one schema each for the accounts screen's forms and
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

/** Line breaks and other control characters: a name is one line wherever it is shown. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** What a spreadsheet reads as the start of a formula, the full-width forms too. */
const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;
const DISPLAY_NAME_CONTROL_TEXT = '顯示名稱不可含換行或控制字元';
const DISPLAY_NAME_FORMULA_TEXT = '顯示名稱不可以 = + - @ 開頭（試算表會當成公式）';

/** The zh-TW reason `name` cannot be a display name, or null. */
export function displayNameBroken(name: string): string | null {
  if (name.trim().length === 0) return '請填寫顯示名稱';
  if (name.length > DISPLAY_NAME_MAX) return `顯示名稱不可超過 ${DISPLAY_NAME_MAX} 個字`;
  if (CONTROL_CHARACTER.test(name)) return DISPLAY_NAME_CONTROL_TEXT;
  if (FORMULA_START.test(name.trim())) return DISPLAY_NAME_FORMULA_TEXT;
  return null;
}

/** RFC 5321's limit on a whole address (a path is 256 octets with its angle brackets). */
export const EMAIL_MAX = 254;
const EMAIL_LOCAL_MAX = 64;
/**
 * A sane address, as the HTML form's `type=email` reads one (local part of the usual characters, a
 * domain of labels), with at least one dot in the domain: staff mail leaves the building. It has no
 * spaces, line breaks or angle brackets, so it cannot smuggle a header into a mail.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const EMAIL_TEXT = '電子郵件地址格式不正確，請寫成 name@example.gov.tw 的樣子';

/** The zh-TW reason `email` (already trimmed) cannot be an account's address, or null. */
export function emailBroken(email: string): string | null {
  if (email.length > EMAIL_MAX) return `電子郵件地址不可超過 ${EMAIL_MAX} 個字元`;
  const local = email.slice(0, email.lastIndexOf('@'));
  if (!EMAIL_PATTERN.test(email) || local.length > EMAIL_LOCAL_MAX) return EMAIL_TEXT;
  return null;
}

/** An address, or null to have none: a blank string is taken as none, the way a form sends it. */
const emailSchema = v.nullable(
  v.pipe(
    v.string('電子郵件必須是文字'),
    v.transform((email) => email.trim()),
    v.check(
      (email) => email === '' || emailBroken(email) === null,
      (issue) => emailBroken(String(issue.input)) ?? EMAIL_TEXT,
    ),
    v.transform((email) => (email === '' ? null : email)),
  ),
);

const accountNameSchema = v.pipe(
  v.string('帳號必須是文字'),
  v.check((name) => accountNameBroken(name) === null, ACCOUNT_NAME_TEXT),
  v.transform((name) => name.toLowerCase()),
);

const displayNameSchema = v.pipe(
  v.string('顯示名稱必須是文字'),
  v.check((name) => name.trim().length > 0, '請填寫顯示名稱'),
  v.maxLength(DISPLAY_NAME_MAX, `顯示名稱不可超過 ${DISPLAY_NAME_MAX} 個字`),
  v.check((name) => !CONTROL_CHARACTER.test(name), DISPLAY_NAME_CONTROL_TEXT),
  v.check((name) => !FORMULA_START.test(name.trim()), DISPLAY_NAME_FORMULA_TEXT),
  v.transform((name) => name.trim()),
);

/** A module path (`news`) or `*` (the whole site, wherever no row names the path). */
export const rightsPathSchema = v.pipe(
  v.string('頁面路徑必須是文字'),
  v.check((path) => path === '*' || /^[a-z0-9][a-z0-9_-]{0,99}$/i.test(path), '頁面路徑格式不正確'),
);

/**
 * The spec's r/w/d object, and p (publish, **ext**). A client that leaves p out gets
 * p = w: what w allowed before review existed, as the migration gave every account with w.
 */
export const pathRightsSchema: v.GenericSchema<unknown, PathRights> = v.pipe(
  v.strictObject(
    {
      path: rightsPathSchema,
      r: v.boolean('檢視權限必須是是或否'),
      w: v.boolean('編輯權限必須是是或否'),
      d: v.boolean('刪除權限必須是是或否'),
      p: v.optional(v.boolean('發布權限必須是是或否')),
    },
    '權限必須是物件（path、r、w、d，可加 p）',
  ),
  v.transform(({ path, r, w, d, p }) => ({ path, r, w, d, p: p ?? w })),
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
    email: v.optional(emailSchema, null),
  },
  '不接受的欄位',
);

export const joinAccountSchema: v.GenericSchema<unknown, JoinAccount> = v.strictObject(
  {
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
      email: v.optional(emailSchema),
    },
    '不接受的欄位',
  ),
  v.check(
    (update) => update.displayName !== undefined || update.admin !== undefined || update.email !== undefined,
    '請至少修改一個欄位',
  ),
);

/** `PUT /backend/me/name` (**ext**): trimmed, 1 to DISPLAY_NAME_MAX characters. */
export const myNameSchema: v.GenericSchema<unknown, MyName> = v.strictObject(
  { displayName: displayNameSchema },
  '請只送出 displayName 欄位',
);

/** `PUT /backend/me/email` (**ext**). */
export const myEmailSchema: v.GenericSchema<unknown, MyEmail> = v.strictObject(
  { email: emailSchema },
  '請只送出 email 欄位',
);

export const rightsBodySchema: v.GenericSchema<unknown, { rights: PathRights[] }> = v.strictObject(
  { rights: rightsListSchema },
  '不接受的欄位',
);

/**
 * `rwdp`, `rw--`, `rw-p`, `----`: the command line's way of writing one path's rights. The older
 * three letters (`rwd`, `rw-`) still work, with p following w, as the API does without p.
 */
export function rightsFromLetters(letters: string): Omit<PathRights, 'path'> | null {
  const match = /^([r-])([w-])([d-])([p-])?$/.exec(letters);
  if (!match) return null;
  const w = match[2] === 'w';
  return { r: match[1] === 'r', w, d: match[3] === 'd', p: match[4] === undefined ? w : match[4] === 'p' };
}

/** One path's rights as four letters, `rw-p`: how the command line prints them. */
export const rightsLetters = ({ r, w, d, p }: Omit<PathRights, 'path'>): string =>
  `${r ? 'r' : '-'}${w ? 'w' : '-'}${d ? 'd' : '-'}${p ? 'p' : '-'}`;
