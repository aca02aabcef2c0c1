import type { SqliteDatabase } from '../database/sqlite.database';

export interface AuditEntry {
  id: number;
  at: number;
  account: string;
  action: string;
  docId: string | null;
  revision: number | null;
  detail: string | null;
}

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

  list(docId: string | undefined, limit: number, offset: number): AuditEntry[] {
    const where = docId === undefined ? '' : 'WHERE doc_id = @docId';
    return this.db
      .prepare(
        `SELECT id, at, account, action, doc_id AS docId, revision, detail FROM audit_log ${where}
         ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ docId, limit, offset }) as AuditEntry[];
  }
}
