import type { ContentKind } from '../../shared/api-types';

/** One list item or page as the public tables hold it, with its tags. */
export interface ItemRow {
  module_path: string;
  id: string;
  kind: ContentKind;
  position: number;
  title: string;
  date: string | null;
  year: number | null;
  /** What search reads (src/server/content/search-columns.ts); a row without them is found by nothing. */
  search_text: string;
  search_title?: string;
  search_tags?: string;
  search_description?: string;
  views: number;
  json: string;
  /** 網址代稱; absent or null when the item has none. */
  slug?: string | null;
  tags: string[];
}

/** A whole site as written at once: its public tables, its accounts and the meta keys that mark it. */
export interface SiteRows {
  documents: Array<{ name: string; json: string }>;
  landings: Array<{ path: string; json: string }>;
  modules: Array<{ path: string; kind: string; infoJson: string; settingJson: string }>;
  items: ItemRow[];
  users: Array<{
    account: string;
    passwordHash: string;
    displayName: string;
    rightsJson: string;
    admin: boolean;
    email: string | null;
    at: number;
  }>;
  rights: Array<{ account: string; path: string; r: boolean; w: boolean; d: boolean; p: boolean }>;
  meta: Array<{ key: string; value: string }>;
}

/** Writes the first site into an empty database (the demo or the placeholder), and tells if one is there. */
export interface SiteSeedStore {
  hasMeta(key: string): Promise<boolean>;
  /** True when the public tables hold a site: the demo, the placeholder or one written before either. */
  hasSite(): Promise<boolean>;
  writeSite(rows: SiteRows): Promise<void>;
}
