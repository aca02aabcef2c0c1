import type {
  Banner,
  ContentKind,
  MenuItem,
  MenuSetting,
  ModuleInfo,
  PageObject,
  Rights,
  SiteConfigEntry,
  SiteFooter,
  SiteHeader,
  SiteMetadata,
  SiteStructure,
} from '../../shared/api-types';

/**
 * The seed contract: what a starter hands the server to write into an empty database as its first
 * site. The demo (src/server/demo) is one starter, the placeholder of a start without one
 * (placeholder-site.ts) another; a ministry's template or a test's site is filled the same way and
 * passed as `ServerOptions.seed`.
 *
 * A seed is planted whole or not at all (site-seed.service.ts): before anything is written, every
 * document it holds is checked with the rules a publish applies (publish-rules.ts: the document's
 * data rules, the blocking accessibility findings, 網址代稱 and item codes, the size and depth a save
 * may carry, module paths), and every account's password with the password rules. The first broken
 * rule of each document is named in one zh-TW refusal, and nothing is written.
 */

/**
 * One module (a page of the site), keyed by its path in `SiteSeed.modules`. Its `info` and
 * `setting` become the published `settings:{path}` document.
 */
export interface SeedModule {
  info: ModuleInfo;
  setting: MenuSetting;
  kind: ContentKind;
  /** `cms-single` modules: the page object, published as `page:{path}`. */
  page?: PageObject;
  /**
   * Every other listing kind: its items, in list order, each with an `id` (its code: letters,
   * digits, `-` and `_`) and the fields of its kind; each is published as `item:{path}:{id}`.
   */
  rows?: Array<Record<string, unknown> & { id: string; title: string }>;
  /**
   * Stored as drafts only, never published by the seed: the module itself (its settings) is
   * published, so staff find it in the content list and its path is taken, but its page or items
   * become unpublished drafts at revision 1 (草稿), which visitors get 404 for until someone
   * publishes them through the editor. They are checked by the same publish rules as the rest of
   * the seed, so each can be published as it stands. A new site's policy pages start so
   * (policy-drafts.ts).
   */
  draft?: true;
}

/** An account written with the site; its password is hashed before the write. */
export interface SeedAccount {
  account: string;
  /**
   * Checked by the password rules in force (src/shared/password-rules.ts and the common-password
   * lists, as PasswordService checks a new password), unless the seed is the demo's
   * (`SiteSeed.demoAccounts`).
   */
  password: string;
  displayName: string;
  /** Where the site's mail to this account goes. */
  email?: string;
  /** Rights wherever `pathRights` does not name the path. */
  rights: Required<Rights>;
  pathRights?: Record<string, Required<Rights>>;
  /** Manages accounts, site settings and the audit log. */
  admin?: boolean;
}

/** A whole site as a starter gives it. */
export interface SiteSeed {
  config: SiteConfigEntry[];
  /** The chrome documents (`chrome:{name}`), each checked as its editor's publish checks it. */
  header: SiteHeader;
  menu: MenuItem[];
  footer: SiteFooter;
  banner: Banner;
  bannerMobile: Banner;
  /** The home page's sections, published as `structure:home`. */
  structure: SiteStructure;
  metadata: SiteMetadata;
  sitemap: MenuItem[];
  /**
   * Landing pages built from index sections like the home page, keyed by page path; served by
   * `GET /api/site/structure/{path}` and published as `structure:{path}`. Their `modules` entry
   * has `info.moduleKey === 'index'`.
   */
  landings: Record<string, SiteStructure>;
  /** Keyed by page path (`news`, `about`, …). */
  modules: Record<string, SeedModule>;
  accounts: SeedAccount[];
  /** The site's indexEditable setting; absent keeps the spec's default (false). */
  indexEditable?: boolean;
  /** The site's requireReview setting; absent keeps the default (false). */
  requireReview?: boolean;
  /**
   * The one exception to the password rules: the demo's accounts keep the passwords README.md
   * lists, which are shorter than the rules ask and contain the account names, so that anyone can
   * try the demo. Only the demo declares it, and it is honoured only when the server plants the
   * seed as the demo (`--demo`, `THEMESITE_DEMO=1`); any other seed that declares it is refused.
   */
  demoAccounts?: true;
}

/** A generated file a starter serves at its own `path` (`/media/demo/hall-1.svg`), from memory. */
export interface SeedImage {
  path: string;
  contentType: string;
  body: string | Buffer;
}

/**
 * Files a starter writes into the uploads folder when they are first asked for (the demo's
 * photographs go through the upload pipeline so), under upload ids of their own.
 */
export interface StarterUploads {
  /** Resolves once the file with this upload id is written; undefined for any other id. */
  ready(fileId: string): Promise<void> | undefined;
  /** Writes every file not written yet. */
  warm(): Promise<void>;
}

/**
 * What a server can be started with besides the core: the seed of an empty database, and what is
 * served beside the site while the database holds it. Each part is asked for only when needed.
 */
export interface SiteStarter {
  site(): SiteSeed | Promise<SiteSeed>;
  /** Served at their paths while the database holds this starter's site. */
  images?(): SeedImage[];
  /** Written into `uploadsDir` on demand while the database holds this starter's site. */
  uploads?(uploadsDir: string): StarterUploads;
}
