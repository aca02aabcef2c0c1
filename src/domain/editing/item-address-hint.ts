import { normaliseSlug, slugProblem } from '../../shared/item-slug';
import { detailHref } from '../navigation/site-paths';

/**
 * The line under the 網址代稱 field, as the writer types: the address the item will have once
 * published (the typed text as the server will keep it), or its code's address while the field is
 * empty. Nothing is promised for a text the rule refuses: the field's own message says why.
 */
export function itemAddressHint(lang: string, modulePath: string, typed: unknown, id: unknown): string {
  const slug = typeof typed === 'string' ? normaliseSlug(typed) : '';
  if (slug !== '' && slugProblem(slug) === null)
    return `網址將是：${decodeURI(detailHref(lang, modulePath, slug))}`;
  if (slug !== '') return '網址代稱的格式不符，修正後這裡會顯示網址';
  const code = typeof id === 'string' && id !== '' ? id : '（系統代碼）';
  return `未填時網址是：${decodeURI(detailHref(lang, modulePath, code))}`;
}
