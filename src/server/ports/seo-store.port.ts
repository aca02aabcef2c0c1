import type { ContentKind, MenuItem, SiteHeader, SiteMetadata } from '../../shared/api-types';
import type { Classification } from '../../shared/classification/classification';

export type StoredItem = Record<string, unknown> & { id: string; title: string };

export interface ItemRef {
  modulePath: string;
  id: string;
  kind: ContentKind;
  title: string;
  date: string | null;
  item: StoredItem;
}

/** An item as the sitemap names it: where it lives, its readable address if any, and its date. */
export interface SitemapItem {
  modulePath: string;
  id: string;
  /** Its 網址代稱 as stored with the public row; null when it has none. */
  slug: string | null;
  date: string | null;
}

export interface ModuleRef {
  path: string;
  kind: ContentKind;
  title: string;
  /** Modules such as a landing page whose moduleKey is `index`. */
  moduleKey: string;
  /** **ext** 分類檢索: the codes its settings give its items and page by default. */
  classification: Classification;
}

/**
 * What the crawler-facing answers read (async, behind a port). Unlike the API's reads,
 * these never count a view: a bot fetching a page's HTML is not a visitor of the item.
 */
export interface SeoStore {
  metadata(): Promise<SiteMetadata | undefined>;
  header(): Promise<SiteHeader | undefined>;
  /** The menu, or none when the site has not stored one. */
  menu(): Promise<MenuItem[]>;
  module(path: string): Promise<ModuleRef | undefined>;
  /** One item of a list module; the page object of a cms-single module is not an item. */
  item(modulePath: string, id: string): Promise<ItemRef | undefined>;
  /** The first page object of a cms-single module, for its description. */
  page(modulePath: string): Promise<StoredItem | undefined>;
  /** How many items the sitemap lists: those of list modules that exist, never a single page. */
  listedItemCount(): Promise<number>;
  /** One stretch of those items, in module and list order (a sitemap, or one part of it). */
  listedItems(page: { limit: number; offset: number }): Promise<SitemapItem[]>;
  /** The newest articles (`normal` kind) across modules, for the news feed. */
  latestArticles(limit: number): Promise<ItemRef[]>;
}
