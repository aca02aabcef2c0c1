import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import {
  LockHeld,
  SaveConflict,
  type AuthoringSource,
  type ConflictCopy,
  type DocumentData,
  type EditableDocument,
  type EditingSettings,
  type LockView,
  type ModuleSummary,
  type NewModule,
} from '../../domain/editing/authoring.port';
import { ApiError } from '../../domain/errors/api-errors';
import { fieldsOf, storedOf } from '../../domain/editing/list-document';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { DocumentView } from '../../shared/authoring-types';

const PRECONDITION_FAILED = 412;
const CONFLICT = 409;

/**
 * Every call shows its outcome in the editor's status line, so failures are thrown without a
 * dialog; the session part of the error policy (611 refresh, 612 to /login) still runs.
 */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/**
 * Lock, heartbeat and release do the same thing however often they are sent by the same account,
 * so after a token refresh they are simply sent again rather than ending in `RetryRequiredError`.
 */
const REPEATABLE: ApiRequestOptions = { ...INLINE, answers: [CONFLICT], idempotent: true };

/**
 * The authoring port over the api client and the path table (docs/api.md, "Authoring"). A 412
 * becomes `SaveConflict` with the server's copy, a 409 that names a holder `LockHeld`; anything
 * else is the api client's typed error.
 */
export class ApiAuthoring implements AuthoringSource {
  constructor(private readonly api: ApiClient) {}

  async document(docId: string): Promise<EditableDocument> {
    return editable(await this.api.get<DocumentView>(AUTHORING_PATHS.document(docId), INLINE));
  }

  async save(
    docId: string,
    data: DocumentData,
    baseRevision: number,
    idempotencyKey: string,
  ): Promise<EditableDocument> {
    try {
      const view = await this.api.put<DocumentView>(
        AUTHORING_PATHS.document(docId),
        { data: storedOf(data) },
        {
          ...INLINE,
          answers: [PRECONDITION_FAILED, CONFLICT],
          headers: { 'If-Match': `"${String(baseRevision)}"`, 'Idempotency-Key': idempotencyKey },
          // The key and If-Match make a second send write at most once: safe to retry after a 611.
          idempotent: true,
        },
      );
      return editable(view);
    } catch (error) {
      throw typed(error);
    }
  }

  async create(path: string, data: DocumentData): Promise<EditableDocument> {
    // No idempotency key on this route: after a 611 the caller is asked to send again.
    const view = await this.api.post<DocumentView>(
      AUTHORING_PATHS.documents,
      { path, data: storedOf(data) },
      INLINE,
    );
    return editable(view);
  }

  async createModule(module: NewModule): Promise<EditableDocument> {
    // Not replayed after a 611 either: a second send would meet its own 409.
    return editable(await this.api.post<DocumentView>(AUTHORING_PATHS.modules, module, INLINE));
  }

  async modules(): Promise<ModuleSummary[]> {
    return this.api.get<ModuleSummary[]>(AUTHORING_PATHS.modules, INLINE);
  }

  async deleteModule(path: string): Promise<void> {
    await this.api.delete<unknown>(AUTHORING_PATHS.module(path), INLINE);
  }

  async siteSettings(): Promise<EditingSettings> {
    const answer = await this.api.get<Partial<EditingSettings>>(AUTHORING_PATHS.siteSettings, INLINE);
    // A server older than review has none: its writers publish as they always did.
    return {
      indexEditable: answer.indexEditable === true,
      requireReview: answer.requireReview === true,
      requireClassification: answer.requireClassification === true,
    };
  }

  /** To the trash (`d`). Not replayed after a 611: the user asked once and is asked again. */
  async remove(docId: string): Promise<void> {
    await this.api.delete<undefined>(AUTHORING_PATHS.document(docId), INLINE);
  }

  async lock(docId: string, options: { takeOver?: boolean } = {}): Promise<LockView> {
    const body = options.takeOver === true ? { takeOver: true } : {};
    try {
      return (await this.api.post<{ lock: LockView }>(AUTHORING_PATHS.lock(docId), body, REPEATABLE)).lock;
    } catch (error) {
      throw typed(error);
    }
  }

  /**
   * A lock that lapsed with nobody else taking it answers 409 without a holder: that stays an
   * `ApiError` (status 409), and the caller may simply lock again.
   */
  async heartbeat(docId: string): Promise<LockView> {
    try {
      return (await this.api.put<{ lock: LockView }>(AUTHORING_PATHS.lock(docId), undefined, REPEATABLE))
        .lock;
    } catch (error) {
      throw typed(error);
    }
  }

  async lockStatus(docId: string): Promise<LockView | null> {
    return (await this.api.get<{ lock: LockView | null }>(AUTHORING_PATHS.lock(docId), INLINE)).lock;
  }

  /**
   * With `keepalive` (the tab is closing) the request must outlive the page: no refresh, dialog or
   * retry can follow, so the caller gets the plain error. Same-origin it carries the `access_token`
   * header like any call; the local backup already holds any text whose save is still pending.
   */
  async unlock(docId: string, options: { keepalive?: boolean } = {}): Promise<void> {
    await this.api.delete<undefined>(
      AUTHORING_PATHS.lock(docId),
      options.keepalive === true ? { errors: 'caller', keepalive: true } : REPEATABLE,
    );
  }
}

/** The 412 and 409 answers that carry data become the port's errors; the rest pass unchanged. */
export function typed(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === PRECONDITION_FAILED && isConflictCopy(error.details.current))
    return new SaveConflict(
      { ...error.details.current, data: fieldsOf(error.details.current.data) },
      error.description,
    );
  if (error.status === CONFLICT && isLockView(error.details.lock)) return new LockHeld(error.details.lock);
  return error;
}

export function editable(view: DocumentView): EditableDocument {
  return {
    ...view,
    draft: fieldsOf(view.draft),
    published: view.published === null || view.published === undefined ? null : fieldsOf(view.published),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isConflictCopy(value: unknown): value is ConflictCopy {
  return isRecord(value) && typeof value.revision === 'number' && typeof value.updatedBy === 'string';
}

function isLockView(value: unknown): value is LockView {
  return isRecord(value) && typeof value.account === 'string' && typeof value.displayName === 'string';
}
