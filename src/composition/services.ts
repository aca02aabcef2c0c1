import type { CaptchaWidget } from '../adapters/captcha/captcha-widget';
import type { RouterLocation } from '../adapters/navigation/router-location';
import type { ApiClient } from '../application/api/api-client';
import type { AppConfig } from '../config/app-config';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Navigation } from '../domain/navigation/navigation.port';
import type { ProgressCounter } from '../domain/progress/progress-counter';
import type { Session } from '../domain/session/session';
import type { KeyValueStorage } from '../domain/storage/storage.port';
import type { Clock } from '../domain/time/clock.port';
import type { ProgressStore } from '../stores/progress.store';
import type { SessionStore } from '../stores/session.store';
import type { SiteChromeStore } from '../stores/site-chrome.store';
import type { SiteConfigStore } from '../stores/site-config.store';
import type { DialogsStore } from '../stores/dialogs.store';
import type { LoginAction, LogoutAction, SiteConfigAction } from './modules/api.module';

/** Everything the React views may use, resolved once by the composition root. */
export interface AppServices {
  config: AppConfig;
  /** Calls to the API host under the error policy (dialogs, refresh and retry, way to login). */
  api: ApiClient;
  session: Session;
  /** The login use case; on success the header greets the account. */
  login: LoginAction;
  /** The logout use case: `POST /backend/oauth/del`, then the local session is cleared. */
  logout: LogoutAction;
  /** `GET /api/site/config`; `[]` when it failed. */
  loadSiteConfig: SiteConfigAction;
  /** The core's navigation, plus the location hooks the router reads. */
  navigation: Navigation & RouterLocation;
  /** sessionStorage (this tab only), where the mailbox keeps its draft. */
  mailboxDraftStorage: KeyValueStorage;
  captcha: CaptchaWidget;
  dialogs: Dialogs;
  dialogsStore: DialogsStore;
  progress: ProgressCounter;
  clock: Clock;
  stores: {
    session: SessionStore;
    progress: ProgressStore;
    siteConfig: SiteConfigStore;
    siteChrome: SiteChromeStore;
  };
}
