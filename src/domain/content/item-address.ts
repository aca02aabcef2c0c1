import { slugOf } from '../../shared/item-address';

/**
 * The address an item's page should stand at when it was reached by `asked`: its 網址代稱 when
 * `asked` is an earlier one, or null to stay (the address of now, or the item's code, which
 * keeps working for links made before the item had a 網址代稱).
 */
export function movedItemAddress(asked: string, item: { id: string | number }): string | null {
  if (asked === String(item.id)) return null;
  const slug = slugOf(item);
  if (slug === undefined || asked === slug) return null;
  return slug;
}
