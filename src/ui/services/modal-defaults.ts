/** The shared modal and snack bar constants of spec section 9, in one place for the host and its tests. */
export const MODAL_WIDTH = '600px';
export const MODAL_TOP = '5vh';
export const MODAL_MAX_HEIGHT = '90vh';
export const DIALOG_ENTER_MS = 150;
export const DIALOG_EXIT_MS = 75;

export const SNACK_DURATION_MS = 1600;

/** The exact message of spec section 8 for a dialog asked for before any host is mounted. */
export const GLOBAL_CMP_NOT_READY = 'globalCmp not ready';
