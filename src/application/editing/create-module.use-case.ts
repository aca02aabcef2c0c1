import type { AuthoringSource } from '../../domain/editing/authoring.port';
import {
  checkModuleForm,
  moduleFailureOf,
  type ModuleForm,
  type ModuleProblems,
} from '../../domain/editing/module-policy';
import type { ContentKind } from '../../shared/api-types';

export type CreateModuleOutcome =
  /** The module exists and its page answers; it is not in the menu until someone adds it. */
  | { kind: 'created'; path: string; title: string; moduleKind: ContentKind; docId: string }
  /** Nothing sent: the form names what to fix. */
  | { kind: 'invalid'; problems: ModuleProblems }
  /** The caller is not an administrator (403). */
  | { kind: 'refused'; message: string }
  /** The server refused (a taken path, a 400) or did not answer: its words and the fields it named. */
  | { kind: 'failed'; message: string; problems: ModuleProblems };

/** 新增單元: checked by the shared schema, then created by the server (administrators only). */
export async function createModule(
  authoring: Pick<AuthoringSource, 'createModule'>,
  form: ModuleForm,
): Promise<CreateModuleOutcome> {
  const check = checkModuleForm(form);
  if (!check.ok) return { kind: 'invalid', problems: check.problems };
  const { path, title, kind } = check.body;
  try {
    const settings = await authoring.createModule(check.body);
    return { kind: 'created', path, title, moduleKind: kind, docId: settings.docId };
  } catch (error) {
    return moduleFailureOf(error);
  }
}
