import { choiceOf, type BodyImageChoice } from '../../domain/editing/body-image';
import type { LibraryQuery, UploadLibrary } from '../../domain/editing/upload-library.port';

export type LibraryOutcome =
  | { kind: 'ready'; choices: BodyImageChoice[]; total: number; page: number; pages: number }
  /** The server refused or did not answer; `error` is the api client's. */
  | { kind: 'failed'; error: unknown };

/** One page of the site's uploaded images as choices for the body (插入圖片). */
export async function searchImageLibrary(
  library: UploadLibrary,
  query: LibraryQuery,
): Promise<LibraryOutcome> {
  try {
    const page = await library.images({ ...query, q: query.q.trim() });
    const choices = page.rows.flatMap((row) => {
      const choice = choiceOf({ ...row, description: '', represent: false });
      return choice ? [choice] : [];
    });
    const pages = Math.max(1, Math.ceil(page.total / Math.max(1, page.pageSize)));
    return { kind: 'ready', choices, total: page.total, page: page.page, pages };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
