import type { FullSiteSettings, SiteSettingsUpdate } from '../../shared/site-settings.schema';

/**
 * 網站設定 (administrators): `GET/PUT /backend/site/settings`. Failures reject with the api
 * client's typed errors (`ApiError` with the server's zh-TW words and `fields`).
 */
export interface SiteSettingsSource {
  read(): Promise<FullSiteSettings>;
  /** Whether the signed-in account is an administrator, the only one who may change them. */
  mayChange(): Promise<boolean>;
  /** Changes what `update` names; answers the settings as committed. */
  save(update: SiteSettingsUpdate): Promise<FullSiteSettings>;
}
