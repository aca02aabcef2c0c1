import type { CaptchaWidget } from '../adapters/captcha/captcha-widget';
import type { RouterLocation } from '../adapters/navigation/router-location';
import type { ApiContent } from '../adapters/http/api-content.adapter';
import type { ApiClient } from '../application/api/api-client';
import type { PageResolver } from '../application/content/resolve-page.use-case';
import type { VisitCounter } from '../application/content/visit-counter.use-case';
import type { AppConfig } from '../config/app-config';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Navigation } from '../domain/navigation/navigation.port';
import type { Connectivity } from '../domain/network/connectivity.port';
import type { ProgressCounter } from '../domain/progress/progress-counter';
import type { Session } from '../domain/session/session';
import type { KeyValueStorage } from '../domain/storage/storage.port';
import type { Clock, Timers } from '../domain/time/clock.port';
import type { ProgressStore } from '../stores/progress.store';
import type { SessionStore } from '../stores/session.store';
import type { SiteChromeStore } from '../stores/site-chrome.store';
import type { SiteConfigStore } from '../stores/site-config.store';
import type { DialogsStore } from '../stores/dialogs.store';
import type { LoginAction, LogoutAction, SiteConfigAction } from './modules/api.module';
import type { MailboxFormFactory } from './modules/content.module';
import type {
  AccountLoader,
  AccountsLoader,
  CaseLookupLoader,
  EditingLoader,
  MailboxLoader,
  StatisticsLoader,
} from './modules/kits.module';

/** Everything the React views may use, resolved once by the composition root. */
export interface AppServices {
  config: AppConfig;
  /** Calls to the API host under the error policy (dialogs, refresh and retry, way to login). */
  api: ApiClient;
  /** What the public pages read (pages, lists, items, site chrome) and the editor's rights. */
  content: ApiContent;
  /** Resolves a page's module, following redirects over the whole chain (at most 31). */
  resolvePage: PageResolver;
  /** 瀏覽人次 in the footer and the view beacon of a detail page. */
  visits: VisitCounter;
  /** The mailbox form of a page, as a state machine the layout renders. */
  openMailboxForm: MailboxFormFactory;
  /** The editor's kit (edit sessions, authoring, uploads), loaded when an editor first opens a page. */
  openEditing: EditingLoader;
  /** 帳號管理's and 稽核紀錄's use cases (the editor's chunk), loaded when an administrator opens one. */
  openAccounts: AccountsLoader;
  /** 信箱管理's use cases (the editor's chunk), loaded when mailbox staff open it. */
  openMailbox: MailboxLoader;
  /** 網站統計's use cases (its own chunk), loaded when staff open it. */
  openStatistics: StatisticsLoader;
  /** 案件查詢 (its page's chunk), loaded when the page opens. */
  openCaseLookup: CaseLookupLoader;
  /** 我的帳號's kit (password, two-step login, sessions), loaded when a logged-in page first needs it. */
  openAccount: AccountLoader;
  /** Whether the device is online, so a failure can say it is the visitor's connection. */
  connectivity: Connectivity;
  /** The core's timers (banner, snack bar, drafts, scrolling), swapped for manual time in tests. */
  timers: Timers;
  session: Session;
  /** The login use case; on success the header greets the account. */
  login: LoginAction;
  /** The logout use case: `POST /backend/oauth/del`, then the local session is cleared. */
  logout: LogoutAction;
  /** `GET /api/site/config`; `[]` when it failed. */
  loadSiteConfig: SiteConfigAction;
  /** The core's navigation, plus the location hooks the router reads. */
  navigation: Navigation & RouterLocation;
  captcha: CaptchaWidget;
  dialogs: Dialogs;
  dialogsStore: DialogsStore;
  progress: ProgressCounter;
  clock: Clock;
  /** The site's local storage behind SafeStorage (shared by tabs): the remembered text size. */
  localStorage: KeyValueStorage;
  stores: {
    session: SessionStore;
    progress: ProgressStore;
    siteConfig: SiteConfigStore;
    siteChrome: SiteChromeStore;
  };
}
