import { HOME_PATH, LOGIN_PATH } from '../config/constants';

/** The query parameter of the login page that carries the remembered URL. */
export const RETURN_URL_PARAM = 'returnUrl';
/** The query parameter that says why the login page was opened, when the site ended a session. */
export const LOGIN_REASON_PARAM = 'reason';

/**
 * Why the site sent someone to log in, for the login page to say so: `idle`, the idle logout
 * (附表十), which the user did not ask for and would otherwise not understand.
 */
export type LoginReason = 'idle';

/** Long enough for any real page with list state; longer is not a URL this site made. */
export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * Whether a value may be remembered and later navigated to after login. Only same-origin paths
 * pass: exactly one leading `/`, so `//host` and `/\host` (which browsers read as another host) fail,
 * as do backslashes and encoded slashes anywhere (`%2f`, `%5c`, any case: a router or server that
 * decodes them would see `//host` again), control characters (browsers drop tabs and newlines, which
 * turns `/\t/host` into `//host`), and anything that is not a string. A scheme (`javascript:`,
 * `http:`) cannot start with `/`, so it fails the first rule. The login page itself is never
 * remembered: returning to it after logging in would be a loop.
 */
export function isSafeReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_URL_LENGTH) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\') || /%(2f|5c)/i.test(value)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return !isLoginPath(value);
}

/** The remembered URL if it is safe, else the home page. */
export function safeReturnUrl(value: unknown): string {
  return isSafeReturnUrl(value) ? value : HOME_PATH;
}

/**
 * Where to send a user who must log in, remembering `current` when it is safe to come back to,
 * and why, when the site ended the session itself.
 */
export function loginPathFor(current: unknown, reason?: LoginReason): string {
  const query = [
    ...(isSafeReturnUrl(current) ? [`${RETURN_URL_PARAM}=${encodeURIComponent(current)}`] : []),
    ...(reason ? [`${LOGIN_REASON_PARAM}=${reason}`] : []),
  ];
  return query.length > 0 ? `${LOGIN_PATH}?${query.join('&')}` : LOGIN_PATH;
}

/** The page to open after login, read from the login page's query string (`?returnUrl=…`). */
export function returnUrlFromSearch(search: string): string {
  const raw = searchParam(search, RETURN_URL_PARAM);
  return raw === undefined ? HOME_PATH : safeReturnUrl(raw);
}

/** Why the login page was opened (`?reason=idle`), or null for a login the user chose. */
export function loginReasonFromSearch(search: string): LoginReason | null {
  return searchParam(search, LOGIN_REASON_PARAM) === 'idle' ? 'idle' : null;
}

/** The first value of `name` in a query string, decoded; undefined when absent or malformed. */
function searchParam(search: string, name: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals) !== name) continue;
    try {
      return decodeURIComponent(part.slice(equals + 1).replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether a path (query and hash ignored) is the login page. */
export function isLoginPath(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return path === LOGIN_PATH;
}
