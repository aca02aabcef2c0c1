import { accountFailureText, isRefusal } from '../../domain/accounts/account-failures';
import type { AuditSource } from '../../domain/accounts/accounts.port';
import {
  auditCsvName,
  auditFiltersProblem,
  auditPageCount,
  auditQuery,
  type AuditFilters,
} from '../../domain/accounts/audit-policy';
import type { Clock } from '../../domain/time/clock.port';
import type { AuditRow } from '../../shared/accounts.types';

export type AuditPageOutcome =
  | { kind: 'page'; rows: AuditRow[]; total: number; pages: number }
  /** Nothing sent: the filters say what to fix. */
  | { kind: 'invalid'; message: string }
  /** Not an administrator (403). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** One page (from 0) of 稽核紀錄 under the filters. */
export async function readAuditPage(
  audit: Pick<AuditSource, 'page'>,
  filters: AuditFilters,
  page: number,
): Promise<AuditPageOutcome> {
  const problem = auditFiltersProblem(filters);
  if (problem !== null) return { kind: 'invalid', message: problem };
  try {
    const answer = await audit.page(auditQuery(filters, page));
    return { kind: 'page', rows: answer.rows, total: answer.total, pages: auditPageCount(answer.total) };
  } catch (error) {
    const message = accountFailureText(error, '無法載入稽核紀錄，請稍後再試。');
    return isRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message };
  }
}

export type AuditExportOutcome =
  | { kind: 'exported'; fileName: string; text: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

/** 匯出 CSV: every row under the same filters (no page), named by today's Taipei date. */
export async function exportAudit(
  ports: { audit: Pick<AuditSource, 'csv'>; clock: Clock },
  filters: AuditFilters,
): Promise<AuditExportOutcome> {
  const problem = auditFiltersProblem(filters);
  if (problem !== null) return { kind: 'invalid', message: problem };
  try {
    const text = await ports.audit.csv(auditQuery(filters));
    return { kind: 'exported', fileName: auditCsvName(ports.clock.now()), text };
  } catch (error) {
    return { kind: 'failed', message: accountFailureText(error, '無法匯出稽核紀錄，請稍後再試。') };
  }
}
