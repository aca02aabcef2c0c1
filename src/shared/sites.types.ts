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
  /**
   * POST `SiteAdministratorBody` → 201 `SiteAdministrator`: a site's administrator, a new account
   * (with its one-time password) or a person of another site who joins it.
   */
  siteAdministrators: (code: string) => `/backend/sites/${enc(code)}/administrators`,
} as const;

export type SiteAction = 'disable' | 'enable';

/** A site's code, the platform's `projectCode`: lower-case letters, digits and inner hyphens. */
export const SITE_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const SITE_CODE_TEXT = '網站代碼為 1–40 個小寫英文字母、數字或連字號（-），開頭與結尾不可為連字號。';
export const SITE_NAME_MAX_CHARS = 60;
export const SITE_NAME_TEXT = `請填 1–${SITE_NAME_MAX_CHARS} 個字的網站名稱。`;

export interface SiteSummary {
  code: string;
  name: string;
  /** scheme://host[:port] of its links, or null: the server's PUBLIC_ORIGIN (the default site). */
  origin: string | null;
  /** Hosts that answer 301 to the origin. */
  aliases: string[];
  status: 'active' | 'disabled';
  /**
   * Removed (`npm run sites -- remove --purge`): when it is deleted for good (ISO time); until then
   * `restore` brings it back. null: in service.
   */
  purgeAt: string | null;
  /** When a person last published on it (ISO time); null: nothing yet. */
  lastPublishedAt: string | null;
  /** What its uploaded media take on disk, in bytes. */
  mediaBytes: number;
  /** Its 網站管理者, platform administrators apart (they manage every site). */
  administrators: SitePerson[];
}

/** A person as 網站列表 names them: their display name, and their account beside it. */
export interface SitePerson {
  account: string;
  displayName: string;
}

export interface NewSiteBody {
  code: string;
  name: string;
  /** `museum.example.tw`, or with its scheme and port. */
  host: string;
  aliases?: string[];
  /** A site whose structure and chrome the new one starts with (its modules without their content). */
  copyFrom?: string;
}

export interface SiteHostsBody {
  host: string;
  aliases?: string[];
}

export interface SiteAdministratorBody {
  account: string;
  /** For a new account; a person already on the platform keeps theirs. */
  displayName?: string;
  email?: string;
}

/** The administrator a site was given; `initialPassword` only for a new account, shown once. */
export interface SiteAdministrator {
  site: SiteSummary;
  person: SitePerson;
  /** True when the person was already on the platform and joined this site. */
  joined: boolean;
  initialPassword?: string;
}
