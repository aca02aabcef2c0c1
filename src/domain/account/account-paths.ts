import { staffSegment, STAFF_ROOT_SEGMENT } from '../../shared/staff-paths';
import { HOME_PATH } from '../config/constants';
import { isSafeReturnUrl, RETURN_URL_PARAM } from '../navigation/return-url-policy';

/** 我的帳號: the staff area's page of one's own account, where owed steps are taken too. */
export const MY_ACCOUNT_PATH = `${HOME_PATH}/${STAFF_ROOT_SEGMENT}/${staffSegment('account')}`;

/** Whether a path (query and hash ignored) is 我的帳號, which an owed step may not leave for. */
export function isMyAccountPath(value: string): boolean {
  const path = value.split(/[?#]/, 1)[0]!.toLowerCase().replace(/\/+$/, '');
  const [empty, home, lang, root, page, ...rest] = path.split('/');
  return (
    empty === '' &&
    home === 'home' &&
    !!lang &&
    root === STAFF_ROOT_SEGMENT &&
    page === staffSegment('account') &&
    rest.length === 0
  );
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
