import { parseDocumentId } from '../../shared/document-id';
import {
  CHROME_EDITOR_SEGMENT,
  REVIEW_DOC_PARAM,
  staffSegment,
  type StaffPageKey,
} from '../../shared/staff-paths';
import { itemEditHref, withEditMode } from './edit-paths';
import { paths } from './paths';

const enc = encodeURIComponent;

/**
 * The staff screens' links, built on `paths.staff` (the route table) and the staff area's segments
 * (src/shared/staff-paths.ts), so no view builds a staff address itself. Only staff chunks load it.
 */
export const staffPaths = {
  /** One of the staff area's pages by its key (儀表板 is the root). */
  page: (lang: string, key: StaffPageKey): string => paths.staff.href(lang, staffSegment(key)),
  /** 待審核, or one submission on it (`?doc=`). */
  reviews: (lang: string, docId?: string): string =>
    `${staffPaths.page(lang, 'reviews')}${docId === undefined ? '' : `?${REVIEW_DOC_PARAM}=${enc(docId)}`}`,
  /** 信箱管理, with the inbox's own query string (its filters and the letter open: `inboxSearch`). */
  mailbox: (lang: string, search = ''): string => `${staffPaths.page(lang, 'mailbox')}${search}`,
  /** A part of the site's chrome (`header`, `menu`…), edited over the home page. */
  chrome: (lang: string, name: string): string =>
    paths.staff.href(lang, `${CHROME_EDITOR_SEGMENT}/${enc(name)}`),
};

/** Where a document is edited: its page in edit mode, or the chrome editor. */
export function documentEditHref(lang: string, docId: string): string {
  const ref = parseDocumentId(docId);
  switch (ref?.type) {
    case 'item':
      return itemEditHref(lang, ref.path, ref.id);
    case 'page':
    case 'settings':
      return withEditMode(paths.page.href(lang, ref.path), true);
    case 'chrome':
      return staffPaths.chrome(lang, ref.name);
    default:
      // The home page's arrangement, and anything this client does not know.
      return withEditMode(paths.home.href(lang), true);
  }
}
