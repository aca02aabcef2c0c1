import type { ReviewState } from '../../shared/review-workflow';
import type { SqliteDatabase } from '../database/sqlite.database';

/**
 * A draft's review as stored (migration 5): the state machine's `ReviewState`, plus when it was
 * submitted, which a return keeps (the machine's `at` of a return is the return's time).
 */
export type StoredReview =
  | { kind: 'none' }
  | { kind: 'submitted'; revision: number; by: string; at: number }
  | {
      kind: 'returned';
      revision: number;
      by: string;
      submittedAt: number;
      at: number;
      note: string;
      reviewer: string;
    };

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
  review: StoredReview;
}

export const NOT_IN_REVIEW: StoredReview = Object.freeze({ kind: 'none' });

/** The state machine's view of a stored review. */
export function reviewStateOf(review: StoredReview): ReviewState {
  if (review.kind !== 'returned') return review;
  const { submittedAt: _submittedAt, ...state } = review;
  return state;
}

/** A new state as stored; a return keeps the submission time of the review it ends. */
export function storedReviewOf(state: ReviewState, before: StoredReview): StoredReview {
  if (state.kind !== 'returned') return state;
  return {
    ...state,
    submittedAt:
      before.kind === 'none' ? state.at : before.kind === 'submitted' ? before.at : before.submittedAt,
  };
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
  review_state: string | null;
  review_revision: number | null;
  review_by: string | null;
  review_at: number | null;
  review_note: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
}

function reviewOf(row: DocumentRow): StoredReview {
  const { review_revision: revision, review_by: by, review_at: at } = row;
  if (revision === null || by === null || at === null) return NOT_IN_REVIEW;
  if (row.review_state === 'submitted') return { kind: 'submitted', revision, by, at };
  if (row.review_state === 'returned' && row.reviewed_by !== null && row.reviewed_at !== null)
    return {
      kind: 'returned',
      revision,
      by,
      submittedAt: at,
      at: row.reviewed_at,
      note: row.review_note ?? '',
      reviewer: row.reviewed_by,
    };
  return NOT_IN_REVIEW;
}

/** The review columns of a stored review; all NULL when nothing waits. */
function reviewColumns(review: StoredReview): Record<string, string | number | null> {
  const none = {
    reviewState: null,
    reviewRevision: null,
    reviewBy: null,
    reviewAt: null,
    reviewNote: null,
    reviewedBy: null,
    reviewedAt: null,
  };
  if (review.kind === 'none') return none;
  if (review.kind === 'submitted')
    return {
      ...none,
      reviewState: 'submitted',
      reviewRevision: review.revision,
      reviewBy: review.by,
      reviewAt: review.at,
    };
  return {
    reviewState: 'returned',
    reviewRevision: review.revision,
    reviewBy: review.by,
    reviewAt: review.submittedAt,
    reviewNote: review.note,
    reviewedBy: review.reviewer,
    reviewedAt: review.at,
  };
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
  review: reviewOf(row),
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

  /**
   * Documents not in the trash on `paths` that match `where` (SQL over the documents' columns,
   * with named `values`), `order`ed, the first `limit`; and how many match in all. The dashboard's
   * lists are these.
   */
  onPaths(
    paths: readonly string[],
    where: string,
    values: Record<string, string | number>,
    order: string,
    limit: number,
  ): { rows: StoredDocument[]; total: number } {
    const clause = `deleted_at IS NULL AND rights_path IN (SELECT value FROM json_each(@paths)) AND (${where})`;
    const all = { ...values, paths: JSON.stringify(paths) };
    const rows = this.db
      .prepare(`SELECT * FROM documents WHERE ${clause} ORDER BY ${order}, doc_id LIMIT @limit`)
      .all({ ...all, limit }) as DocumentRow[];
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM documents WHERE ${clause}`).get(all) as {
      total: number;
    };
    return { rows: rows.map(fromRow), total };
  }

  /** The paths documents are governed by (`*` for site-wide ones), trash apart. */
  rightsPaths(): string[] {
    return (
      this.db.prepare('SELECT DISTINCT rights_path FROM documents WHERE deleted_at IS NULL').all() as Array<{
        rights_path: string;
      }>
    ).map((row) => row.rights_path);
  }

  insert(doc: StoredDocument): void {
    this.db
      .prepare(
        `INSERT INTO documents (doc_id, type, rights_path, revision, draft_json, published_revision,
           created_at, updated_at, updated_by, published_at, publish_at, publish_revision, unpublish_at,
           deleted_at, deleted_by, review_state, review_revision, review_by, review_at, review_note,
           reviewed_by, reviewed_at)
         VALUES (@docId, @type, @rightsPath, @revision, @draftJson, @publishedRevision, @createdAt,
           @updatedAt, @updatedBy, @publishedAt, @publishAt, @publishRevision, @unpublishAt, @deletedAt,
           @deletedBy, @reviewState, @reviewRevision, @reviewBy, @reviewAt, @reviewNote, @reviewedBy,
           @reviewedAt)`,
      )
      .run({
        ...doc,
        draftJson: JSON.stringify(doc.draft),
        draft: undefined,
        review: undefined,
        ...reviewColumns(doc.review),
      });
  }

  update(doc: StoredDocument): void {
    this.db
      .prepare(
        `UPDATE documents SET revision = @revision, draft_json = @draftJson,
           published_revision = @publishedRevision, updated_at = @updatedAt, updated_by = @updatedBy,
           published_at = @publishedAt, publish_at = @publishAt, publish_revision = @publishRevision,
           unpublish_at = @unpublishAt, deleted_at = @deletedAt, deleted_by = @deletedBy,
           review_state = @reviewState, review_revision = @reviewRevision, review_by = @reviewBy,
           review_at = @reviewAt, review_note = @reviewNote, reviewed_by = @reviewedBy,
           reviewed_at = @reviewedAt
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
        ...reviewColumns(doc.review),
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
