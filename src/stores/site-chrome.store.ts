import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteSource } from '../domain/content/content.port';
import type { Banner, MenuItem, SiteFooter, SiteHeader, SiteMetadata } from '../shared/api-types';

export type ChromeStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SiteChromeState {
  header: SiteHeader | null;
  menu: MenuItem[];
  footer: SiteFooter | null;
  banner: Banner | null;
  bannerMobile: Banner | null;
  metadata: SiteMetadata | null;
  /** `failed` when header, menu or footer could not be loaded; banner and metadata are optional. */
  status: ChromeStatus;
  /**
   * The chrome held was read past every cache (the reads carried a session's token) and its
   * essential parts arrived: a staff screen opening on it has the chrome as it is now. Never so
   * for a server render's, which whatever cache served the page may have kept.
   */
  fresh?: boolean;
}

export interface SiteChromeStore extends StoreApi<SiteChromeState> {
  /** Starts every chrome call in one wave and settles when all have answered. */
  load(): Promise<void>;
}

/** The parts every page loads at start-up (index.html preloads the same calls). */
export const CHROME_PARTS = ['header', 'menu', 'footer', 'banner', 'bannerMobile', 'metadata'] as const;

/** The chrome before anything has loaded. */
export const EMPTY_CHROME: SiteChromeState = {
  header: null,
  menu: [],
  footer: null,
  banner: null,
  bannerMobile: null,
  metadata: null,
  status: 'idle',
};

const valueOf = <T>(result: PromiseSettledResult<T>): T | null =>
  result.status === 'fulfilled' ? result.value : null;

/**
 * The site chrome loaded at start-up: header, menu, footer, banners and metadata. They are
 * independent, so all six requests start together; a failure of one does not hold up the rest.
 */
export function createSiteChromeStore(
  site: SiteSource,
  start: SiteChromeState = EMPTY_CHROME,
  readsFresh: () => boolean = () => false,
): SiteChromeStore {
  // `start`: the chrome a server render used. It is the store's initial state because
  // React reads exactly that while it renders on the server and while it hydrates.
  const store = createStore<SiteChromeState>(() => start);
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    loading ??= (async () => {
      const fresh = readsFresh();
      store.setState({ status: 'loading' });
      const [header, menu, footer, banner, bannerMobile, metadata] = await Promise.allSettled([
        site.part('header'),
        site.part('menu'),
        site.part('footer'),
        site.part('banner'),
        site.part('bannerMobile'),
        site.part('metadata'),
      ]);
      const essentialFailed = [header, menu, footer].some((r) => r.status === 'rejected');
      const menuValue = valueOf(menu);
      store.setState({
        header: valueOf(header),
        menu: Array.isArray(menuValue) ? menuValue : [],
        footer: valueOf(footer),
        banner: valueOf(banner),
        bannerMobile: valueOf(bannerMobile),
        metadata: valueOf(metadata),
        status: essentialFailed ? 'failed' : 'ready',
        fresh: fresh && !essentialFailed,
      });
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  return Object.assign(store, { load });
}
