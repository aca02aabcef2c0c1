import { staffSegment, type StaffPageKey } from '../../shared/staff-paths';
import { canRead, type Rights } from '../rights/rights';

export { staffSegment, type StaffPageKey };

/** The staff area's pages, in the one order the navigation shows them on every page. */
export const STAFF_PAGE_ORDER: readonly StaffPageKey[] = [
  'dashboard',
  'content',
  'reviews',
  'mailbox',
  'statistics',
  'feedback',
  'accounts',
  'audit',
  'settings',
  'checklist',
  'sites',
  'account',
];

/** Each page's name in the navigation and as its heading. */
export const STAFF_PAGE_TITLES: Readonly<Record<StaffPageKey, string>> = {
  dashboard: '儀表板',
  content: '內容',
  reviews: '審核',
  mailbox: '信箱',
  statistics: '網站統計',
  feedback: '頁面回饋',
  accounts: '帳號',
  audit: '稽核紀錄',
  settings: '網站設定',
  checklist: '政府網站檢核',
  sites: '網站列表',
  account: '我的帳號',
};

/** What the staff area knows of the signed-in account. */
export interface StaffStanding {
  /** An administrator, or an account with some right somewhere: the header's 編輯者工具. */
  editor: boolean;
  admin: boolean;
  /** A 平台管理者: 網站列表, the server's sites. */
  platform: boolean;
  /** Publishes somewhere while the site requires review: the dashboard's answer lists 待審核. */
  reviewer: boolean;
  /** Reads a mailbox: the dashboard's answer lists 新信件. */
  mailbox: boolean;
  /** The site's modules in menu order, with the account's rights on each; null while not known. */
  modules: ReadonlyArray<{ path: string; title: string; rights: Rights | null }>;
}

/** The module tabs of 內容: its items (新增 among them) and its trash, each with its own address. */
export type ContentTab = 'items' | 'trash';

/** `content/news`, `content/news/trash`: a module's page in the staff area, below its root. */
export function contentSegment(path: string, tab: ContentTab = 'items'): string {
  const base = `${staffSegment('content')}/${encodeURIComponent(path)}`;
  return tab === 'trash' ? `${base}/trash` : base;
}

export interface StaffModuleEntry {
  path: string;
  title: string;
  segment: string;
}

export interface StaffEntry {
  key: StaffPageKey;
  title: string;
  segment: string;
  /** 內容's modules, each its own page. */
  modules?: StaffModuleEntry[];
}

/**
 * Which staff pages this account may see, in the navigation's fixed order. Each entry follows the
 * rule the server enforces for that page, so the navigation never leads to a refusal: 儀表板 and
 * 內容 for anyone with a right (or an administrator), a module under 內容 where the account may
 * read it, 審核 for reviewers, 信箱 for mailbox staff, 網站統計 for anyone with a right (the
 * server shows them the modules they may read), 帳號, 稽核紀錄, 網站設定 and 政府網站檢核 for
 * administrators, 網站列表 for platform administrators, and 我的帳號 for everyone signed in.
 */
export function staffPages(standing: StaffStanding): StaffEntry[] {
  const allowed: Record<StaffPageKey, boolean> = {
    dashboard: standing.editor,
    content: standing.editor,
    reviews: standing.reviewer,
    mailbox: standing.mailbox,
    statistics: standing.editor,
    // Anyone who reads some module: the server lists the pages under paths they may read.
    feedback: standing.editor,
    accounts: standing.admin,
    audit: standing.admin,
    settings: standing.admin,
    checklist: standing.admin,
    sites: standing.platform,
    account: true,
  };
  return STAFF_PAGE_ORDER.filter((key) => allowed[key]).map((key) => {
    const entry: StaffEntry = { key, title: STAFF_PAGE_TITLES[key], segment: staffSegment(key) };
    if (key !== 'content') return entry;
    const modules = standing.modules
      .filter((module) => canRead(module.rights))
      .map(({ path, title }) => ({ path, title, segment: contentSegment(path) }));
    return { ...entry, modules };
  });
}

/** Which entry a staff address belongs to (a module's trash belongs to 內容); null when none. */
export function staffPageOf(segment: string): StaffPageKey | null {
  const first = segment.replace(/^\/+/, '').split('/')[0] ?? '';
  const key = STAFF_PAGE_ORDER.find((k) => staffSegment(k) === first);
  return key ?? null;
}
