import type { AuthoringSource } from '../../domain/editing/authoring.port';
import { EDIT_QUESTIONS } from '../../domain/editing/edit-messages';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { EditSession } from './edit-session';

export type RemoveOutcome =
  /** In the trash (restorable for 30 days); the session is closed and its lock released. */
  | { kind: 'removed' }
  /** The editor answered 取消. */
  | { kind: 'declined' };

/**
 * 刪除 of an item (`d`): asked first, then moved to the trash. The session is disposed only after
 * the server agreed, so a refusal leaves the editor where it was. Failures reject as the api
 * client's typed errors.
 */
export async function removeItem(
  ports: { authoring: Pick<AuthoringSource, 'remove'>; dialogs: Pick<Dialogs, 'confirm'> },
  request: { docId: string; session: Pick<EditSession, 'dispose'> | null },
): Promise<RemoveOutcome> {
  const { message, title, action } = EDIT_QUESTIONS.remove;
  if (!(await ports.dialogs.confirm(message, title, { action }))) return { kind: 'declined' };
  await ports.authoring.remove(request.docId);
  await request.session?.dispose();
  return { kind: 'removed' };
}
