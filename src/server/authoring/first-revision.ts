import { NOT_IN_REVIEW, type StoredDocument } from '../ports/document-store.port';

/** What a new document is made of; the rest of it is what every new document has. */
export interface NewDocument {
  docId: string;
  type: string;
  rightsPath: string;
  draft: unknown;
  /** The account that made it. */
  by: string;
  at: number;
  /** Published as it is made (a module's own page and settings), or a draft to publish later. */
  published?: boolean;
}

/** A document at its first revision: nothing scheduled, not in the trash, not in review. */
export function firstRevision({
  docId,
  type,
  rightsPath,
  draft,
  by,
  at,
  published = false,
}: NewDocument): StoredDocument {
  return {
    docId,
    type,
    rightsPath,
    revision: 1,
    draft,
    publishedRevision: published ? 1 : null,
    createdAt: at,
    updatedAt: at,
    updatedBy: by,
    publishedAt: published ? at : null,
    publishAt: null,
    publishRevision: null,
    unpublishAt: null,
    deletedAt: null,
    deletedBy: null,
    review: NOT_IN_REVIEW,
  };
}
