import {
  LOGIN_ACCOUNT_MAX,
  LOGIN_ACCOUNT_PARAM,
  LOGIN_AGAIN_PARAM,
  LOGIN_RETURN_URL_PARAM,
} from '../../shared/login-again';

/** Longer than any address the client makes (MAX_RETURN_URL_LENGTH); the client checks the rest. */
const MAX_RETURN_URL = 2048;

/**
 * Where a login form sent before its scripts ran goes (shared/login-again.ts): the login page again,
 * always on this site's `/login`, with the return address it had, the account name as typed (cut to
 * the form's bound, control characters dropped) and `again=1`. Nothing else of the body is read, so
 * the password never reaches an address, a log or the page. A body that is not a form carries no
 * account: the page still opens, empty.
 */
export function loginAgainLocation(search: string, body: unknown): string {
  const out = new URLSearchParams();
  const returnUrl = new URLSearchParams(search).get(LOGIN_RETURN_URL_PARAM);
  if (returnUrl && returnUrl.length <= MAX_RETURN_URL) out.set(LOGIN_RETURN_URL_PARAM, returnUrl);
  const typed =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[LOGIN_ACCOUNT_PARAM] : '';
  // eslint-disable-next-line no-control-regex -- control characters are what is dropped
  const account = typeof typed === 'string' ? typed.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  if (account) out.set(LOGIN_ACCOUNT_PARAM, [...account].slice(0, LOGIN_ACCOUNT_MAX).join(''));
  out.set(LOGIN_AGAIN_PARAM, '1');
  return `/login?${out.toString()}`;
}
