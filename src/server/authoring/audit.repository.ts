import type { SqliteDatabase } from '../database/sqlite.database';
import type { AuditEntry, AuditFilter } from './audit-store.port';

export type { AuditEntry, AuditFilter };

/** Who did what, when, to which revision: written in the transaction of the change it records. */
export class AuditRepository {
  constructor(private readonly db: SqliteDatabase) {}

  record(entry: Omit<AuditEntry, 'id'>): void {
    this.db
      .prepare(
        'INSERT INTO audit_log (at, account, action, doc_id, revision, detail) VALUES (@at, @account, @action, @docId, @revision, @detail)',
      )
      .run(entry);
  }

  /** Entries matching `filter`, newest first, and how many match in all. */
  query(filter: AuditFilter, limit: number, offset: number): { rows: AuditEntry[]; total: number } {
    const { where, values } = auditWhere(filter);
    const rows = this.db
      .prepare(
        `SELECT id, at, account, action, doc_id AS docId, revision, detail FROM audit_log ${where}
         ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...values, limit, offset }) as AuditEntry[];
    const { n } = this.db.prepare(`SELECT COUNT(*) AS n FROM audit_log ${where}`).get(values) as {
      n: number;
    };
    return { rows, total: n };
  }

  /** Removes the entries written before `before` (AUDIT_RETENTION_DAYS); answers how many went. */
  purgeBefore(before: number): number {
    return this.db.prepare('DELETE FROM audit_log WHERE at < ?').run(before).changes;
  }
}

function auditWhere(filter: AuditFilter): { where: string; values: Record<string, unknown> } {
  const clauses: string[] = [];
  const values: Record<string, unknown> = {};
  if (filter.account !== undefined) {
    clauses.push('account = @account');
    values.account = filter.account;
  }
  if (filter.action !== undefined) {
    if (filter.action.endsWith('*')) {
      // substr instead of LIKE: an action's `_` would be a LIKE wildcard.
      clauses.push('substr(action, 1, length(@actionPrefix)) = @actionPrefix');
      values.actionPrefix = filter.action.slice(0, -1);
    } else {
      clauses.push('action = @action');
      values.action = filter.action;
    }
  }
  if (filter.docId !== undefined) {
    clauses.push('doc_id = @docId');
    values.docId = filter.docId;
  }
  if (filter.from !== undefined) {
    clauses.push('at >= @from');
    values.from = filter.from;
  }
  if (filter.toExclusive !== undefined) {
    clauses.push('at < @toExclusive');
    values.toExclusive = filter.toExclusive;
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', values };
}
