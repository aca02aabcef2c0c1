/**
 * The one table of the API's paths (product.md section 3). The HTTP content adapter and the auth
 * use cases build every request from it, the route prefetch (src/ui/performance/route-prefetch.ts)
 * and the build's start-up hints preload the same URLs, so a path is spelled once. It lives in
 * `shared` so that the core may name the auth calls without importing an adapter. Path segments
 * are encoded here, never by callers.
 */
const enc = encodeURIComponent;

export const API_PATHS = {
  siteConfig: '/api/site/config',
  site: {
    header: '/api/site/header',
    menu: '/api/site/menu',
    footer: '/api/site/footer',
    banner: '/api/site/banner',
    bannerMobile: '/api/site/bannerMobile',
    metadata: '/api/site/metadata',
    sitemap: '/api/site/sitemap',
  },
  structure: (landingPath?: string) =>
    landingPath === undefined ? '/api/site/structure' : `/api/site/structure/${enc(landingPath)}`,
  module: (path: string) => `/api/site/module/${enc(path)}`,
  menuSetting: (path: string) => `/api/cms/menuSetting/${enc(path)}`,
  /** A module's list, a single page's object, or (POST) a letter to a mailbox. */
  content: (path: string) => `/api/cms/${enc(path)}`,
  item: (path: string, id: string) => `/api/cms/${enc(path)}/${enc(id)}`,
  /** The item view beacon (POST, 204). */
  itemView: (path: string, id: string) => `/api/cms/${enc(path)}/${enc(id)}/view`,
  /** The visit counter: POST counts a visit and answers `{total}`; GET answers the total. */
  siteHit: '/api/site/hit',
  tagged: '/api/cms/tag',
  /** **ext** 案件查詢: POST `{serialNo, email}` → `CaseStatus` (src/shared/mailbox-case.ts). */
  mailboxCase: '/api/mailbox/case',
  /** **ext** A mailbox's 個人資料蒐集告知: GET → `{text}`. */
  mailboxNotice: (path: string) => `/api/mailbox/${enc(path)}/notice`,
  /** **ext** 開放資料: GET → the site's datasets with their metadata (src/shared/open-data.ts). */
  openData: '/api/opendata',
  auth: {
    token: '/backend/oauth/token',
    refresh: '/backend/oauth/reflash',
    logout: '/backend/oauth/del',
  },
  rights: (path: string) => `/backend/rights/${enc(path)}`,
} as const;
