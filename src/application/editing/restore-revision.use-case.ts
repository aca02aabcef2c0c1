import { SaveConflict, type ConflictCopy, type EditableDocument } from '../../domain/editing/authoring.port';
import type { HistorySource } from '../../domain/editing/history.port';
import type { EditSession } from './edit-session';

export type RestoreOutcome =
  | { kind: 'restored'; document: EditableDocument }
  /** Something typed could not be saved first: nothing was restored, nothing was lost. */
  | { kind: 'unsaved' }
  /** The document moved on meanwhile (another editor): nothing was restored. */
  | { kind: 'conflict'; current: ConflictCopy }
  /** The session has no document (still loading, or failed to load). */
  | { kind: 'not-ready' };

/**
 * 還原為草稿: an older revision becomes the draft as a new revision, over the revision the session
 * holds (`If-Match`), and the session takes the answer as its base. What is unsaved is saved first,
 * so the restore never drops typing and the history keeps it as a revision of its own; if that save
 * fails, nothing is restored.
 */
export async function restoreRevisionAsDraft(args: {
  history: Pick<HistorySource, 'restoreRevision'>;
  session: Pick<EditSession, 'getSnapshot' | 'saveNow' | 'adopt'>;
  docId: string;
  revision: number;
}): Promise<RestoreOutcome> {
  const { history, session, docId, revision } = args;
  if (session.getSnapshot().dirty) {
    await session.saveNow('button');
    if (session.getSnapshot().dirty) return { kind: 'unsaved' };
  }
  const base = session.getSnapshot().document?.revision;
  if (base === undefined) return { kind: 'not-ready' };
  try {
    const restored = await history.restoreRevision(docId, revision, base);
    session.adopt(restored);
    return { kind: 'restored', document: restored };
  } catch (error) {
    if (error instanceof SaveConflict) return { kind: 'conflict', current: error.current };
    throw error;
  }
}
