import type { AccessibilityFinding } from '../../shared/accessibility-rules';
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
}
