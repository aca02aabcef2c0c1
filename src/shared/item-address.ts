/**
 * The part of 網址代稱 (item-slug.ts) that visitors' pages need: the pattern of a kept address
 * and an item's address. No messages and no normalising, so the public chunks stay small.
 */

export const ITEM_SLUG_MAX = 80;

const SLUG_CHAR = String.raw`[a-z0-9\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]`;
export const SLUG = new RegExp(`^${SLUG_CHAR}+(?:-${SLUG_CHAR}+)*$`, 'u');
/** What the server makes an item's code from (eight hex digits): an address must not look like one. */
export const GENERATED_ID = /^[0-9a-f]{8}$/;

/** Whether `slug` is a kept address (not empty). */
export function isItemSlug(slug: string): boolean {
  return [...slug].length <= ITEM_SLUG_MAX && SLUG.test(slug) && !GENERATED_ID.test(slug);
}

/** The item's readable address, or undefined when it has none (or one that is not valid). */
export function slugOf(item: object): string | undefined {
  const slug = (item as { slug?: unknown }).slug;
  return typeof slug === 'string' && isItemSlug(slug) ? slug : undefined;
}

/** The last segment of an item's public address: its 網址代稱 where it has one, else its code. */
export function itemAddressOf(item: { id: string | number }): string {
  return slugOf(item) ?? String(item.id);
}
