/**
 * The API contract between the client and the CMS (product.md section 3).
 * Shared by the browser client and the reference server: types, plus the small
 * tables of layout names that both sides must agree on.
 */

import type { ImageVariantEntry } from './upload-variants';

/** Body of every error answer; the HTTP status equals `status`. */
export interface ApiErrorBody {
  status: number;
  error_description: string;
  code: string;
  time: string;
  /** Present on 400 when single fields are wrong: field name → zh-TW message. */
  fields?: Record<string, string>;
}

/** The platform's image/file item. */
export interface FileEntry {
  /** An upload's id here; a number in the original platform's pages, kept as it came. */
  fileId: string | number;
  name: string;
  ext: string;
  /** URL of the original file. */
  original: string;
  /** Null in the original platform's pages where a file has none. */
  description: string | null;
  /** Marks the representative image of a set. */
  represent: boolean;
  /** Bytes. */
  size?: number;
  transform?: Record<string, string>;
  /** **ext** An upload's WebP variants by width; their AVIF siblings are named from them (src/shared/upload-variants.ts). */
  variants?: ImageVariantEntry[];
  width?: number;
  height?: number;
  hidden?: boolean;
  /** The image's text alternative, written by this project's editor; else `description`. */
  alt?: string;
  /** Marked decorative in the editor: no text alternative (alt=""). */
  decorative?: boolean;
}

export interface SiteConfigEntry {
  lang: string;
  siteToken: string;
  default?: boolean;
  [key: string]: unknown;
}

export interface SiteHeader {
  title: string;
  subtitle?: string;
  logo?: FileEntry;
}

export interface MenuItem {
  id: string;
  title: string;
  /** Internal page path, as used in `/home/:lang/:path`. */
  path?: string;
  /** External URL; wins over `path` when both are present. */
  url?: string;
  target?: '_self' | '_blank';
  children: MenuItem[];
}

export interface FooterLink {
  title: string;
  url: string;
}

export interface SiteFooter {
  copyright: string;
  address?: string;
  phone?: string;
  fax?: string;
  email?: string;
  openingHours?: string;
  links: FooterLink[];
  updatedAt?: string;
  accessibilityMark?: AccessibilityMark;
}

/** The footer's 無障礙標章: its image, the link to its certificate, its text alternative. */
export interface AccessibilityMark {
  image: string;
  url: string;
  alt: string;
  /** **ext** The day the site passed its accessibility check, `YYYY-MM-DD`. */
  date?: string;
  /** **ext** The upload the image came from, when the editor uploaded it. */
  fileId?: string;
}

export interface IndexSection {
  layout: string;
  title?: string;
  /** The list the section reads its rows from (`GET /api/cms/{path}`). */
  path?: string;
  limit?: number;
  /** **ext** A block's own invitation (the contact block's): a heading, a sentence, a link's words. */
  subtitle?: string;
  text?: string;
  linkText?: string;
}

export interface SiteStructure {
  templateKey: string;
  index: IndexSection[];
}

export interface SiteMetadata {
  title: string;
  description: string;
  keywords: string[];
  ogImage?: string;
  /** How dates are written: 民國 (`roc`) or 西元 (`gregorian`, the default when absent). */
  calendar?: 'roc' | 'gregorian';
  /**
   * **ext** 機關名稱: the institution the site speaks for, as its pages' metadata (DC.Creator,
   * DC.Publisher) and its open data (提供機關) name it; absent or empty: the site's name stands in.
   */
  agency?: string;
  /**
   * **ext** 頁面回饋: whether items and single pages end with 「這個頁面對您有幫助嗎？」;
   * absent is on (網站設定 turns it off).
   */
  pageFeedback?: boolean;
}

export interface BannerRow {
  id: string;
  title: string;
  description?: string;
  image: FileEntry;
  link?: string;
}

export interface Banner {
  rows: BannerRow[];
}

/**
 * **ext** 分類檢索: one code each of 主題分類, 施政分類 and 服務分類 (src/shared/classification), on
 * a document and, as its defaults, on a module's `info`.
 */
export interface ClassificationCodes {
  categoryTheme?: string;
  categoryCake?: string;
  categoryService?: string;
}

export interface ModuleInfo extends ClassificationCodes {
  moduleKey: string;
  templateKey: string;
  title: string;
  redirectTo?: string;
}

export interface MenuSetting {
  showDate: boolean;
  showViews: boolean;
  showShare: boolean;
  showPrint: boolean;
  showTags: boolean;
  showRelated: boolean;
}

export interface ListAnswer<T> {
  rows: T[];
  total: number;
  /**
   * **ext**: on a module's list, every tag its published items carry, the most used first, so the
   * tag filter offers them all whichever page is on view.
   */
  tags?: string[];
  /**
   * **ext**: on a module's list, the years its published items fall in, the latest first, so the
   * year filter offers only years that have items.
   */
  years?: number[];
  /**
   * **ext**: in a search across kinds, the results per module (with the year filter applied, not
   * the module filter) and per year (with the module filter applied, not the year filter).
   */
  facets?: SearchFacets;
  /**
   * **ext**: in a search that found nothing, the site's mailbox module (the first of kind
   * `mailbox`), so the page can offer to write to the site instead; absent when it has none.
   */
  mailbox?: { path: string; title: string };
}

/** The `query` parameter of list calls, sent as URL-encoded JSON. */
export interface ListQuery {
  search?: string;
  tag?: string;
  year?: number;
  /** **ext**: on the cross-kind list (site search, tag page), the results of one module only. */
  module?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface ListParams {
  limit?: number;
  offset?: number;
  query?: ListQuery;
  sort?: string;
  order?: SortOrder;
}

/** Short reference to an item of another list, used for related items. */
export interface ItemRef {
  id: string;
  title: string;
  path: string;
}

/** The page object of `cms-single` modules (shape of the original platform's fixtures). */
export interface PageObject extends ClassificationCodes {
  id: number | string;
  title: string;
  description: string;
  content: string;
  views: number;
  dataProvider: string;
  keywords: string | string[];
  people: unknown[];
  events: unknown[];
  objects: unknown[];
  videos: unknown[];
  /** **ext** When the page was last changed (ISO timestamp). */
  updatedAt?: string;
  annals: unknown[];
  digital: unknown[];
  gallery: unknown[];
  normal: unknown[];
  single: unknown[];
  images: FileEntry[];
}

interface ItemBase {
  id: string;
  title: string;
  description?: string;
  tags?: string[];
  views?: number;
  related?: ItemRef[];
}

export interface ArticleItem extends ItemBase {
  publishDate: string;
  category: string;
  content: string;
  images: FileEntry[];
  files: FileEntry[];
}

export interface EventItem extends ItemBase {
  startDate: string;
  endDate: string;
  location: string;
  organizer: string;
  registrationUrl?: string;
  content: string;
  images: FileEntry[];
}

export interface HistoricalEventItem extends ItemBase {
  era: string;
  startYear: number;
  endYear?: number;
  content: string;
  people: ItemRef[];
  objects: ItemRef[];
  images: FileEntry[];
}

export interface AnnalsItem extends ItemBase {
  year: number;
  date: string;
  category: string;
  content: string;
}

export interface GalleryItem extends ItemBase {
  date: string;
  images: FileEntry[];
}

export interface VideoItem extends ItemBase {
  date: string;
  /** Embed URL on youtube-nocookie.com. */
  videoUrl: string;
  /** ISO-8601 duration or mm:ss. */
  duration: string;
  thumbnail: FileEntry;
}

export interface DownloadItem extends ItemBase {
  date: string;
  files: FileEntry[];
}

export interface PersonItem extends ItemBase {
  role: string;
  birthYear?: number;
  deathYear?: number;
  content: string;
  images: FileEntry[];
  events: ItemRef[];
  objects: ItemRef[];
}

export interface ObjectItem extends ItemBase {
  accessionNo: string;
  period: string;
  material: string;
  dimensions: string;
  content: string;
  images: FileEntry[];
}

export interface DigitalItem extends ItemBase {
  creator: string;
  date: string;
  format: string;
  rights: string;
  content: string;
  images: FileEntry[];
  files: FileEntry[];
}

export interface AppealItem extends ItemBase {
  issueDate: string;
  decideDocumentNo: string;
  decideDate: string;
  appellant: string;
  /** 主文 */
  content: string;
  fact: string;
  reason: string;
  chairperson: string;
  commissioner: string;
  teching: string;
}

/** A row of the tag page and of site search: an item of any kind. */
export interface TaggedRow {
  id: string;
  title: string;
  description?: string;
  kind: ContentKind;
  path: string;
  date?: string;
  tags?: string[];
  /**
   * **ext**: in a search, about 120 characters of the description or the body around the first
   * place a term occurs, as plain text (the page marks the terms itself).
   */
  snippet?: string;
}

/**
 * **ext**: in a search, how many results choosing each module or each year shows: each list is
 * counted with the other filter applied and without its own.
 */
export interface SearchFacets {
  /** Modules with results, the most first; `title` is the module's name on the site. */
  modules: Array<{ path: string; title: string; count: number }>;
  /** Years with results, the latest first (items without a year are counted in no year). */
  years: Array<{ year: number; count: number }>;
}

export type ContentKind =
  | 'normal'
  | 'single'
  | 'event'
  | 'events'
  | 'annals'
  | 'gallery'
  | 'video'
  | 'download'
  | 'people'
  | 'object'
  | 'digital'
  | 'appeal'
  | 'mailbox'
  | 'tag';

export interface MailboxSubmission {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  content: string;
  'g-recaptcha-response': string;
}

export interface MailboxReceipt {
  serialNo: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type?: string;
  expires_in: number;
  /**
   * Seconds until the session's absolute end (`SESSION_MAX_SECONDS` after login), which no reflash
   * extends: the client warns before it (WCAG 2.2.1). Absent from servers that do not send it.
   */
  session_expires_in?: number;
}

export interface Rights {
  r?: boolean;
  w?: boolean;
  d?: boolean;
  /**
   * **ext**: publish. Counts only while the site requires review (`requireReview`):
   * then an account with w but not p submits its drafts (送審) and one with p approves them.
   */
  p?: boolean;
}
