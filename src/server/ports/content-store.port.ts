import type {
  ContentKind,
  ListAnswer,
  ListQuery,
  MenuSetting,
  ModuleInfo,
  SiteStructure,
  SortOrder,
  TaggedRow,
} from '../../shared/api-types';
import type { SiteDocumentName } from './site-documents';

export interface StoredModule {
  path: string;
  kind: ContentKind;
  info: ModuleInfo;
  setting: MenuSetting;
}

/** An item (or a cms-single page) as published, with its stored view count in `views`. */
export type ContentItem = Record<string, unknown>;

/**
 * How one module's list is sorted: a column every item has, or a field of the item's JSON that
 * the kind's whitelist allowed (kind-fields.ts). Ties keep the published order.
 */
export interface ItemOrder {
  by: 'date' | 'position' | 'title' | 'views' | 'id' | { field: string };
  direction: SortOrder;
}

/** The cross-kind list (tag page, site search) sorts on the columns all kinds share. */
export interface CrossKindOrder {
  /** `relevance`: a search's own order (docs/search.md, "Ranking"). */
  by: 'date' | 'title' | 'views' | 'relevance';
  direction: SortOrder;
}

export interface ListPage {
  limit: number;
  offset: number;
}

/** A public item as its address reads: its code and its 網址代稱 (null when it has none). */
export interface AddressRow {
  id: string;
  slug: string | null;
}

export interface AddressMatches {
  byId?: AddressRow;
  bySlug?: AddressRow;
  byOldSlug?: AddressRow;
}

/** Views of one item counted since the last flush. */
export interface ViewCount {
  path: string;
  id: string;
  count: number;
}

/**
 * The public site's reads, and the view and visit counters. `query.search` is read as
 * src/shared/search/search-text.ts reads it (every term required, 台 and 臺 alike, a Han word of
 * any length inside a sentence) and answered from the search index, never by a scan.
 */
export interface ContentStore {
  siteDocument(name: SiteDocumentName): Promise<unknown>;
  /** Paths of the landing pages, each with a structure of its own. */
  landingPaths(): Promise<string[]>;
  landing(path: string): Promise<SiteStructure | undefined>;
  module(path: string): Promise<StoredModule | undefined>;
  /** Every module as published, by path: the site's structure. */
  modules(): Promise<StoredModule[]>;
  /** One page of a module's items, and how many match in all. */
  listItems(
    modulePath: string,
    query: ListQuery,
    order: ItemOrder,
    page: ListPage,
  ): Promise<ListAnswer<ContentItem>>;
  /**
   * Every tag the module's published items carry, the most used first (ties by the tag): what a
   * list's tag filter offers, whichever page of the list is on view.
   */
  moduleTags(modulePath: string): Promise<string[]>;
  /** **ext**: the years the module's published items fall in (their `year`), the latest first. */
  moduleYears(modulePath: string): Promise<number[]>;
  /**
   * What `address` names in the module, each way it can: the public item whose code it is, the
   * one whose 網址代稱 it is now, and the one it was an earlier 網址代稱 of (if that one is public).
   * Which wins is the service's decision (item-addresses.ts).
   */
  itemAddresses(modulePath: string, address: string): Promise<AddressMatches>;
  /** Items of every content kind (no mailbox or tag modules), with their tags. */
  listAcrossKinds(query: ListQuery, order: CrossKindOrder, page: ListPage): Promise<ListAnswer<TaggedRow>>;
  item(modulePath: string, id: string): Promise<ContentItem | undefined>;
  /** The page object of a cms-single module. */
  page(modulePath: string): Promise<ContentItem | undefined>;
  /** True when `id` names an item (or the page) of that module. */
  hasItem(modulePath: string, id: string): Promise<boolean>;
  /** The stored number of site visits. */
  hits(): Promise<number>;
  /**
   * Adds counted views and visits to the stored numbers, each as `n = n + count` in one
   * statement, so flushes of several processes add up instead of overwriting each other.
   */
  addVisits(views: readonly ViewCount[], hits: number): Promise<void>;
}
