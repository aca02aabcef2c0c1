import type { ReviewView } from '../../shared/review.types';
import type { StoredDocument, StoredReview } from '../ports/document-store.port';

export type { DocumentStatus, DocumentView, LockView } from '../../shared/authoring-types';
import type { DocumentStatus, DocumentView, LockView } from '../../shared/authoring-types';

export const iso = (ms: number): string => new Date(ms).toISOString();
const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

/** 'changed': the draft moved on since the revision the public site shows. */
export function statusOf(doc: StoredDocument, published: unknown): DocumentStatus {
  if (doc.deletedAt !== null) return 'deleted';
  if (doc.publishAt !== null) return 'scheduled';
  if (doc.publishedRevision === null) return 'draft';
  // A scheduled publish of an older revision leaves the newer draft unpublished: compare data too.
  return doc.publishedRevision === doc.revision || JSON.stringify(published) === JSON.stringify(doc.draft)
    ? 'published'
    : 'changed';
}

/** The review as the editor shows it, with people's display names; null when nothing waits. */
export function reviewView(review: StoredReview, nameOf: (account: string) => string): ReviewView | null {
  if (review.kind === 'none') return null;
  const returned = review.kind === 'returned' ? review : null;
  return {
    state: review.kind,
    revision: review.revision,
    submittedBy: review.by,
    submittedByName: nameOf(review.by),
    submittedAt: iso(returned ? returned.submittedAt : review.at),
    note: returned?.note ?? null,
    reviewedBy: returned?.reviewer ?? null,
    reviewedByName: returned ? nameOf(returned.reviewer) : null,
    reviewedAt: returned ? iso(returned.at) : null,
    returnedRevision: review.kind === 'submitted' ? (review.returned ?? null) : null,
  };
}

export function documentView(
  doc: StoredDocument,
  published: unknown,
  lock: LockView | null,
  nameOf: (account: string) => string,
): DocumentView {
  return {
    docId: doc.docId,
    type: doc.type,
    path: doc.rightsPath,
    revision: doc.revision,
    status: statusOf(doc, published),
    draft: doc.draft,
    published: published ?? null,
    publishedRevision: doc.publishedRevision,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    updatedBy: doc.updatedBy,
    publishedAt: isoOrNull(doc.publishedAt),
    schedule: {
      publishAt: isoOrNull(doc.publishAt),
      publishRevision: doc.publishRevision,
      unpublishAt: isoOrNull(doc.unpublishAt),
    },
    deletedAt: isoOrNull(doc.deletedAt),
    lock,
    review: reviewView(doc.review, nameOf),
  };
}
