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
  /**
   * When the site was removed (`sites remove --purge`), in epoch ms: its hosts then answer as
   * unknown until `sites restore`, or until its rows are deleted 30 days later. Absent while the
   * site is in service.
   */
  removedAt?: number;
}

/** The platform's sites list: the one store every site's unit reads alike. */
export interface SiteStore {
  /** Every site, by code. */
  list(): Promise<StoredSite[]>;
  find(code: string): Promise<StoredSite | undefined>;
  add(site: StoredSite): Promise<void>;
  setHosts(code: string, origin: string | null, aliases: readonly string[]): Promise<void>;
  setStatus(code: string, status: StoredSite['status']): Promise<void>;
  /** Marks the site removed at `at`, or back in service (null). */
  setRemoved(code: string, at: number | null): Promise<void>;
  /** Deletes the site's record; its rows in every other table must be gone first. */
  delete(code: string): Promise<void>;
}
