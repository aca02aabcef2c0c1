import type { AuditQuery } from '../../shared/accounts.types';
import { formatClientTime } from '../time/client-time-format';
import { dateRangeProblem } from '../time/date-range-filter';

/**
 * Every action the audit table holds, with its zh-TW name: sign-in and account actions (issue 22)
 * and the document actions the authoring server records (src/server/authoring, files, locks).
 */
export const AUDIT_ACTIONS: ReadonlyArray<{ action: string; text: string }> = [
  { action: 'login.success', text: '登入成功' },
  { action: 'login.failure', text: '登入失敗' },
  { action: 'login.locked', text: '登入鎖定' },
  { action: 'logout', text: '登出' },
  { action: 'refresh.reuse', text: '權杖重複使用' },
  { action: 'session.idle-end', text: '閒置登出' },
  { action: 'password.change', text: '變更密碼' },
  { action: 'email.change', text: '變更電子郵件' },
  { action: 'name.change', text: '變更顯示名稱' },
  { action: 'two-factor.enable', text: '設定兩步驟驗證' },
  { action: 'account.create', text: '新增帳號' },
  { action: 'account.update', text: '修改帳號' },
  { action: 'account.rights', text: '修改權限' },
  { action: 'account.disable', text: '停用帳號' },
  { action: 'account.enable', text: '啟用帳號' },
  { action: 'account.unlock', text: '解除鎖定' },
  { action: 'account.reset-password', text: '重設密碼' },
  { action: 'account.end-sessions', text: '結束所有登入' },
  { action: 'account.reset-two-factor', text: '重設兩步驟驗證' },
  { action: 'account.delete', text: '刪除帳號' },
  { action: 'account.idle-disable', text: '閒置停用帳號' },
  { action: 'audit.purge', text: '清除過期稽核紀錄' },
  { action: 'settings.update', text: '更新設定' },
  { action: 'create', text: '建立文件' },
  { action: 'save', text: '暫存' },
  { action: 'restore', text: '還原版本' },
  { action: 'publish', text: '發布' },
  { action: 'unpublish', text: '取消發布' },
  { action: 'publish.schedule', text: '排定發布' },
  { action: 'publish.scheduled', text: '排程發布' },
  { action: 'publish.blocked', text: '排程發布未通過檢查' },
  { action: 'unpublish.schedule', text: '排定取消發布' },
  { action: 'unpublish.scheduled', text: '排程取消發布' },
  { action: 'schedule.cancel', text: '取消排程' },
  { action: 'delete', text: '移到回收桶' },
  { action: 'trash.restore', text: '從回收桶還原' },
  { action: 'lock.takeover', text: '接手編輯' },
  { action: 'file.upload', text: '上傳檔案' },
  { action: 'review.submit', text: '送審' },
  { action: 'review.withdraw', text: '撤回送審' },
  { action: 'review.approve', text: '審核通過' },
  { action: 'review.return', text: '退回修改' },
  { action: 'module.create', text: '新增單元' },
  { action: 'module.delete', text: '刪除單元' },
  { action: 'session.end', text: '結束登入' },
  { action: 'mailbox.read', text: '閱讀信件' },
  { action: 'mailbox.assign', text: '指派信件' },
  { action: 'mailbox.note', text: '新增處理紀錄' },
  { action: 'mailbox.reply', text: '回覆信件' },
  { action: 'mailbox.close', text: '結案' },
  { action: 'mailbox.reopen', text: '重新處理' },
  { action: 'mailbox.export', text: '匯出信件' },
  { action: 'mailbox.purge', text: '清除逾期信件' },
  { action: 'mail.failed', text: '寄信失敗' },
];

const TEXTS = new Map(AUDIT_ACTIONS.map(({ action, text }) => [action, text]));

/** An action in words; one this list does not know shows as stored, never blank. */
export const auditActionText = (action: string): string => TEXTS.get(action) ?? action;

/** Rows per page of 稽核紀錄. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters as typed: empty strings mean "any". Dates are `YYYY-MM-DD` (Taipei), inclusive. */
export interface AuditFilters {
  account: string;
  action: string;
  docId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { account: '', action: '', docId: '', from: '', to: '' };

/** Why the filters cannot be sent (a date range the wrong way round), or null. */
export function auditFiltersProblem(filters: AuditFilters): string | null {
  return dateRangeProblem(filters.from, filters.to);
}

/** The query of one page (from 0): only the filters that say something are sent. */
export function auditQuery(filters: AuditFilters, page?: number): AuditQuery {
  const query: AuditQuery = {};
  const account = filters.account.trim();
  const docId = filters.docId.trim();
  if (account) query.account = account;
  if (filters.action) query.action = filters.action;
  if (docId) query.docId = docId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (page !== undefined) {
    query.limit = AUDIT_PAGE_SIZE;
    query.offset = page * AUDIT_PAGE_SIZE;
  }
  return query;
}

/** How many pages `total` rows make (at least one, so an empty answer reads 第 1 / 1 頁). */
export const auditPageCount = (total: number): number => Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

/** `稽核紀錄-2026-11-26.csv`: the Taipei date of the export, so two exports of a day sort together. */
export const auditCsvName = (nowMs: number): string => `稽核紀錄-${formatClientTime(nowMs).slice(0, 10)}.csv`;

/** `2026-11-23 10:32:05` in Taipei; the stored text when it is not a time. */
export const auditTimeText = (at: string): string => formatClientTime(Date.parse(at)) || at;

/**
 * A line's detail in words: a JSON object as `鍵：值` pairs (`account：lin；at：…`), anything else
 * as stored, and nothing as —.
 */
export function auditDetailText(detail: string | null): string {
  if (detail === null || detail === '') return '—';
  try {
    const parsed: unknown = JSON.parse(detail);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return detail;
    const pairs = Object.entries(parsed).map(
      ([key, value]) => `${key}：${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
    return pairs.length > 0 ? pairs.join('；') : '—';
  } catch {
    return detail;
  }
}
