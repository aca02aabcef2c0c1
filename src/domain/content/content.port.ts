import type {
  Banner,
  ListAnswer,
  ListParams,
  MailboxReceipt,
  MailboxSubmission,
  MenuItem,
  MenuSetting,
  ModuleInfo,
  PageObject,
  Rights,
  SiteFooter,
  SiteHeader,
  SiteMetadata,
  SiteStructure,
  TaggedRow,
} from '../../shared/api-types';
import type { OpenDataCatalog } from '../../shared/open-data';
import type { ContentRow } from './content-row';

/**
 * What the public pages read, shaped by what they need rather than by the API's paths: a page's
 * module, its list with a query, an item, a single page, a home or landing structure, rows across
 * kinds by tag or phrase. An unknown page or item rejects with `PageNotFound`; any other failure
 * rejects with the api client's typed errors, after the session policy has run.
 */
export interface ContentSource {
  module(path: string): Promise<ModuleInfo>;
  menuSetting(path: string): Promise<MenuSetting>;
  /** `inline`: failures come back to the caller with no dialog (a home section shows its own). */
  list(path: string, params: ListParams, errors?: 'dialog' | 'inline'): Promise<ListAnswer<ContentRow>>;
  /**
   * `preview`: the item's draft (`?preview=1`, the signed-in editor's token), which also finds an
   * item never published; only edit mode asks for it.
   */
  item(path: string, id: string, options?: { preview?: boolean }): Promise<ContentRow>;
  singlePage(path: string): Promise<PageObject>;
  /** The home page's structure, or a landing page's when a path is given. */
  structure(landingPath?: string): Promise<SiteStructure>;
  tagged(params: ListParams): Promise<ListAnswer<TaggedRow>>;
}

/** The site's chrome and map, each part read on its own. */
export interface SiteParts {
  header: SiteHeader;
  menu: MenuItem[];
  footer: SiteFooter;
  banner: Banner;
  bannerMobile: Banner;
  metadata: SiteMetadata;
  sitemap: MenuItem[];
}

export interface SiteSource {
  part<K extends keyof SiteParts>(name: K): Promise<SiteParts[K]>;
}

/** **ext** 開放資料: the site's datasets, with their metadata, for the 開放資料 page. */
export interface OpenDataSource {
  openData(): Promise<OpenDataCatalog>;
}

/** Where a letter goes. The key makes a resend after a lost answer store the letter once. */
export interface MailboxOutbox {
  send(path: string, letter: MailboxSubmission, idempotencyKey: string): Promise<MailboxReceipt>;
}

/** **ext** A mailbox's 個人資料蒐集告知 (個資法 §8), shown before a letter is sent. */
export interface MailboxNotices {
  notice(path: string): Promise<string>;
}

/** What the signed-in user may do on a page (spec section 3). */
export interface RightsSource {
  rights(path: string): Promise<Rights>;
}

/** The server's counters (docs/api.md): visits to the site and views of an item. */
export interface VisitBeacons {
  /** Counts this visit; answers the total including it. */
  countVisit(): Promise<number>;
  /** The total of visits, counting nothing. */
  visitTotal(): Promise<number>;
  /** Counts one view of an item. */
  countView(path: string, id: string): Promise<void>;
}
