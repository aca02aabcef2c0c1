/**
 * Business constants of spec section 9, in one place. The numbers and texts are binding: change
 * them only when the specification changes.
 */

// Shared with the reference server, which enforces them.
export { INDEX_EDITABLE, TEMP_SAVE_DEBOUNCE_MS } from '../../shared/authoring.constants';

export const DEFAULT_LANG = 'zh-tw';
export const LANGS: readonly string[] = ['zh-tw'];

/**
 * Shared modal defaults (spec section 9): what a dialog does and says. Its geometry and timing are
 * the view's (src/ui/feedback/modal-defaults.ts).
 */
export const MODAL = {
  closeOnNavigation: true,
  okBtnLabel: '確認',
  cancelBtnLabel: '取消',
  showClose: true,
  closeLabel: 'Close',
} as const;

/** Redirect following stops after this many redirects (spec section 9). */
export const MAX_REDIRECTS = 31;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  isLoggedIn: 'isLoggedIn',
  /** When the session ends however often it is refreshed (ms since the epoch), for the warning. */
  sessionEndsAt: 'sessionEndsAt',
  /** What the login still owes (a new password, two-step setup): comma-separated steps. */
  setupOwed: 'setupOwed',
} as const;

export const HOME_PATH = `/home/${DEFAULT_LANG}`;
export const LOGIN_PATH = '/login';

/** Using the shared alert before it is mounted fails with exactly this message (spec section 8). */
export const GLOBAL_CMP_NOT_READY = 'globalCmp not ready';

/**
 * Login field bounds. The spec does not show them; these are generous enough for any real account
 * and stop absurd input before it reaches the server.
 */
export const LOGIN_FIELDS = {
  account: { min: 1, max: 64 },
  password: { min: 1, max: 128 },
} as const;
