import { EDIT_PARAM } from './edit-mode';

/** The same page with edit mode on or off, keeping the rest of its query string. */
export function withEditMode(current: string, on: boolean): string {
  const [pathname = '', query = ''] = current.split('?');
  const params = new URLSearchParams(query);
  if (on) params.set(EDIT_PARAM, '1');
  else params.delete(EDIT_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
