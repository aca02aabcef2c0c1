import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { EditableDocument } from '../../domain/editing/authoring.port';
import type {
  AuditEntry,
  DocumentQuery,
  DocumentRow,
  HistorySource,
  RevisionCopy,
  RevisionDiff,
  RevisionEntry,
  TrashRow,
} from '../../domain/editing/history.port';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { DocumentView } from '../../shared/authoring-types';
import { editable, typed } from './api-authoring.adapter';

/** The views show every failure where it happened (a list, the history panel): no dialog. */
const INLINE: ApiRequestOptions = { errors: 'inline' };
const PRECONDITION_FAILED = 412;
/** The server's page of the audit trail; the panel shows the newest lines. */
const AUDIT_LIMIT = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a list answer, or none when the server sent something else. */
const rowsOf = <T>(answer: unknown): T[] =>
  isRecord(answer) && Array.isArray(answer.rows) ? (answer.rows as T[]) : [];

/**
 * The history port over the api client and the path table (docs/api.md, "Authoring"). A 412 on a
 * restore becomes `SaveConflict` with the server's copy, as on a save.
 */
export class ApiHistory implements HistorySource {
  constructor(private readonly api: ApiClient) {}

  async documents(query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }> {
    const answer = await this.api.get<unknown>(AUTHORING_PATHS.documents, {
      ...INLINE,
      params: { ...query, limit: String(query.limit), offset: String(query.offset) },
    });
    const rows = rowsOf<DocumentRow>(answer);
    return { rows, total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : rows.length };
  }

  async revisions(docId: string): Promise<RevisionEntry[]> {
    return rowsOf<RevisionEntry>(await this.api.get<unknown>(AUTHORING_PATHS.revisions(docId), INLINE));
  }

  async revision(docId: string, revision: number): Promise<RevisionCopy> {
    const copy = await this.api.get<RevisionCopy>(AUTHORING_PATHS.revision(docId, revision), INLINE);
    return { ...copy, data: isRecord(copy.data) ? copy.data : {} };
  }

  diff(docId: string, from: number, to: number): Promise<RevisionDiff> {
    return this.api.get<RevisionDiff>(AUTHORING_PATHS.diff(docId), {
      ...INLINE,
      params: { from: String(from), to: String(to) },
    });
  }

  async restoreRevision(docId: string, revision: number, baseRevision: number): Promise<EditableDocument> {
    try {
      const view = await this.api.post<DocumentView>(AUTHORING_PATHS.restore(docId, revision), undefined, {
        ...INLINE,
        answers: [PRECONDITION_FAILED],
        headers: { 'If-Match': `"${String(baseRevision)}"` },
      });
      return editable(view);
    } catch (error) {
      throw typed(error);
    }
  }

  async audit(docId?: string): Promise<AuditEntry[]> {
    const answer = await this.api.get<unknown>(AUTHORING_PATHS.audit, {
      ...INLINE,
      params: { docId, limit: String(AUDIT_LIMIT) },
    });
    return rowsOf<AuditEntry>(answer);
  }

  async trash(path?: string): Promise<TrashRow[]> {
    return rowsOf<TrashRow>(
      await this.api.get<unknown>(AUTHORING_PATHS.trash, { ...INLINE, params: { path } }),
    );
  }

  /** Not replayed after a 611: the user asked once and is asked again. */
  async restoreFromTrash(docId: string): Promise<EditableDocument> {
    return editable(
      await this.api.post<DocumentView>(AUTHORING_PATHS.trashRestore(docId), undefined, INLINE),
    );
  }
}
