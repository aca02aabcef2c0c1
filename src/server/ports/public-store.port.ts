import type { ContentKind } from '../../shared/api-types';
import type { ItemRow } from './site-seed-store.port';

export type { ItemRow };

/** What a public row keeps for search (src/server/content/search-columns.ts). */
export interface SearchColumns {
  search_text: string;
  search_title: string;
  search_tags: string;
  search_description: string;
}

/** The meta key of the version of how search read text when the site's search columns were built. */
export const SEARCH_INDEX_META_KEY = 'search_index_version';

/** A public row as a rebuild of the search columns reads it. */
export interface RowForSearch {
  module_path: string;
  id: string;
  kind: ContentKind;
  json: string;
}

/**
 * The public tables as publishing writes them: the rows the public API reads, in the
 * caller's unit of work. Views and list positions are the site's: an update keeps them.
 */
export interface PublicStore {
  /** The module's kind, or undefined when no module has that path. */
  moduleKind(path: string): Promise<ContentKind | undefined>;
  /** The position after the module's last row (0 for an empty module). */
  nextPosition(path: string): Promise<number>;
  /** Inserts the row, or updates its text, date, year and JSON; its tags become `row.tags`. */
  upsertItem(row: ItemRow): Promise<void>;
  deleteItem(path: string, id: string): Promise<void>;
  /** The public item's 網址代稱: null when it has none, undefined when the item is not public. */
  itemSlug(path: string, id: string): Promise<string | null | undefined>;
  /** The id of the public item whose 網址代稱 is `slug` now, if any. */
  slugHolder(path: string, slug: string): Promise<string | undefined>;
  /** Keeps `slug` as an earlier address of item `id` (replacing whichever item it led to). */
  rememberOldAddress(path: string, slug: string, id: string): Promise<void>;
  /** `slug` is no item's earlier address any more (it became an address of now). */
  forgetOldAddress(path: string, slug: string): Promise<void>;
  /** The id of a single page's row, or undefined when it is not public. */
  pageItemId(path: string): Promise<string | undefined>;
  /** The view count of an item, or of a single page (`id` undefined); undefined when not public. */
  viewsOf(path: string, id: string | undefined): Promise<number | undefined>;
  updateModule(path: string, info: unknown, setting: unknown): Promise<void>;
  /** The home page's structure (site_documents 'structure'), which exists from the seed on. */
  updateHomeStructure(data: unknown): Promise<void>;
  putLanding(path: string, data: unknown): Promise<void>;
  putSiteDocument(name: string, data: unknown): Promise<void>;
  /** Up to `limit` public rows after `after` (by module path, then id): a search rebuild's batch. */
  rowsForSearch(after: { path: string; id: string } | null, limit: number): Promise<RowForSearch[]>;
  /** A row's search columns, its index following them. */
  setSearchColumns(path: string, id: string, columns: SearchColumns): Promise<void>;
  /** The version of how search read text when the site's rows were last rebuilt (meta). */
  searchIndexVersion(): Promise<string | undefined>;
  setSearchIndexVersion(version: string): Promise<void>;
}
