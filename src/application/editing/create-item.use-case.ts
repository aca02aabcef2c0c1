import type { AuthoringSource } from '../../domain/editing/authoring.port';
import { newItemData } from '../../domain/editing/new-item-defaults';
import type { Clock } from '../../domain/time/clock.port';
import type { ContentKind } from '../../shared/api-types';

export type CreateOutcome =
  /** A new unpublished draft (`item:news:news-001`). */
  | { kind: 'created'; docId: string }
  /** No title typed: nothing was sent. */
  | { kind: 'untitled' }
  /** The server refused or did not answer; `error` is the api client's. */
  | { kind: 'failed'; error: unknown };

/**
 * 新增項目: a draft with the typed title (trimmed; a title is required) in the module at `path`,
 * with the defaults of the module's `kind` (new-item-defaults.ts), dated by the clock.
 */
export async function createItem(
  { authoring, clock }: { authoring: Pick<AuthoringSource, 'create'>; clock: Clock },
  request: { path: string; title: string; kind?: ContentKind | undefined },
): Promise<CreateOutcome> {
  const title = request.title.trim();
  if (title === '') return { kind: 'untitled' };
  try {
    const moduleKey = request.kind ? `cms-${request.kind}` : undefined;
    const doc = await authoring.create(request.path, newItemData(moduleKey, title, clock.now()));
    return { kind: 'created', docId: doc.docId };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
