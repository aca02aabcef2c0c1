/**
 * A draft's review as stored (migration 5): the state machine's `ReviewState`, plus when it was
 * submitted, which a return keeps (the machine's `at` of a return is the return's time).
 */
export type StoredReview =
  | { kind: 'none' }
  | { kind: 'submitted'; revision: number; by: string; at: number; returned?: number }
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

export interface StoredRevision {
  revision: number;
  action: string;
  account: string;
  at: number;
}

export interface DocumentFilter {
  type?: string | undefined;
  path?: string | undefined;
  q?: string | undefined;
  /** Only documents governed by one of these paths (the caller's readable ones); none with []. */
  paths?: readonly string[] | undefined;
  deleted: boolean;
  limit: number;
  offset: number;
}

/**
 * The dashboard's lists, by name: each is a filter and an order over the documents'
 * columns that every engine's store writes itself, so no SQL travels from a service to a store.
 */
export type DashboardFilter =
  /** Waiting for a reviewer, oldest submission first. */
  | { kind: 'submitted' }
  /** Returned to `account`, newest return first. */
  | { kind: 'returned-to'; account: string }
  /** With a publish time set, soonest first. */
  | { kind: 'scheduled' }
  /** Published at or after `since`, newest first. */
  | { kind: 'published-since'; since: number }
  /** Saved last by `account`, not scheduled, and not published as they stand, newest first. */
  | { kind: 'drafts-by'; account: string };

/**
 * Documents, their revisions and save keys. A save reads the document and writes its
 * next revision in one unit of work under `{ document: docId }`, which is what keeps revisions
 * gap-free and serialised per document.
 */
export interface DocumentStore {
  find(docId: string): Promise<StoredDocument | undefined>;
  /** The documents of `docIds` that exist (the trash's too), in no set order. */
  findMany(docIds: readonly string[]): Promise<StoredDocument[]>;
  /**
   * By `updated_at` newest first, then id; `q` is read as the site search reads a query
   * (src/shared/search/search-text.ts), each term found in the draft's title or description.
   */
  list(filter: DocumentFilter): Promise<{ rows: StoredDocument[]; total: number }>;
  /**
   * Writes the search text of up to `limit` documents after `after` (by id) from their drafts:
   * a search rebuild's batch. The last id written, or null when none was left.
   */
  rebuildSearchText(after: string | null, limit: number): Promise<string | null>;
  /**
   * Documents not in the trash on `paths` that match the dashboard list `filter`, in its order,
   * the first `limit` (all with null); and how many match in all.
   */
  onPaths(
    paths: readonly string[],
    filter: DashboardFilter,
    limit: number | null,
  ): Promise<{ rows: StoredDocument[]; total: number }>;
  /** The paths documents are governed by (`*` for site-wide ones): the trash's with `deleted`. */
  rightsPaths(deleted?: boolean): Promise<string[]>;
  insert(doc: StoredDocument): Promise<void>;
  /**
   * Removes for good the documents governed by `path` (the trash's too) and those of `docIds`,
   * with their revisions, save keys and edit locks: a module's, as it is deleted. Answers the ids.
   */
  removeOnPath(path: string, docIds: readonly string[]): Promise<string[]>;
  update(doc: StoredDocument): Promise<void>;
  insertRevision(
    docId: string,
    revision: number,
    action: string,
    data: unknown,
    account: string,
    at: number,
  ): Promise<void>;
  /** Saved revisions beyond the newest `keep` go; publish revisions stay. */
  pruneRevisions(docId: string, newest: number, keep: number): Promise<void>;
  /** Newest first. */
  revisions(docId: string): Promise<StoredRevision[]>;
  revisionData(docId: string, revision: number): Promise<(StoredRevision & { data: unknown }) | undefined>;
  savedRevisionFor(docId: string, key: string): Promise<number | undefined>;
  rememberSaveKey(docId: string, key: string, revision: number, at: number): Promise<void>;
  /**
   * Up to `limit` documents whose scheduled publish or unpublish time has come, by id, claimed for
   * the unit of work: on PostgreSQL their rows stay locked until it ends and rows another instance
   * (or an editor's save) holds are passed over, so each due document goes to one scheduler.
   */
  claimDue(now: number, limit: number): Promise<string[]>;
  /** When anything was last published by a person or the scheduler (a seed's adoption aside); null: never. */
  lastPublishedAt(): Promise<number | null>;
  /** When a document under one rights path (a module and its items) was last published; null: never. */
  lastPublishedOn(rightsPath: string): Promise<number | null>;
  /** Trash older than `before` is emptied for good, with its revisions, keys and lock; answers how many. */
  purgeTrash(before: number): Promise<number>;
  /**
   * Everything the public tables hold becomes a published document at revision 1 by `seed`, once:
   * a seeded demo and a database written before documents existed alike. Existing documents are left alone.
   */
  adoptPublished(now: number): Promise<void>;
}
