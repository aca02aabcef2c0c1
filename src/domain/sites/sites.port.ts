import type {
  NewSiteBody,
  SiteAction,
  SiteAdministrator,
  SiteAdministratorBody,
  SiteSummary,
} from '../../shared/sites.types';

/**
 * 網站列表, platform administrators only: the sites API of docs/api.md ("Sites"). Failures reject
 * with the api client's typed errors (`ApiError` with the server's zh-TW words and fields).
 */
export interface SitesSource {
  list(): Promise<SiteSummary[]>;
  add(site: NewSiteBody): Promise<SiteSummary>;
  act(code: string, action: SiteAction): Promise<SiteSummary>;
  giveAdministrator(code: string, person: SiteAdministratorBody): Promise<SiteAdministrator>;
}
