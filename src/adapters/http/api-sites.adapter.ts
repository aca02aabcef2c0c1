import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { SitesSource } from '../../domain/sites/sites.port';
import {
  SITE_PATHS,
  type NewSiteBody,
  type SiteAction,
  type SiteAdministrator,
  type SiteAdministratorBody,
  type SiteSummary,
} from '../../shared/sites.types';

/** 網站列表 words every failure in place, as 帳號管理 does. */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/** The sites port over the api client and the path table (docs/api.md, "Sites"). */
export class ApiSites implements SitesSource {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<SiteSummary[]> {
    const answer = await this.api.get<unknown>(SITE_PATHS.sites, INLINE);
    return Array.isArray(answer) ? (answer as SiteSummary[]) : [];
  }

  add(site: NewSiteBody): Promise<SiteSummary> {
    return this.api.post<SiteSummary>(SITE_PATHS.sites, site, INLINE);
  }

  act(code: string, action: SiteAction): Promise<SiteSummary> {
    return this.api.post<SiteSummary>(SITE_PATHS.siteAction(code, action), undefined, INLINE);
  }

  giveAdministrator(code: string, person: SiteAdministratorBody): Promise<SiteAdministrator> {
    return this.api.post<SiteAdministrator>(SITE_PATHS.siteAdministrators(code), person, INLINE);
  }
}
