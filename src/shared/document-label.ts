import { parseDocumentId, type ChromeName } from './document-id';

/**
 * What staff call a document: its title, or the zh-TW name of what it is (頁首, 首頁編排,
 * 最新消息 設定), never its id. One function for every staff screen (the dashboard, review, the
 * audit log and its CSV, my drafts, the trash), on the client and the server alike.
 */

/** The titles a screen can know about a document; each may be missing. */
export interface DocumentTitles {
  /** The document's own title: an item's or a page's `title`, a module settings' `info.title`. */
  title?: string | null | undefined;
  /** The title of the module (or landing page) the document belongs to. */
  moduleTitle?: string | null | undefined;
}

export const CHROME_LABELS: Readonly<Record<ChromeName, string>> = {
  header: '頁首',
  menu: '主選單',
  footer: '頁尾',
  banner: '橫幅',
  bannerMobile: '手機版橫幅',
};

const present = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/** The document's name for staff; an id that names no document is shown as it is. */
export function documentLabel(docId: string, titles: DocumentTitles = {}): string {
  const ref = parseDocumentId(docId);
  if (!ref) return docId;
  const own = present(titles.title);
  const module = present(titles.moduleTitle);
  switch (ref.type) {
    case 'chrome':
      return CHROME_LABELS[ref.name];
    case 'structure':
      return ref.landing === 'home' ? '首頁編排' : `${module ?? own ?? ref.landing} 編排`;
    case 'settings':
      return `${own ?? module ?? ref.path} 設定`;
    case 'page':
      return own ?? module ?? ref.path;
    case 'item':
      return own ?? `${module ?? ref.path} 的未命名項目`;
  }
}

/**
 * A document's own title as its data holds it: `info.title` for a module's settings, `title` for
 * the rest; null when there is none.
 */
export function ownTitleOf(docId: string, data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as { title?: unknown; info?: { title?: unknown } | null };
  const title = docId.startsWith('settings:') ? record.info?.title : record.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
}
