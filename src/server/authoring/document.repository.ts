import type { SqliteDatabase } from '../database/sqlite.database';

export interface StoredDocument {
  docId: string;
  type: string;
  rightsPath: string;
  revision: number;
  draft: unknown;
  publishedRevision: number | null;
  createdAt: number;
  updatedAt: number;
  updatedBy: string;
  publishedAt: number | null;
  publishAt: number | null;
  publishRevision: number | null;
  unpublishAt: number | null;
  deletedAt: number | null;
  deletedBy: string | null;
}

export interface StoredRevision {
  revision: number;
  action: string;
  account: string;
  at: number;
}

interface DocumentRow {
  doc_id: string;
  type: string;
  rights_path: string;
  revision: number;
  draft_json: string;
  published_revision: number | null;
  created_at: number;
  updated_at: number;
  updated_by: string;
  published_at: number | null;
  publish_at: number | null;
  publish_revision: number | null;
  unpublish_at: number | null;
  deleted_at: number | null;
  deleted_by: string | null;
}

const fromRow = (row: DocumentRow): StoredDocument => ({
  docId: row.doc_id,
  type: row.type,
  rightsPath: row.rights_path,
  revision: row.revision,
  draft: JSON.parse(row.draft_json) as unknown,
  publishedRevision: row.published_revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
  publishedAt: row.published_at,
  publishAt: row.publish_at,
  publishRevision: row.publish_revision,
  unpublishAt: row.unpublish_at,
  deletedAt: row.deleted_at,
  deletedBy: row.deleted_by,
});

export interface DocumentFilter {
  type?: string;
  path?: string;
  q?: string;
  deleted: boolean;
  limit: number;
  offset: number;
}

/** Documents, their revisions and save keys. Callers hold the transaction (`immediate`). */
export class DocumentRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(docId: string): StoredDocument | undefined {
    const row = this.db.prepare('SELECT * FROM documents WHERE doc_id = ?').get(docId) as
      DocumentRow | undefined;
    return row ? fromRow(row) : undefined;
  }

  list(filter: DocumentFilter): { rows: StoredDocument[]; total: number } {
    const clauses = [filter.deleted ? 'deleted_at IS NOT NULL' : 'deleted_at IS NULL'];
    const values: Record<string, string | number> = { limit: filter.limit, offset: filter.offset };
    if (filter.type) {
      clauses.push('type = @type');
      values.type = filter.type;
    }
    if (filter.path) {
      clauses.push('rights_path = @path');
      values.path = filter.path;
    }
    if (filter.q) {
      clauses.push("instr(lower(json_extract(draft_json, '$.title')), lower(@q)) > 0");
      values.q = filter.q;
    }
    const where = clauses.join(' AND ');
    const rows = this.db
      .prepare(
        `SELECT * FROM documents WHERE ${where} ORDER BY updated_at DESC, doc_id LIMIT @limit OFFSET @offset`,
      )
      .all(values) as DocumentRow[];
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM documents WHERE ${where}`)
      .get(values) as {
      total: number;
    };
    return { rows: rows.map(fromRow), total };
  }

  insert(doc: StoredDocument): void {
    this.db
      .prepare(
        `INSERT INTO documents (doc_id, type, rights_path, revision, draft_json, published_revision,
           created_at, updated_at, updated_by, published_at, publish_at, publish_revision, unpublish_at,
           deleted_at, deleted_by)
         VALUES (@docId, @type, @rightsPath, @revision, @draftJson, @publishedRevision, @createdAt,
           @updatedAt, @updatedBy, @publishedAt, @publishAt, @publishRevision, @unpublishAt, @deletedAt,
           @deletedBy)`,
      )
      .run({ ...doc, draftJson: JSON.stringify(doc.draft), draft: undefined });
  }

  update(doc: StoredDocument): void {
    this.db
      .prepare(
        `UPDATE documents SET revision = @revision, draft_json = @draftJson,
           published_revision = @publishedRevision, updated_at = @updatedAt, updated_by = @updatedBy,
           published_at = @publishedAt, publish_at = @publishAt, publish_revision = @publishRevision,
           unpublish_at = @unpublishAt, deleted_at = @deletedAt, deleted_by = @deletedBy
         WHERE doc_id = @docId`,
      )
      .run({
        docId: doc.docId,
        revision: doc.revision,
        draftJson: JSON.stringify(doc.draft),
        publishedRevision: doc.publishedRevision,
        updatedAt: doc.updatedAt,
        updatedBy: doc.updatedBy,
        publishedAt: doc.publishedAt,
        publishAt: doc.publishAt,
        publishRevision: doc.publishRevision,
        unpublishAt: doc.unpublishAt,
        deletedAt: doc.deletedAt,
        deletedBy: doc.deletedBy,
      });
  }

  insertRevision(
    docId: string,
    revision: number,
    action: string,
    data: unknown,
    account: string,
    at: number,
  ): void {
    this.db
      .prepare(
        'INSERT INTO revisions (doc_id, revision, action, json, account, at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(docId, revision, action, JSON.stringify(data), account, at);
  }

  /** Saved revisions beyond the newest `keep` go; publish revisions stay. */
  pruneRevisions(docId: string, newest: number, keep: number): void {
    this.db
      .prepare("DELETE FROM revisions WHERE doc_id = ? AND revision <= ? AND action <> 'publish'")
      .run(docId, newest - keep);
  }

  revisions(docId: string): StoredRevision[] {
    return this.db
      .prepare('SELECT revision, action, account, at FROM revisions WHERE doc_id = ? ORDER BY revision DESC')
      .all(docId) as StoredRevision[];
  }

  revisionData(docId: string, revision: number): (StoredRevision & { data: unknown }) | undefined {
    const row = this.db
      .prepare('SELECT revision, action, account, at, json FROM revisions WHERE doc_id = ? AND revision = ?')
      .get(docId, revision) as (StoredRevision & { json: string }) | undefined;
    if (!row) return undefined;
    const { json, ...rest } = row;
    return { ...rest, data: JSON.parse(json) as unknown };
  }

  savedRevisionFor(docId: string, key: string): number | undefined {
    const row = this.db
      .prepare('SELECT revision FROM save_keys WHERE doc_id = ? AND idempotency_key = ?')
      .get(docId, key) as { revision: number } | undefined;
    return row?.revision;
  }

  rememberSaveKey(docId: string, key: string, revision: number, at: number): void {
    this.db
      .prepare('INSERT INTO save_keys (doc_id, idempotency_key, revision, at) VALUES (?, ?, ?, ?)')
      .run(docId, key, revision, at);
  }

  /** Documents whose scheduled publish or unpublish time has come. */
  due(now: number): string[] {
    return (
      this.db
        .prepare(
          `SELECT doc_id FROM documents WHERE deleted_at IS NULL
             AND ((publish_at IS NOT NULL AND publish_at <= ?) OR (unpublish_at IS NOT NULL AND unpublish_at <= ?))
           ORDER BY doc_id`,
        )
        .all(now, now) as Array<{ doc_id: string }>
    ).map((row) => row.doc_id);
  }

  /** Trash older than `before` is emptied for good, with its revisions, keys and lock. */
  purgeTrash(before: number): number {
    const ids = (
      this.db
        .prepare('SELECT doc_id FROM documents WHERE deleted_at IS NOT NULL AND deleted_at < ?')
        .all(before) as Array<{
        doc_id: string;
      }>
    ).map((row) => row.doc_id);
    for (const id of ids) {
      for (const table of ['revisions', 'save_keys', 'edit_locks', 'documents'])
        this.db.prepare(`DELETE FROM ${table} WHERE doc_id = ?`).run(id);
    }
    return ids.length;
  }
}
