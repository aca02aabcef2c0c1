/*
 * The login page arrives server-rendered and its form posts to `/login` (method="post"): a form
 * sent before the page's scripts run reaches the server, which cannot sign in there (the spec keeps
 * the token in browser storage). It answers with the login page again, by 303 to an address these
 * names build, so the page keeps the account and asks to press 登入 once more. The password is
 * never carried.
 */

/** `again=1`: the form was sent before the scripts ran. */
export const LOGIN_AGAIN_PARAM = 'again';
/** The account name as typed, to fill the form again. */
export const LOGIN_ACCOUNT_PARAM = 'account';
/** As the form's own bound (LOGIN_FIELDS.account.max): a longer name is cut, never carried whole. */
export const LOGIN_ACCOUNT_MAX = 64;
/** The page to go to after the login, kept through the round trip (return-url-policy.ts reads it). */
export const LOGIN_RETURN_URL_PARAM = 'returnUrl';
