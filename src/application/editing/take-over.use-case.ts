import { EDIT_QUESTIONS } from '../../domain/editing/edit-messages';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { EditSession } from './edit-session';

export type TakeOverOutcome =
  /** The lock was asked for; the session's snapshot says whether it is now this editor's. */
  | { kind: 'asked' }
  /** The editor answered 取消: the draft stays read-only. */
  | { kind: 'declined' }
  /** Nobody else holds the lock: there is nothing to take over. */
  | { kind: 'not-held' };

/**
 * 接手編輯: replaces another editor's lock, audited on the server, after a question that names the
 * holder, since their unsaved typing may then conflict with this editor's.
 */
export async function takeOverLock(
  ports: { dialogs: Pick<Dialogs, 'confirm'> },
  session: Pick<EditSession, 'getSnapshot' | 'takeOver'>,
): Promise<TakeOverOutcome> {
  const { lock } = session.getSnapshot();
  if (lock.kind !== 'other' && lock.kind !== 'lost') return { kind: 'not-held' };
  const question = EDIT_QUESTIONS.takeOver(lock.holder.displayName);
  if (!(await ports.dialogs.confirm(question.message, question.title, { action: question.action })))
    return { kind: 'declined' };
  await session.takeOver();
  return { kind: 'asked' };
}
