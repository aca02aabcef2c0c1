import type { SiteConfigEntry } from '../../shared/api-types';
import type { ApiClient } from '../api/api-client';
import { API_PATHS } from '../../shared/api-paths';

export interface LoadSiteConfigDeps {
  api: ApiClient;
}

/**
 * The start-up configuration (spec section 7): the answer is kept as given (the client treats it as
 * opaque); when loading fails it is an empty list, without a dialog, so the site still starts.
 */
export async function loadSiteConfig<T = SiteConfigEntry[]>(deps: LoadSiteConfigDeps): Promise<T | []> {
  try {
    const config = await deps.api.get<T | undefined>(API_PATHS.siteConfig, { errors: 'caller' });
    return config === undefined ? [] : config;
  } catch {
    return [];
  }
}
