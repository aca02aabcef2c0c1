/**
 * 頁面回饋 (「這個頁面對您有幫助嗎？」): what a visitor sends and staff read, one definition for
 * the server, the visitor's form and the staff screen. Pure: imports nothing.
 */

const enc = encodeURIComponent;

/** The longest comment taken; a longer one is refused with 400, never cut. */
export const PAGE_FEEDBACK_COMMENT_MAX = 200;

export const PAGE_FEEDBACK_TEXT = {
  question: '這個頁面對您有幫助嗎？',
  yes: '是',
  no: '否',
  comment: '意見（選填，最多 200 字）',
  commentHint: '請勿填寫姓名、電話等個人資料。',
  send: '送出',
  thanks: '感謝您的回饋！',
  failed: '送出失敗，請稍後再試；您輸入的意見已保留。',
  chooseAnswer: '請選擇「是」或「否」。',
  commentTooLong: `意見不可超過 ${PAGE_FEEDBACK_COMMENT_MAX} 個字。`,
  tooMany: '您對這個頁面的回饋次數過多，請稍後再試。',
  off: '本網站未開放頁面回饋。',
  noPage: '找不到這個頁面，可能已移除。',
} as const;

/** **ext** The paths of 頁面回饋 (docs/api.md). Path segments are encoded here. */
export const PAGE_FEEDBACK_PATHS = {
  /**
   * POST a visitor's answer to the page `path` (and item `itemId`, absent for a single page):
   * form-encoded from the plain form (answered with the thanks page, 303 back to the page) or JSON
   * `{ helpful, comment?, itemId? }` → `{ ok: true }`.
   */
  answer: (path: string) => `/api/feedback/${enc(path)}`,
  /** GET `from`, `to` (YYYY-MM-DD, Taipei), `limit`, `offset` → `PageFeedbackPage` (staff). */
  pages: '/backend/feedback',
  /** GET `path`, `itemId`, `from`, `to`, `limit`, `offset` → `PageFeedbackComments` (staff). */
  comments: '/backend/feedback/comments',
  /** GET `from`, `to` → text/csv, every answer the caller may read (staff). */
  export: '/backend/feedback/export.csv',
} as const;

/** One page's answers within a period, as the staff list shows them. */
export interface PageFeedbackSummary {
  path: string;
  /** '' for a single page itself. */
  itemId: string;
  /** The page's title (the item's, or the module's for a single page); '' when it is gone. */
  title: string;
  /** The module's title, for context. */
  moduleTitle: string;
  yes: number;
  no: number;
  comments: number;
  /** ISO time of the latest answer. */
  latestAt: string;
}

export interface PageFeedbackPage {
  rows: PageFeedbackSummary[];
  total: number;
}

/** One answer as staff read it. */
export interface PageFeedbackComment {
  helpful: boolean;
  comment: string | null;
  /** ISO time. */
  at: string;
}

export interface PageFeedbackComments {
  title: string;
  rows: PageFeedbackComment[];
  total: number;
}

/** What the visitor's JSON post is answered with. */
export interface PageFeedbackReceipt {
  ok: true;
}

/**
 * The share of 是 among the answers, as a whole percentage (「75%」), or null with no answers: the
 * staff list's 有幫助比率.
 */
export function helpfulRate(yes: number, no: number): number | null {
  const total = yes + no;
  return total === 0 ? null : Math.round((yes / total) * 100);
}

/** 有幫助比率 as staff read it: 「75%」, or 「—」 with no answers. */
export const helpfulRateText = (rate: number | null): string => (rate === null ? '—' : `${rate}%`);
