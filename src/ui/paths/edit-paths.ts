import { EDIT_PARAM } from '../../shared/staff-paths';
import { paths } from './paths';

/** The same page with edit mode on or off (`?edit=1`), keeping the rest of its query string. */
export function withEditMode(current: string, on: boolean): string {
  const [pathname = '', query = ''] = current.split('?');
  const params = new URLSearchParams(query);
  if (on) params.set(EDIT_PARAM, '1');
  else params.delete(EDIT_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The page an item is edited on: its detail page in edit mode. */
export const itemEditHref = (lang: string, path: string, id: string): string =>
  withEditMode(paths.detail.href(lang, path, id), true);
