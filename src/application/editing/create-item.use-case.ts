import type { AuthoringSource } from '../../domain/editing/authoring.port';

export type CreateOutcome =
  /** A new unpublished draft (`item:news:news-001`). */
  | { kind: 'created'; docId: string }
  /** No title typed: nothing was sent. */
  | { kind: 'untitled' }
  /** The server refused or did not answer; `error` is the api client's. */
  | { kind: 'failed'; error: unknown };

/** 新增項目: a draft with the typed title (trimmed; a title is required) in the module at `path`. */
export async function createItem(
  authoring: Pick<AuthoringSource, 'create'>,
  request: { path: string; title: string },
): Promise<CreateOutcome> {
  const title = request.title.trim();
  if (title === '') return { kind: 'untitled' };
  try {
    const doc = await authoring.create(request.path, { title });
    return { kind: 'created', docId: doc.docId };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
