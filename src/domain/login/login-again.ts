import { LOGIN_ACCOUNT_MAX, LOGIN_ACCOUNT_PARAM, LOGIN_AGAIN_PARAM } from '../../shared/login-again';

/**
 * The login page opened again after its form was sent before the scripts ran (the server's 303,
 * shared/login-again.ts): the account to fill in, or null on an ordinary visit. The page asks to
 * press 登入 once more; the password is typed (or filled) again, never read from the address.
 */
export function loginAgainFromSearch(search: string): { account: string } | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (query.get(LOGIN_AGAIN_PARAM) !== '1') return null;
  const account = [...(query.get(LOGIN_ACCOUNT_PARAM) ?? '').trim()].slice(0, LOGIN_ACCOUNT_MAX).join('');
  return { account };
}
