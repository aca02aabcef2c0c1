/**
 * 政府網站檢核 (**ext**, administrators): what a Taiwanese government site must carry, one line
 * per item, as `GET /backend/site/checklist` answers it. Shared by the server, which decides each
 * line from the site's stored data and its own settings, and the staff screen, which shows it.
 */

/** The lines, in the order the screen lists them. */
export const CHECKLIST_IDS = [
  'policy-pages',
  'accessibility-mark',
  'contact',
  'dates-and-views',
  'sitemap',
  'classification',
  'open-data',
  'public-origin',
  'captcha',
  'two-factor',
  'backup',
] as const;
export type ChecklistId = (typeof CHECKLIST_IDS)[number];

/** ok: 已符合; missing: something the site must have is not there; warning: there, but short of it. */
export type ChecklistState = 'ok' | 'missing' | 'warning';

/**
 * Where a line is put right. The server names the place; the staff screen builds its address from
 * its own route table (src/ui/paths), so the server never writes a client address.
 */
export type ChecklistFix =
  /** A staff page: 網站設定, 內容, 儀表板 (where 新增單元 makes a module). */
  | { kind: 'staff'; page: 'settings' | 'content' | 'dashboard' }
  /** The editor of a part of the chrome. */
  | { kind: 'chrome'; name: 'footer' | 'menu' }
  /** The editor of one document (a single page, a module's settings). */
  | { kind: 'document'; docId: string }
  /** A public page of the site itself. */
  | { kind: 'public'; page: 'sitemap' | 'opendata' }
  /**
   * A server setting, which only whoever runs the server changes: its name (`CAPTCHA_SECRET`) and
   * the section of the deployment guide that explains it.
   */
  | { kind: 'server'; setting: string; doc: string; section: string };

export interface ChecklistLink {
  fix: ChecklistFix;
  /** The link's words: 「編輯頁尾」, 「設定 CAPTCHA_SECRET」. */
  label: string;
}

export interface ChecklistLine {
  id: ChecklistId;
  /** The item in zh-TW: 「三項政策頁面」. */
  title: string;
  state: ChecklistState;
  /** A plain zh-TW sentence: what is there, or what is missing. */
  text: string;
  /** Where to put it right; empty when nothing needs doing. */
  links: ChecklistLink[];
}

/** `GET /backend/site/checklist`. */
export interface SiteChecklist {
  /** When the lines were decided (ISO 8601). */
  checkedAt: string;
  lines: ChecklistLine[];
}

/** The three classification fields (主題、施政、服務) a document, or its module's settings, carries. */
export const CLASSIFICATION_FIELDS = ['categoryTheme', 'categoryCake', 'categoryService'] as const;

/** A backup older than this many days is a warning. */
export const BACKUP_MAX_AGE_DAYS = 7;
