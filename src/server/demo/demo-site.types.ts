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

/** One page (module) of the demo site, keyed by its path in `DemoSite.modules`. */
export interface DemoModule {
  info: ModuleInfo;
  setting: MenuSetting;
  kind: ContentKind;
  /** `cms-single` modules: the page object. */
  page?: PageObject;
  /** Every other listing kind: its rows, each with a string `id` and the fields of its kind. */
  rows?: Array<Record<string, unknown> & { id: string; title: string }>;
}

export interface DemoUser {
  account: string;
  password: string;
  displayName: string;
  /** Where the demo's mail to this account goes. */
  email?: string;
  /** Rights wherever `pathRights` does not name the path. */
  rights: Required<Rights>;
  pathRights?: Record<string, Required<Rights>>;
  /** Manages accounts, site settings and the audit log. */
  admin?: boolean;
}

/** Everything the reference server seeds into SQLite on first start. */
export interface DemoSite {
  config: SiteConfigEntry[];
  header: SiteHeader;
  menu: MenuItem[];
  footer: SiteFooter;
  structure: SiteStructure;
  metadata: SiteMetadata;
  banner: Banner;
  bannerMobile: Banner;
  sitemap: MenuItem[];
  /**
   * Landing pages built from index sections like the home page, keyed by page path; served by
   * `GET /api/site/structure/{path}`. Their `modules` entry has `info.moduleKey === 'index'`.
   */
  landings: Record<string, SiteStructure>;
  /** Keyed by page path (`news`, `about`, …). */
  modules: Record<string, DemoModule>;
  users: DemoUser[];
  /** The site's indexEditable setting; absent keeps the spec's default (false). */
  indexEditable?: boolean;
  /** The site's requireReview setting; absent keeps the default (false). */
  requireReview?: boolean;
}

/** A generated demo image, served by the reference server at `path` (e.g. `/media/demo/hall-1.svg`). */
export interface DemoImage {
  path: string;
  contentType: string;
  body: string | Buffer;
}
