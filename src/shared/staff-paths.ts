/**
 * The staff area's addresses below a language's home (`/home/{lang}`): one table for the client's
 * route switch and links (src/ui/paths/staff-paths.ts) and for the server, which names these pages
 * in page heads and mail.
 */

/** The staff area's root below a language's home: `/home/{lang}/editor` is 儀表板. */
export const STAFF_ROOT_SEGMENT = 'editor';

/** The staff area's pages (their order and titles are the core's, src/domain/editing/staff-pages.ts). */
export type StaffPageKey =
  | 'dashboard'
  | 'content'
  | 'reviews'
  | 'mailbox'
  | 'statistics'
  | 'feedback'
  | 'accounts'
  | 'audit'
  | 'settings'
  | 'checklist'
  | 'sites'
  | 'account';

/** The pages below the staff area's root, each at its key: `/home/zh-tw/editor/mailbox`. */
export type StaffSubpage = Exclude<StaffPageKey, 'dashboard'>;

/** A page's address below the staff area's root: its key, and '' for 儀表板, the root itself. */
export const staffSegment = (key: StaffPageKey): string => (key === 'dashboard' ? '' : key);

/** The chrome's editors below the staff area's root: `/home/{lang}/editor/chrome/{name}`. */
export const CHROME_EDITOR_SEGMENT = 'chrome';

/** The query flag of edit mode, on the page edited itself: `/home/zh-tw/news/news-001?edit=1`. */
export const EDIT_PARAM = 'edit';

/** 待審核 opened on one submission: `/home/zh-tw/editor/reviews?doc=<docId>`. */
export const REVIEW_DOC_PARAM = 'doc';
