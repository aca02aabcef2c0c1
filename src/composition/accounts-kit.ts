import type { ResolutionContext } from 'inversify';
import { ApiAccounts, ApiAudit } from '../adapters/http/api-accounts.adapter';
import { ApiChecklist } from '../adapters/http/api-checklist.adapter';
import { ApiSiteSettings } from '../adapters/http/api-site-settings.adapter';
import { ApiSites } from '../adapters/http/api-sites.adapter';
import type { ApiClient } from '../application/api/api-client';
import { accountsKitOver, type AccountsKit } from '../application/accounts/accounts-kit';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Clock } from '../domain/time/clock.port';
import { TYPES } from './symbols';

/**
 * The administrators' half of the composition root (帳號管理, 稽核紀錄, 網站設定, 網站列表,
 * 政府網站檢核), in the editor's chunk: the
 * accounts and audit adapters over the api client, and the use cases bound to them. Resolved here
 * rather than in the loader the first screen carries, so visitors pay only for the loader.
 */
export function accountsKitFrom(ctx: ResolutionContext): AccountsKit {
  const api = ctx.get<ApiClient>(TYPES.ApiClient);
  return accountsKitOver({
    accounts: new ApiAccounts(api),
    audit: new ApiAudit(api),
    siteSettings: new ApiSiteSettings(api),
    sites: new ApiSites(api),
    checklist: new ApiChecklist(api),
    dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
    clock: ctx.get<Clock>(TYPES.Clock),
  });
}
