/**
 * The platform's sites (**ext**, docs/api.md "Sites"): paths and shapes both sides speak. Only
 * a 平台管理者 may call them. Shared: imports nothing from Node, the server or the client.
 */
const enc = encodeURIComponent;

export const SITE_PATHS = {
  /** GET → `SiteSummary[]`; POST `NewSiteBody` → 201 `SiteSummary`. */
  sites: '/backend/sites',
  /** PUT `SiteHostsBody` → `SiteSummary`. */
  siteHosts: (code: string) => `/backend/sites/${enc(code)}/hosts`,
  /** POST → `SiteSummary`: switched off (visitors see a page saying so) or on again. */
  siteAction: (code: string, action: SiteAction) => `/backend/sites/${enc(code)}/${action}`,
} as const;

export type SiteAction = 'disable' | 'enable';

export interface SiteSummary {
  code: string;
  name: string;
  /** scheme://host[:port] of its links, or null: the server's PUBLIC_ORIGIN (the default site). */
  origin: string | null;
  /** Hosts that answer 301 to the origin. */
  aliases: string[];
  status: 'active' | 'disabled';
}

export interface NewSiteBody {
  code: string;
  name: string;
  /** `museum.example.tw`, or with its scheme and port. */
  host: string;
  aliases?: string[];
}

export interface SiteHostsBody {
  host: string;
  aliases?: string[];
}
