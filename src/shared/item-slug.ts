/**
 * 網址代稱: an item's readable address (`/home/zh-tw/news/2026-open-house`), used by both sides.
 * The editor normalises as it is typed and the server checks the same rule, so the address a
 * writer sees under the field is the one the server keeps.
 *
 * Allowed: lowercase a–z, digits, CJK ideographs, and single hyphens between them. No spaces,
 * slashes, dots, percent signs or upper case: the address must read the same in every browser's
 * bar, survive copying into mail, and never need a decision about case.
 */

import { GENERATED_ID, ITEM_SLUG_MAX, SLUG } from './item-address';

export { isItemSlug, itemAddressOf, ITEM_SLUG_MAX, slugOf } from './item-address';

export const SLUG_TEXT = {
  characters:
    '網址代稱只能使用小寫英文字母、數字、中文字，並以連字號「-」分隔（不可在開頭、結尾或連續使用連字號）',
  tooLong: `網址代稱不可超過 ${ITEM_SLUG_MAX} 個字`,
  likeCode: '網址代稱不可是 8 個英數字的系統代碼形式，請加上文字，例如 2026-open-house',
  notText: '網址代稱必須是文字',
  taken: (slug: string, title: string) => `網址代稱「${slug}」已由「${title}」使用，請換一個。`,
  takenByCode: (slug: string) => `網址代稱「${slug}」與這個單元中另一筆資料的代碼相同，請換一個。`,
} as const;

/**
 * The address as it is being typed: full-width forms folded (ＡＢＣ → abc), lowercased, and spaces
 * or underscores made hyphens, never two in a row. A trailing hyphen stays, so the next word can
 * follow it.
 */
export function normaliseSlugTyping(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/gu, '-')
    .replace(/-{2,}/g, '-');
}

/** The address as it is kept: the typing form, without leading, trailing or doubled hyphens. */
export function normaliseSlug(text: string): string {
  return normaliseSlugTyping(text.trim())
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Why `slug` cannot be an address, or null when it can. An empty text is "no address". */
export function slugProblem(slug: string): string | null {
  if (slug === '') return null;
  if ([...slug].length > ITEM_SLUG_MAX) return SLUG_TEXT.tooLong;
  if (!SLUG.test(slug)) return SLUG_TEXT.characters;
  if (GENERATED_ID.test(slug)) return SLUG_TEXT.likeCode;
  return null;
}
