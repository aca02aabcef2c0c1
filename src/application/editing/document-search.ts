import type { DocumentQuery, DocumentRow } from '../../domain/editing/history.port';
import { linksTo, type LinkModule } from '../../domain/editing/item-refs';

/** Where a links field finds items to link: the site's modules and the documents list. */
export interface LinkPicker {
  /** The site's modules of items; asked once per form and shared by its links fields. */
  modules(): Promise<readonly LinkModule[]>;
  documents(query: DocumentQuery): Promise<{ rows: DocumentRow[]; total: number }>;
}

/** Results per page of the search: enough to choose from, few enough to Tab through. */
export const SEARCH_PAGE_SIZE = 10;

export type LinkModules =
  { status: 'loading' } | { status: 'ready'; list: LinkModule[] } | { status: 'failed' };

/** What was asked: a module, the words typed, and the page (from 0). */
export interface SearchQuery {
  path: string;
  q: string;
  page: number;
}

export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rows: DocumentRow[]; total: number; pages: number }
  | { status: 'failed' };

export interface DocumentSearchSnapshot {
  modules: LinkModules;
  /** The last search asked, null before the first. */
  query: SearchQuery | null;
  results: SearchResults;
}

/** How a search ended, for the view to word: found (perhaps none), failed, or overtaken by a later one. */
export type SearchOutcome = { kind: 'found'; total: number } | { kind: 'failed' } | { kind: 'overtaken' };

/**
 * The search a links field makes in the documents list: the modules
 * it may link from, asked once, then a title search paged by `SEARCH_PAGE_SIZE`. Only the latest
 * search counts: an earlier answer arriving late changes nothing and reports `overtaken`. A plain
 * object over the picker, read by the view with `useSyncExternalStore`.
 */
export interface DocumentSearch {
  getSnapshot(): DocumentSearchSnapshot;
  subscribe(listener: () => void): () => void;
  /** Asks for the modules the field may link from, the first time only. */
  loadModules(): Promise<void>;
  find(query: SearchQuery): Promise<SearchOutcome>;
  /** The last search again, on the page `step` away; null at either end or before any search. */
  turnPage(step: -1 | 1): Promise<SearchOutcome> | null;
}

/** `from` names the one list layout the field takes (`cms-people`…); absent, any module of items. */
export function createDocumentSearch(picker: LinkPicker, from?: string): DocumentSearch {
  let snapshot: DocumentSearchSnapshot = {
    modules: { status: 'loading' },
    query: null,
    results: { status: 'idle' },
  };
  const listeners = new Set<() => void>();
  let modules: Promise<void> | null = null;
  let asked = 0;

  const set = (next: Partial<DocumentSearchSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const find = async (query: SearchQuery): Promise<SearchOutcome> => {
    const ticket = ++asked;
    set({ query, results: { status: 'loading' } });
    const q = query.q.trim();
    try {
      const answer = await picker.documents({
        type: 'item',
        path: query.path,
        ...(q ? { q } : {}),
        limit: SEARCH_PAGE_SIZE,
        offset: query.page * SEARCH_PAGE_SIZE,
      });
      if (ticket !== asked) return { kind: 'overtaken' };
      const pages = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE));
      set({ results: { status: 'ready', rows: answer.rows, total: answer.total, pages } });
      return { kind: 'found', total: answer.total };
    } catch {
      if (ticket !== asked) return { kind: 'overtaken' };
      set({ results: { status: 'failed' } });
      return { kind: 'failed' };
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadModules() {
      modules ??= picker.modules().then(
        (all) => set({ modules: { status: 'ready', list: all.filter((m) => linksTo(from, m.moduleKey)) } }),
        () => set({ modules: { status: 'failed' } }),
      );
      return modules;
    },
    find,
    turnPage(step) {
      const { query, results } = snapshot;
      if (!query || results.status !== 'ready') return null;
      const page = query.page + step;
      if (page < 0 || page >= results.pages) return null;
      return find({ ...query, page });
    },
  };
}
