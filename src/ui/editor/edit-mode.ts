import { useSearch } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';

/** The query flag of edit mode: `/home/zh-tw/news/news-001?edit=1`. */
export const EDIT_PARAM = 'edit';

/** The same page with edit mode on or off, keeping the rest of its query string. */
export function withEditMode(current: string, on: boolean): string {
  const [pathname = '', query = ''] = current.split('?');
  const params = new URLSearchParams(query);
  if (on) params.set(EDIT_PARAM, '1');
  else params.delete(EDIT_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Whether the page is in edit mode: a logged-in user with `?edit=1`. The URL carries it, so the
 * login page's return address (after a 612) reopens the editor where the user was.
 */
export function useEditMode(): { loggedIn: boolean; editing: boolean } {
  const { stores } = useServices();
  const loggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const search = useSearch();
  return { loggedIn, editing: loggedIn && new URLSearchParams(search).get(EDIT_PARAM) === '1' };
}
