import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import { SaveConflict, type ConflictCopy, type EditableDocument } from '../../domain/editing/authoring.port';
import {
  PublishBlocked,
  type AccessibilityFinding,
  type DashboardSource,
  type PublishingSource,
} from '../../domain/editing/publishing.port';
import { ApiError } from '../../domain/errors/api-errors';
import { fieldsOf } from '../../domain/editing/list-document';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { DocumentView } from '../../shared/authoring-types';
import type { ApproveBody, DashboardSummary, ReturnBody } from '../../shared/review.types';

const PRECONDITION_FAILED = 412;
const CONFLICT = 409;
const UNPROCESSABLE = 422;

/**
 * The editor shows every outcome next to the 發布 button, so failures come back without a dialog.
 * Not `idempotent`: a publish after a 611 is asked for again rather than sent twice unseen.
 */
const OPTIONS: ApiRequestOptions = {
  errors: 'inline',
  answers: [PRECONDITION_FAILED, CONFLICT, UNPROCESSABLE],
};

/**
 * The publishing port over the api client (docs/api.md, "Authoring"): `POST …/publish`,
 * `…/unpublish` and the review's `…/submit`, `…/return` and `…/approve` (**ext**), all with
 * `If-Match`. A 412 becomes `SaveConflict` with the server's copy, a 422 from the accessibility
 * check `PublishBlocked` with its findings; a 409 (a type that cannot be unpublished, a draft no
 * longer the one submitted) and a 403 (publishing that needs review) stay the api client's
 * `ApiError`, whose zh-TW description the editor shows. Also the dashboard's summary (**ext**).
 */
export class ApiPublishing implements PublishingSource, DashboardSource {
  constructor(private readonly api: ApiClient) {}

  submit(docId: string, baseRevision: number): Promise<EditableDocument> {
    return this.send(AUTHORING_PATHS.submit(docId), baseRevision, {});
  }

  returnToWriter(docId: string, baseRevision: number, note: string): Promise<EditableDocument> {
    const body: ReturnBody = { note };
    return this.send(AUTHORING_PATHS.returnToWriter(docId), baseRevision, body);
  }

  approve(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    const body: ApproveBody = at === undefined ? {} : { at };
    return this.send(AUTHORING_PATHS.approve(docId), baseRevision, body);
  }

  dashboard(): Promise<DashboardSummary> {
    return this.api.get<DashboardSummary>(AUTHORING_PATHS.dashboard, { errors: 'inline' });
  }

  publish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    return this.send(AUTHORING_PATHS.publish(docId), baseRevision, at === undefined ? {} : { at });
  }

  unpublish(docId: string, baseRevision: number, at?: string): Promise<EditableDocument> {
    return this.send(AUTHORING_PATHS.unpublish(docId), baseRevision, at === undefined ? {} : { at });
  }

  private async send(path: string, baseRevision: number, body: object): Promise<EditableDocument> {
    try {
      const view = await this.api.post<DocumentView>(path, body, {
        ...OPTIONS,
        headers: { 'If-Match': `"${String(baseRevision)}"` },
      });
      return editable(view);
    } catch (error) {
      throw typed(error);
    }
  }
}

function typed(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === PRECONDITION_FAILED && isConflictCopy(error.details.current))
    return new SaveConflict(
      { ...error.details.current, data: fieldsOf(error.details.current.data) },
      error.description,
    );
  if (error.status === UNPROCESSABLE && Array.isArray(error.details.findings))
    return new PublishBlocked(error.details.findings.filter(isFinding), error.description);
  return error;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer as the editor's fields, as the authoring adapter reads it: a list document (the menu)
 * is stored as an array and becomes `{ items }`, or the editor would show an empty list after 發布
 * and the next save would send it.
 */
function editable(view: DocumentView): EditableDocument {
  return {
    ...view,
    draft: fieldsOf(view.draft),
    published: view.published === null || view.published === undefined ? null : fieldsOf(view.published),
  };
}

function isConflictCopy(value: unknown): value is ConflictCopy {
  return isRecord(value) && typeof value.revision === 'number' && typeof value.updatedBy === 'string';
}

function isFinding(value: unknown): value is AccessibilityFinding {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.field === 'string' &&
    typeof value.message === 'string' &&
    (value.severity === 'blocking' || value.severity === 'warning')
  );
}
