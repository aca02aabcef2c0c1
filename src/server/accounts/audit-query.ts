import type { AuditFilter } from '../ports/audit-store.port';
import { DAY_MS, taipeiDayStart } from '../platform/day-period';
import { invalid } from '../platform/refusals';

/** The audit screen's query as it arrives: every value text, each checked for its form by the route. */
export interface AuditQuery {
  account?: string | undefined;
  action?: string | undefined;
  docId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit?: string | undefined;
  offset?: string | undefined;
}

export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;
/** The most rows one CSV export holds: a year of a busy site's edits, still one answer. */
export const AUDIT_CSV_MAX = 100_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day (`2026-11-22`, in Taipei) or a time with its zone. `to` is inclusive: a day runs to its
 * end, a time to its millisecond.
 */
function boundOf(text: string | undefined, field: 'from' | 'to'): number | undefined {
  if (text === undefined) return undefined;
  const dateOnly = DATE_ONLY.test(text);
  const at = dateOnly ? taipeiDayStart(text) : Date.parse(text);
  // A day that does not exist (2026-02-31) is refused, not rolled over into March.
  if (at === undefined || Number.isNaN(at))
    throw invalid(`輸入資料有誤：${field === 'from' ? '開始' : '結束'}日期格式不正確`, {
      [field]: '日期格式不正確，例如 2026-11-22',
    });
  if (field === 'from') return at;
  return dateOnly ? at + DAY_MS : at + 1;
}

/** What the query filters on; an end before the start is refused. */
export function auditFilterOf(query: AuditQuery): AuditFilter {
  const filter: AuditFilter = {
    account: query.account,
    action: query.action,
    docId: query.docId,
    from: boundOf(query.from, 'from'),
    toExclusive: boundOf(query.to, 'to'),
  };
  if (filter.from !== undefined && filter.toExclusive !== undefined && filter.from >= filter.toExclusive)
    throw invalid('輸入資料有誤：結束日期不可早於開始日期', { to: '不可早於開始日期' });
  return filter;
}

/** The page asked for: `limit` at most AUDIT_PAGE_MAX when given, else `fallbackLimit`. */
export function auditPageOf(query: AuditQuery, fallbackLimit: number): { limit: number; offset: number } {
  const limit = query.limit === undefined ? fallbackLimit : Number(query.limit);
  if (query.limit !== undefined && limit > AUDIT_PAGE_MAX)
    throw invalid(`limit 不可超過 ${AUDIT_PAGE_MAX}。`, { limit: `不可超過 ${AUDIT_PAGE_MAX}` });
  return { limit, offset: Number(query.offset ?? 0) };
}

/** A document's own entries only (`docId` and nothing else): the history panel's question. */
export function asksOneDocument(query: AuditQuery): query is AuditQuery & { docId: string } {
  const { docId, account, action, from, to } = query;
  return docId !== undefined && [account, action, from, to].every((value) => value === undefined);
}
