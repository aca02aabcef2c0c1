import type { Clock } from '../platform/clock';
import type { StoredSite } from '../ports/site-store.port';

/** How old the sites list may be before a request reads it again (a site added by the command). */
export const SITES_LIST_MAX_AGE_MS = 5000;
/** A host no site claims reads the list again at once, but not more often than this. */
export const SITES_LIST_RECHECK_MS = 1000;

/**
 * The platform's sites list as the front door reads it: kept in memory and read again when it is
 * older than `maxAgeMs`, so a request costs no query; and at once when a host no site claims
 * arrives (`recheck`), so a site just added by `npm run sites -- add` answers on its first request
 * without strangers' made-up hosts costing a query each. Concurrent reads share one query.
 */
export class SiteDirectory {
  private sites: readonly StoredSite[] | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<readonly StoredSite[]> | undefined;

  constructor(
    private readonly read: () => Promise<StoredSite[]>,
    private readonly clock: Clock,
    private readonly maxAgeMs = SITES_LIST_MAX_AGE_MS,
    private readonly recheckMs = SITES_LIST_RECHECK_MS,
  ) {}

  /** The sites, at most `maxAgeMs` old. */
  list(): Promise<readonly StoredSite[]> {
    if (this.sites && this.clock.now() - this.readAt < this.maxAgeMs) return Promise.resolve(this.sites);
    return this.readNow();
  }

  /** The sites read again, unless they were read in the last `recheckMs`. */
  recheck(): Promise<readonly StoredSite[]> {
    if (this.sites && this.clock.now() - this.readAt < this.recheckMs) return Promise.resolve(this.sites);
    return this.readNow();
  }

  /** Forgets the list: the next request reads it (this process changed a site). */
  forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  private readNow(): Promise<readonly StoredSite[]> {
    this.reading ??= this.read()
      .then((sites) => {
        this.sites = sites;
        this.readAt = this.clock.now();
        return sites;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
