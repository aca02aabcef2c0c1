/**
 * Editing constants both sides need (spec section 9). The client core re-exports the
 * spec's ones from src/domain/config/constants.ts; the server reads them from here.
 */

/** Temporary-save (autosave) debounce: 10 minutes. */
export const TEMP_SAVE_DEBOUNCE_MS = 600_000;

/** The spec's default: the home and landing structures cannot be edited. */
export const INDEX_EDITABLE = false;

/** An edit lock without a heartbeat for this long is free for anyone. */
export const LOCK_TTL_MS = 150_000;

/** Saved (non-publish) revisions kept per document; publish revisions are always kept. */
export const KEPT_REVISIONS = 100;

/** A deleted item can be restored from the trash for this long. */
export const TRASH_DAYS = 30;

/**
 * The most content (a document's `content` HTML) a save may carry, counted as the schema counts:
 * UTF-16 code units, which is one per character for every CJK character in the BMP. The editor
 * checks it before sending, and the server's body limit for documents is sized to fit it.
 */
export const CONTENT_MAX_CHARS = 200_000;
