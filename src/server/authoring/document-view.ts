import type { StoredDocument } from './document.repository';

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

export function documentView(doc: StoredDocument, published: unknown, lock: LockView | null): DocumentView {
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
  };
}
