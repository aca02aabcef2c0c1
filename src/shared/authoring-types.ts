import type { DocumentStatus } from './document-status';
import type { ReviewView } from './review.types';

export type { DocumentStatus };

/**
 * The authoring API's answers (docs/api.md, "Authoring"), shared by the reference server, which
 * writes them, and the editor's HTTP adapter, which reads them.
 */

/** An edit lock: who holds it and until when (ISO 8601, UTC). */
export interface LockView {
  account: string;
  displayName: string;
  startedAt: string;
  heartbeatAt: string;
  expiresAt: string;
}

export interface DocumentView {
  docId: string;
  type: string;
  path: string;
  revision: number;
  status: DocumentStatus;
  draft: unknown;
  published: unknown;
  publishedRevision: number | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string | null;
  schedule: { publishAt: string | null; publishRevision: number | null; unpublishAt: string | null };
  deletedAt: string | null;
  lock: LockView | null;
  /** **ext**: the draft's review; absent from servers before it. */
  review?: ReviewView | null;
}

/** The server's copy sent with a 412: what the other editor saved. Nothing was written. */
export interface ConflictCopy {
  revision: number;
  data: unknown;
  updatedBy: string;
  /** The display name of `updatedBy` (「林編輯（網站編輯）」); absent from servers that do not send it. */
  updatedByName?: string;
  updatedAt: string;
}
