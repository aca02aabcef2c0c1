import type { AccessibilityFinding } from '../../shared/accessibility-rules';
import type { DashboardSummary } from '../../shared/review.types';
import type { EditableDocument } from './authoring.port';

export type { AccessibilityFinding };

/**
 * The server's accessibility check refused to publish (422): the draft holds blocking findings.
 * Nothing was published; the findings say where, as the editor's own gate would.
 */
export class PublishBlocked extends Error {
  constructor(
    readonly findings: readonly AccessibilityFinding[],
    message = '發布前的無障礙檢查未通過',
  ) {
    super(message);
    this.name = 'PublishBlocked';
  }
}

/**
 * Publishing a document (docs/api.md, "Authoring"): now, or at `at` (ISO 8601) as a schedule. Both
 * take the revision the editor saw (`If-Match`) and answer the document as it now stands. A stale
 * revision rejects `SaveConflict` (authoring.port.ts); a draft the server's accessibility check
 * refuses rejects `PublishBlocked`; other failures are the api client's typed errors.
 */
export interface PublishingSource {
  publish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument>;
  /** Off the public site (items and pages only), now or at `at`. */
  unpublish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument>;
  /**
   * **ext** 送審: the draft at `baseRevision` waits for a reviewer. The server runs its
   * accessibility check as for a publish (422 as `PublishBlocked`); 409 when already submitted.
   */
  submit(docId: string, baseRevision: number): Promise<EditableDocument>;
  /** **ext** 退回 with a note (reviewers with p); 409 when the draft is no longer the one submitted. */
  returnToWriter(docId: string, baseRevision: number, note: string): Promise<EditableDocument>;
  /** **ext** 核准並發布 the submitted revision, now or at `at` (reviewers with p). */
  approve(docId: string, baseRevision: number, at?: string): Promise<EditableDocument>;
}

/** **ext** What waits for the signed-in account (`GET /backend/dashboard`). */
export interface DashboardSource {
  dashboard(): Promise<DashboardSummary>;
}
