import { parseDocumentId } from '../../../shared/document-id';
import { paths } from '../../paths/paths';
import { withEditMode } from '../parts/edit-href';

/** The editor's own pages, below `/home/:lang/editor`. */
const editorHref = (lang: string) => `${paths.home.href(lang)}/editor`;

/** 待審核, or one submission on it (`?doc=`). */
export const reviewsHref = (lang: string, docId?: string): string =>
  `${editorHref(lang)}/reviews${docId === undefined ? '' : `?doc=${encodeURIComponent(docId)}`}`;

/** 信箱管理 with one letter open (the inbox screen reads `?letter=`). */
export const letterHref = (lang: string, serialNo: string): string =>
  `${editorHref(lang)}/mailbox?letter=${encodeURIComponent(serialNo)}`;

/** Where a document is edited: its page in edit mode, or the chrome editor. */
export function documentEditHref(lang: string, docId: string): string {
  const ref = parseDocumentId(docId);
  switch (ref?.type) {
    case 'item':
      return withEditMode(paths.detail.href(lang, ref.path, ref.id), true);
    case 'page':
    case 'settings':
      return withEditMode(paths.page.href(lang, ref.path), true);
    case 'chrome':
      return `${editorHref(lang)}/chrome/${ref.name}`;
    default:
      // The home page's arrangement, and anything this client does not know.
      return withEditMode(paths.home.href(lang), true);
  }
}
