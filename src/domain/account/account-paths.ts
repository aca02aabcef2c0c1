import { MY_ACCOUNT_PATH } from '../config/constants';
import { isSafeReturnUrl, RETURN_URL_PARAM } from '../navigation/return-url-policy';

export { MY_ACCOUNT_PATH };

/** Whether a path (query and hash ignored) is 我的帳號, which an owed step may not leave for. */
export function isMyAccountPath(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  return /^\/home\/[^/]+\/editor\/account$/.test(path);
}

/**
 * Where a login that owes a step goes: 我的帳號, remembering the page it was headed for (when safe)
 * so the user continues there once every step is done.
 */
export function setupPathFor(headedFor: unknown): string {
  return isSafeReturnUrl(headedFor) && !isMyAccountPath(headedFor)
    ? `${MY_ACCOUNT_PATH}?${RETURN_URL_PARAM}=${encodeURIComponent(headedFor)}`
    : MY_ACCOUNT_PATH;
}
