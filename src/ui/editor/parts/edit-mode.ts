import { useSearch } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../../composition/services-provider';
import { EDIT_PARAM } from '../../../shared/staff-paths';

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
