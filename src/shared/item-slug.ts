import * as v from 'valibot';

/**
 * 網址代稱: an item's readable address (`/home/zh-tw/news/2026-open-house`), used by both sides.
 * The editor normalises as it is typed and the server checks the same rule, so the address a
 * writer sees under the field is the one the server keeps.
 *
 * Allowed: lowercase a–z, digits, CJK ideographs, and single hyphens between them. No spaces,
 * slashes, dots, percent signs or upper case: the address must read the same in every browser's
 * bar, survive copying into mail, and never need a decision about case.
 */

export const ITEM_SLUG_MAX = 80;

const SLUG_CHAR = String.raw`[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]`;
const SLUG = new RegExp(`^${SLUG_CHAR}+(?:-${SLUG_CHAR}+)*$`, 'u');
/** What the server makes an item's code from (eight hex digits): an address must not look like one. */
const GENERATED_ID = /^[0-9a-f]{8}$/;

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
 * or underscores made hyphens. A trailing hyphen stays, so the next word can follow it.
 */
export function normaliseSlugTyping(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/gu, '-');
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

/** The `slug` field of an item's data: absent, empty (no address), or a kept address. */
export const itemSlugSchema = v.optional(
  v.pipe(
    v.string(SLUG_TEXT.notText),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = slugProblem(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
);

/** The item's readable address, or undefined when it has none (or one that is not valid). */
export function slugOf(item: object): string | undefined {
  const slug = (item as { slug?: unknown }).slug;
  return typeof slug === 'string' && slug !== '' && slugProblem(slug) === null ? slug : undefined;
}

/** The last segment of an item's public address: its 網址代稱 where it has one, else its code. */
export function itemAddressOf(item: { id: string | number }): string {
  return slugOf(item) ?? String(item.id);
}
