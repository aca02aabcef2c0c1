import { ApiError, NetworkError } from '../errors/api-errors';
import type { ConflictCopy, DocumentData } from './authoring.port';
import { contentTooLong } from './content-size';
import { EDIT_MESSAGES } from './edit-messages';

export type SaveFailure = 'offline' | 'server' | 'invalid' | 'forbidden' | 'too-long';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | {
      kind: 'failed';
      reason: SaveFailure;
      message: string;
      fields?: Record<string, string>;
      /**
       * Whether sending the same text again may succeed (a dropped network, a server fault). A
       * refused input (400, 403, too long) cannot: the view offers no 重試 for it.
       */
      retryable: boolean;
    };

export type FailedSave = Extract<SaveState, { kind: 'failed' }>;

/**
 * What a save that threw says to the writer. An ended session is not a failed save (the session
 * ends instead), so callers take `SessionExpiredError` aside first.
 */
export function failedSave(error: unknown): FailedSave {
  if (error instanceof NetworkError)
    return { kind: 'failed', reason: 'offline', message: EDIT_MESSAGES.offline, retryable: true };
  // A 409 that names its fields (a 網址代稱 another item holds) is refused input as well: only a
  // change to that field can pass it, so it is shown beside the field like a 400.
  if (error instanceof ApiError && (error.status === 400 || (error.status === 409 && error.fields)))
    return {
      kind: 'failed',
      reason: 'invalid',
      message: error.description,
      ...(error.fields ? { fields: error.fields } : {}),
      retryable: false,
    };
  if (error instanceof ApiError && error.status === 403)
    return { kind: 'failed', reason: 'forbidden', message: error.description, retryable: false };
  if (error instanceof ApiError && error.status === 413)
    // A proxy's limit, or the server's: only a shorter text can pass it.
    return { kind: 'failed', reason: 'too-long', message: EDIT_MESSAGES.tooLarge, retryable: false };
  return {
    kind: 'failed',
    reason: 'server',
    message: error instanceof ApiError ? error.description : EDIT_MESSAGES.failed,
    retryable: true,
  };
}

/**
 * Content over the schema's limit is never sent: the server would refuse it and no
 * retry could help, so the writer is told the count in characters. `null` when the text fits.
 */
export function tooLongToSend(data: DocumentData): FailedSave | null {
  const over = contentTooLong(data);
  if (!over) return null;
  return {
    kind: 'failed',
    reason: 'too-long',
    message: EDIT_MESSAGES.contentTooLong(over.length, over.max),
    retryable: false,
  };
}

/**
 * The save state once the writer typed: a failure typing can mend goes; a too-long count follows
 * the typing until the text fits; a refused field (400) stays until the next save says otherwise.
 */
export function saveAfterTyping(save: SaveState, data: DocumentData): SaveState {
  if (save.kind !== 'failed' || save.reason === 'invalid') return save;
  if (save.reason !== 'too-long') return { kind: 'idle' };
  return tooLongToSend(data) ?? { kind: 'idle' };
}

/**
 * Whether a 412's "current" copy is our own earlier save whose answer was lost (a dropped
 * network): written by this account with a payload that was sent without an answer.
 */
export function isOwnLostSave(
  current: Pick<ConflictCopy, 'updatedBy' | 'data'>,
  account: string,
  unansweredPayloads: ReadonlySet<string>,
): boolean {
  return current.updatedBy === account && unansweredPayloads.has(JSON.stringify(current.data));
}

/** What the status line says and announces. */
export type StatusKind = 'clean' | 'dirty' | 'saving' | 'saved' | 'failed' | 'conflict' | 'session-ended';

/** The status line's state, the most pressing first. */
export function editStatus(facts: {
  sessionEnded: boolean;
  conflict: boolean;
  save: SaveState;
  dirty: boolean;
}): { kind: StatusKind; text: string } {
  const { save } = facts;
  if (facts.sessionEnded) return { kind: 'session-ended', text: EDIT_MESSAGES.sessionEnded };
  if (facts.conflict) return { kind: 'conflict', text: EDIT_MESSAGES.conflict };
  if (save.kind === 'saving') return { kind: 'saving', text: EDIT_MESSAGES.saving };
  if (save.kind === 'failed') return { kind: 'failed', text: EDIT_MESSAGES.failed };
  if (facts.dirty) return { kind: 'dirty', text: EDIT_MESSAGES.dirty };
  if (save.kind === 'saved') return { kind: 'saved', text: EDIT_MESSAGES.saved(save.at) };
  return { kind: 'clean', text: EDIT_MESSAGES.clean };
}
