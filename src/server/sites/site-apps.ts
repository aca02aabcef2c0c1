import type { StoredSite } from '../ports/site-store.port';

/** What of a site's app the front door needs: it closes with the server. */
export interface ClosableApp {
  close(): Promise<unknown>;
}

/** What of a site's record its app is built from: a change of these builds the app again. */
const builtFrom = (site: StoredSite): string => JSON.stringify([site.name, site.origin, site.aliases]);

/**
 * One app per site, each over its own site's storage, built on the site's first request (so a
 * server's start does not grow with its sites) or when `warm` visits it after the server listens
 * (so every site's scheduled publishing runs without waiting for a visitor). A site whose name or
 * hosts changed gets a new app, built from the new record; the old one is closed after it.
 * A build that fails is tried again on the next request.
 */
export class SiteApps<App extends ClosableApp> {
  private readonly apps = new Map<string, { from: string; app: Promise<App> }>();
  private closed = false;

  constructor(private readonly build: (site: StoredSite) => Promise<App>) {}

  /** The app of `site`, built once for its record. */
  appOf(site: StoredSite): Promise<App> {
    if (this.closed) return Promise.reject(new Error('the server is closing'));
    const from = builtFrom(site);
    const held = this.apps.get(site.code);
    if (held?.from === from) return held.app;
    const app = this.build(site);
    this.apps.set(site.code, { from, app });
    app.catch(() => {
      if (this.apps.get(site.code)?.app === app) this.apps.delete(site.code);
    });
    if (held) void held.app.then((old) => old.close()).catch(() => undefined);
    return app;
  }

  /** The app of `code` if it has been built. */
  built(code: string): Promise<App> | undefined {
    return this.apps.get(code)?.app;
  }

  /**
   * Builds the apps of `sites` not built yet, one after another, so the server's processor goes to
   * requests first; failures go to `onError` and are tried again on the site's next request.
   */
  async warm(
    sites: readonly StoredSite[],
    onError: (site: StoredSite, error: unknown) => void,
  ): Promise<void> {
    for (const site of sites) {
      if (this.closed) return;
      if (this.apps.get(site.code)?.from === builtFrom(site)) continue;
      try {
        await this.appOf(site);
      } catch (error) {
        onError(site, error);
      }
    }
  }

  /**
   * Closes the apps of sites no longer in service (removed, or deleted from the list), so that a
   * removed site's scheduler publishes and sends nothing more; `restore` builds it anew.
   */
  retire(sites: readonly StoredSite[]): void {
    const serving = new Set(sites.filter((site) => site.removedAt === undefined).map((site) => site.code));
    for (const [code, held] of this.apps) {
      if (serving.has(code)) continue;
      this.apps.delete(code);
      void held.app.then((app) => app.close()).catch(() => undefined);
    }
  }

  /** Closes every app built (each waits for its own timers and writes); none is built after. */
  async closeAll(): Promise<void> {
    this.closed = true;
    const apps = [...this.apps.values()];
    this.apps.clear();
    await Promise.allSettled(apps.map(async ({ app }) => (await app).close()));
  }
}
