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

export function createSiteConfigStore(
  loadConfig: () => Promise<unknown>,
  start: SiteConfigState = { config: [], loaded: false },
): SiteConfigStore {
  // `start`: the configuration a server render used, as the chrome store's.
  const store = createStore<SiteConfigState>(() => start);
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
