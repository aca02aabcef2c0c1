/**
 * The password rules of 資通系統防護基準 (附表十) as the server enforces them and the forms explain
 * them. Pure and shared: the length, kinds and name checks run anywhere; the
 * common-password check needs the strength library's lists and lives in `password-strength.ts`,
 * which only password screens load.
 */

export interface PasswordPolicy {
  /** `PASSWORD_MIN_LENGTH`; 12 by default, docs/deploy.md recommends 15 after the agency's advice. */
  minLength: number;
  maxLength: number;
  /** How many earlier passwords may not come back (附表十: the last 3). */
  historyDepth: number;
  /** `PASSWORD_MAX_AGE_DAYS`; 0 turns the maximum age off (the default). */
  maxAgeDays: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 12,
  maxLength: 128,
  historyDepth: 3,
  maxAgeDays: 0,
};

/** The lowest strength score (0–4) of the strength library that is accepted. */
export const MIN_STRENGTH_SCORE = 3;

/** Letters of any script, digits, and everything else (symbols, spaces, punctuation). */
function kindsIn(password: string): number {
  const kinds = [/\p{L}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];
  return kinds.filter((kind) => kind.test(password)).length;
}

/** Whose password it is: the names a guesser tries first, so neither may be inside it. */
export interface PasswordOwner {
  account: string;
  /** The name colleagues see (顯示名稱); absent or blank where none is known yet. */
  displayName?: string;
}

/**
 * A display name shorter than this is not looked for inside a password: a two-letter name such
 * as `Al` sits inside many unrelated passwords, so refusing it would refuse them too. The account
 * name has kept the same bound from the start.
 */
export const NAME_IN_PASSWORD_MIN_LENGTH = 3;

/**
 * A name as it is looked for: compatibility forms folded (full-width `Ｌｉｎ` is `lin`), lower case,
 * no white space (`Lin Mei` is in `linmei2026!` as plainly as in `lin mei 2026!`).
 */
function foldedForNames(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * The first rule `password` breaks, as a zh-TW sentence, or null. Characters are counted as
 * people see them (code points), so a Chinese passphrase is measured fairly. Neither the account
 * name nor the display name may be inside it, whatever the case, once the name has at least
 * `NAME_IN_PASSWORD_MIN_LENGTH` characters.
 */
export function passwordRuleBroken(
  password: string,
  owner: PasswordOwner,
  policy: Pick<PasswordPolicy, 'minLength' | 'maxLength'> = DEFAULT_PASSWORD_POLICY,
): string | null {
  const length = [...password].length;
  if (length < policy.minLength) return `密碼至少需要 ${policy.minLength} 個字元。`;
  if (length > policy.maxLength) return `密碼不可超過 ${policy.maxLength} 個字元。`;
  if (password.trim() !== password) return '密碼的開頭與結尾不可是空白。';
  if (kindsIn(password) < 2) return '密碼需混合至少兩類字元：文字、數字、符號。';
  const account = owner.account.trim().toLowerCase();
  if (account.length >= NAME_IN_PASSWORD_MIN_LENGTH && password.toLowerCase().includes(account))
    return '密碼不可包含帳號名稱。';
  const displayName = foldedForNames(owner.displayName ?? '');
  if (
    [...displayName].length >= NAME_IN_PASSWORD_MIN_LENGTH &&
    foldedForNames(password).includes(displayName)
  )
    return '密碼不可包含顯示名稱。';
  return null;
}

/** Whole days → milliseconds, for ages counted by the manual clock in tests. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** When a password set at `changedAt` must be changed, or null when there is no maximum age. */
export function passwordExpiresAt(changedAt: number | null, maxAgeDays: number): number | null {
  if (maxAgeDays <= 0 || changedAt === null) return null;
  return changedAt + maxAgeDays * DAY_MS;
}
