/** A site the server serves, as the platform's sites list keeps it. */
export interface StoredSite {
  /** The platform's `projectCode` for the site: lower-case letters, digits and hyphens. */
  code: string;
  name: string;
  /** scheme://host[:port] of every link of the site; null: the server's PUBLIC_ORIGIN. */
  origin: string | null;
  /** Further hosts (host[:port]) that answer with a 301 to the origin. */
  aliases: string[];
  status: 'active' | 'disabled';
}

/** The platform's sites list: the one store every site's unit reads alike. */
export interface SiteStore {
  /** Every site, by code. */
  list(): Promise<StoredSite[]>;
  find(code: string): Promise<StoredSite | undefined>;
  add(site: StoredSite): Promise<void>;
  setHosts(code: string, origin: string | null, aliases: readonly string[]): Promise<void>;
  setStatus(code: string, status: StoredSite['status']): Promise<void>;
}
