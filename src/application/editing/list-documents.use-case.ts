import type { DocumentQuery, DocumentRow, HistorySource } from '../../domain/editing/history.port';

/** Rows on one page of the editor's documents list. */
export const DOCUMENTS_PAGE_SIZE = 20;
/** The most rows the server answers at once; a status filter reads this many and pages them here. */
const WHOLE_MODULE = 200;

export interface DocumentsPageQuery {
  path: string;
  status?: DocumentQuery['status'];
  q?: string;
  /** From 0. */
  page: number;
  /** A single page's module (`cms-single`): its one page is what it lists, not items. */
  single?: boolean;
}

/**
 * One page of a module's items (a single page's module: its page, a draft until first published).
 * The server filters by status only within the page it returns
 * (docs/api.md), so with a status the whole module (up to 200 items) is read and paged here;
 * otherwise the server pages.
 */
export async function listDocuments(
  history: Pick<HistorySource, 'documents'>,
  { path, status, q, page, single = false }: DocumentsPageQuery,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const type = single ? 'page' : 'item';
  const search = q?.trim() ? { q: q.trim() } : {};
  const offset = page * DOCUMENTS_PAGE_SIZE;
  if (status === undefined)
    return history.documents({ type, path, ...search, limit: DOCUMENTS_PAGE_SIZE, offset });
  const all = await history.documents({
    type,
    path,
    status,
    ...search,
    limit: WHOLE_MODULE,
    offset: 0,
  });
  return { rows: all.rows.slice(offset, offset + DOCUMENTS_PAGE_SIZE), total: all.rows.length };
}
