import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SiteConfigState {
  /** The server's site configuration, kept opaque; `[]` until loaded and when loading failed. */
  config: unknown;
  loaded: boolean;
}

export interface SiteConfigStore extends StoreApi<SiteConfigState> {
  /** Asks the loader once and keeps whatever it answers (the loader answers `[]` on failure). */
  load(): Promise<unknown>;
}

export function createSiteConfigStore(loadConfig: () => Promise<unknown>): SiteConfigStore {
  const store = createStore<SiteConfigState>(() => ({ config: [], loaded: false }));
  let loading: Promise<unknown> | null = null;
  const load = (): Promise<unknown> => {
    loading ??= loadConfig()
      .catch(() => [])
      .then((config) => {
        store.setState({ config, loaded: true });
        return config;
      });
    return loading;
  };
  return Object.assign(store, { load });
}
