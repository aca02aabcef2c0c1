import type { AuditQuery, AuditRow } from '../../shared/accounts.types';
import { documentLabel } from '../../shared/document-label';
import { formatClientTime } from '../time/client-time-format';
import { dateRangeProblem } from '../time/date-range-filter';

export { AUDIT_ACTIONS, auditActionText, auditDetailText } from '../../shared/audit-words';

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

/** A line's document as staff call it: the server's name for it, else the core's; — without one. */
export function auditDocumentText(row: Pick<AuditRow, 'docId' | 'document'>): string {
  if (row.docId === null) return '—';
  return row.document ?? documentLabel(row.docId);
}
