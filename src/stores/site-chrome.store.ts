import { createStore, type StoreApi } from 'zustand/vanilla';
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
}

/** Reads one JSON resource of the site API (the api client, with its error policy, in production). */
export type GetJson = <T>(path: string) => Promise<T>;

export interface SiteChromeStore extends StoreApi<SiteChromeState> {
  /** Starts every chrome call in one wave and settles when all have answered. */
  load(): Promise<void>;
}

export const SITE_CHROME_PATHS = {
  header: '/api/site/header',
  menu: '/api/site/menu',
  footer: '/api/site/footer',
  banner: '/api/site/banner',
  bannerMobile: '/api/site/bannerMobile',
  metadata: '/api/site/metadata',
} as const;

const initial: SiteChromeState = {
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
export function createSiteChromeStore(getJson: GetJson): SiteChromeStore {
  const store = createStore<SiteChromeState>(() => initial);
  let loading: Promise<void> | null = null;

  const load = (): Promise<void> => {
    loading ??= (async () => {
      store.setState({ status: 'loading' });
      const [header, menu, footer, banner, bannerMobile, metadata] = await Promise.allSettled([
        getJson<SiteHeader>(SITE_CHROME_PATHS.header),
        getJson<MenuItem[]>(SITE_CHROME_PATHS.menu),
        getJson<SiteFooter>(SITE_CHROME_PATHS.footer),
        getJson<Banner>(SITE_CHROME_PATHS.banner),
        getJson<Banner>(SITE_CHROME_PATHS.bannerMobile),
        getJson<SiteMetadata>(SITE_CHROME_PATHS.metadata),
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
      });
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  return Object.assign(store, { load });
}
