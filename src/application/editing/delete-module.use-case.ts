import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { AuthoringSource } from '../../domain/editing/authoring.port';
import { deleteModuleFailureText, deleteModuleQuestion } from '../../domain/editing/module-policy';

export type DeleteModuleOutcome =
  /** Gone from the site; `message` is what to announce. */
  | { kind: 'deleted'; message: string }
  /** The administrator answered 取消: nothing was sent. */
  | { kind: 'declined' }
  /** The server refused or could not be reached: its reason (items left, a link to it, …). */
  | { kind: 'failed'; message: string };

/**
 * 刪除單元 (administrators): asked first, since nothing of the module comes back, then the server
 * deletes it or says in zh-TW why not (items still in it, letters of a mailbox, a link from the
 * menu or a page's sections). `restore-revision.use-case.ts`'s shape: ports in, an outcome out.
 */
export async function deleteModule(
  ports: { authoring: Pick<AuthoringSource, 'deleteModule'>; dialogs: Pick<Dialogs, 'confirm'> },
  module: { path: string; title: string },
): Promise<DeleteModuleOutcome> {
  const { message, title, action } = deleteModuleQuestion(module);
  if (!(await ports.dialogs.confirm(message, title, { action }))) return { kind: 'declined' };
  try {
    await ports.authoring.deleteModule(module.path);
    return { kind: 'deleted', message: `已刪除單元「${module.title}」。` };
  } catch (error) {
    return { kind: 'failed', message: deleteModuleFailureText(error) };
  }
}
