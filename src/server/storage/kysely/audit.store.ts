import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AuditEntry, AuditFilter, AuditStore } from '../../ports/audit-store.port';
import type { Tables } from '../tables';

export class KyselyAuditStore implements AuditStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async record(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.q
      .insertInto('audit_log')
      .values({
        at: entry.at,
        account: entry.account,
        action: entry.action,
        doc_id: entry.docId,
        revision: entry.revision,
        detail: entry.detail,
      })
      .execute();
  }

  async query(
    filter: AuditFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const where = auditWhere(filter);
    const rows = await this.q
      .selectFrom('audit_log')
      .select(['id', 'at', 'account', 'action', 'doc_id as docId', 'revision', 'detail'])
      .where(where)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await this.q
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  async purgeBefore(before: number): Promise<number> {
    const result = await this.q.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function auditWhere(filter: AuditFilter) {
  return (eb: ExpressionBuilder<Tables, 'audit_log'>) => {
    const clauses = [];
    if (filter.account !== undefined) clauses.push(eb('account', '=', filter.account));
    if (filter.action !== undefined) {
      if (filter.action.endsWith('*')) {
        const prefix = filter.action.slice(0, -1);
        // substr instead of LIKE: an action's `_` would be a LIKE wildcard.
        clauses.push(eb(eb.fn('substr', ['action', eb.lit(1), eb.val(prefix.length)]), '=', prefix));
      } else {
        clauses.push(eb('action', '=', filter.action));
      }
    }
    if (filter.docId !== undefined) clauses.push(eb('doc_id', '=', filter.docId));
    if (filter.from !== undefined) clauses.push(eb('at', '>=', filter.from));
    if (filter.toExclusive !== undefined) clauses.push(eb('at', '<', filter.toExclusive));
    return eb.and(clauses);
  };
}
