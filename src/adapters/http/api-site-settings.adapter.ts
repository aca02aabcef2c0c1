import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { SiteSettingsSource } from '../../domain/site-settings/site-settings.port';
import { ACCOUNT_PATHS, type MyAccount } from '../../shared/accounts.types';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { FullSiteSettings, SiteSettingsUpdate } from '../../shared/site-settings.schema';

/** 網站設定 words every failure in place (a 403 is a sentence, a 400 stands under its field). */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/** The site settings port over the api client (docs/api.md, `GET/PUT /backend/site/settings`). */
export class ApiSiteSettings implements SiteSettingsSource {
  constructor(private readonly api: ApiClient) {}

  read(): Promise<FullSiteSettings> {
    return this.api.get<FullSiteSettings>(AUTHORING_PATHS.siteSettings, INLINE);
  }

  async mayChange(): Promise<boolean> {
    const me = await this.api.get<Partial<MyAccount>>(ACCOUNT_PATHS.me, INLINE);
    return me.admin === true;
  }

  save(update: SiteSettingsUpdate): Promise<FullSiteSettings> {
    return this.api.put<FullSiteSettings>(AUTHORING_PATHS.siteSettings, update, INLINE);
  }
}
