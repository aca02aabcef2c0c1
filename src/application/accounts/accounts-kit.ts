import type { AccountsSource, AuditSource } from '../../domain/accounts/accounts.port';
import type { ChecklistSource } from '../../domain/checklist/checklist.port';
import type { SiteSettingsForm } from '../../domain/site-settings/site-settings-form';
import type { SiteSettingsSource } from '../../domain/site-settings/site-settings.port';
import type { SitesSource } from '../../domain/sites/sites.port';
import type { AuditFilters } from '../../domain/accounts/audit-policy';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { Clock } from '../../domain/time/clock.port';
import type { RightsRow } from '../../domain/accounts/account-rights';
import type { AccountAction, AccountSummary } from '../../shared/accounts.types';
import type { FullSiteSettings } from '../../shared/site-settings.schema';
import {
  loadSiteSettings,
  saveSiteSettings,
  type LoadSiteSettingsOutcome,
  type SaveSiteSettingsOutcome,
} from '../site-settings/site-settings.use-case';
import { sitesKitOver, type SitesKit } from '../sites/manage-sites.use-case';
import { loadChecklist, type LoadChecklistOutcome } from '../checklist/checklist.use-case';
import {
  deleteAccount,
  runAccountAction,
  type AccountActionOutcome,
  type DeleteAccountOutcome,
} from './account-action.use-case';
import {
  exportAudit,
  readAuditPage,
  type AuditExportOutcome,
  type AuditPageOutcome,
} from './audit-log.use-case';
import {
  createAccount,
  joinAccount,
  loadAccounts,
  saveRights,
  type AccountsOutcome,
  type CreateAccountOutcome,
  type JoinAccountOutcome,
  type NewAccountRequest,
  type SaveRightsOutcome,
  type SaveRightsRequest,
} from './manage-accounts.use-case';

/**
 * What 帳號管理, 稽核紀錄 and 網站設定 get once their chunk has loaded: the use cases bound to the accounts
 * and audit ports, so a view says what the administrator asked for and words the outcome.
 */
export interface AccountsKit {
  load(): Promise<AccountsOutcome>;
  create(request: NewAccountRequest): Promise<CreateAccountOutcome>;
  /** 加入本網站: a person of another site named in 新增帳號. */
  join(request: { account: string; admin: boolean; rows: readonly RightsRow[] }): Promise<JoinAccountOutcome>;
  /** 編輯帳號: role, address and rights. */
  saveRights(request: SaveRightsRequest): Promise<SaveRightsOutcome>;
  act(request: { account: AccountSummary; action: AccountAction }): Promise<AccountActionOutcome>;
  remove(request: { account: AccountSummary; all: readonly AccountSummary[] }): Promise<DeleteAccountOutcome>;
  auditPage(filters: AuditFilters, page: number): Promise<AuditPageOutcome>;
  exportAudit(filters: AuditFilters): Promise<AuditExportOutcome>;
  /** 網站設定: the settings, for administrators. */
  loadSettings(): Promise<LoadSiteSettingsOutcome>;
  /** 儲存 on 網站設定: what the form changes from `saved`. */
  saveSettings(saved: FullSiteSettings, form: SiteSettingsForm): Promise<SaveSiteSettingsOutcome>;
  /** 網站列表, for platform administrators. */
  sites: SitesKit;
  /** 政府網站檢核, for administrators: every line as the server decides it now. */
  loadChecklist(): Promise<LoadChecklistOutcome>;
}

/** The ports a kit is made of; the composition root passes the browser's, tests the twins. */
export interface AccountsPorts {
  accounts: AccountsSource;
  audit: AuditSource;
  siteSettings: SiteSettingsSource;
  sites: SitesSource;
  checklist: ChecklistSource;
  dialogs: Pick<Dialogs, 'confirm'>;
  clock: Clock;
}

export function accountsKitOver(ports: AccountsPorts): AccountsKit {
  const { accounts, audit, siteSettings, sites, checklist, dialogs, clock } = ports;
  return {
    load: () => loadAccounts(accounts),
    create: (request) => createAccount(accounts, request),
    join: (request) => joinAccount(accounts, request),
    saveRights: (request) => saveRights(accounts, request),
    act: (request) => runAccountAction({ accounts, dialogs }, request),
    remove: (request) => deleteAccount({ accounts, dialogs }, request),
    auditPage: (filters, page) => readAuditPage(audit, filters, page),
    exportAudit: (filters) => exportAudit({ audit, clock }, filters),
    loadSettings: () => loadSiteSettings(siteSettings),
    saveSettings: (saved, form) => saveSiteSettings(siteSettings, saved, form),
    sites: sitesKitOver({ sites, dialogs }),
    loadChecklist: () => loadChecklist(checklist),
  };
}
