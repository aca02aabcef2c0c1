import { Container, ContainerModule } from 'inversify';
import type { CaptchaWidget } from '../adapters/captcha/captcha-widget';
import type { RouterLocation } from '../adapters/navigation/router-location';
import type { ApiContent } from '../adapters/http/api-content.adapter';
import type { ApiClient } from '../application/api/api-client';
import type { PageResolver } from '../application/content/resolve-page.use-case';
import type { VisitCounter } from '../application/content/visit-counter.use-case';
import { readAppConfig, type AppConfig } from '../config/app-config';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { HttpPort } from '../domain/http/http.port';
import type { Navigation } from '../domain/navigation/navigation.port';
import type { Connectivity } from '../domain/network/connectivity.port';
import type { ProgressCounter } from '../domain/progress/progress-counter';
import type { Session } from '../domain/session/session';
import type { KeyValueStorage } from '../domain/storage/storage.port';
import type { Clock, Timers } from '../domain/time/clock.port';
import type { ProgressStore } from '../stores/progress.store';
import type { SessionStore } from '../stores/session.store';
import type { SiteChromeState, SiteChromeStore } from '../stores/site-chrome.store';
import { createSiteConfigStore, type SiteConfigStore } from '../stores/site-config.store';
import type { DialogsStore } from '../stores/dialogs.store';
import { apiModule, type LoginAction, type LogoutAction, type SiteConfigAction } from './modules/api.module';
import { captchaModule } from './modules/captcha.module';
import { contentModule, type MailboxFormFactory } from './modules/content.module';
import { dialogsModule } from './modules/dialogs.module';
import {
  kitsModule,
  type AccountLoader,
  type AccountsLoader,
  type MailboxLoader,
  type StatisticsLoader,
  type CaseLookupLoader,
  type EditingLoader,
} from './modules/kits.module';
import { httpModule } from './modules/http.module';
import { navigationModule } from './modules/navigation.module';
import { sessionModule } from './modules/session.module';
import { storageModule } from './modules/storage.module';
import { chromeStore, storesModule } from './modules/stores.module';
import type { AppServices } from './services';
import { TYPES } from './symbols';

/** Adapters a caller may swap in (tests, other hosts); everything else follows from them. */
export interface AdapterOverrides {
  config: AppConfig;
  http: HttpPort;
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  navigation: Navigation & RouterLocation;
  clock: Clock;
  timers: Timers;
  dialogs: Dialogs;
  dialogsStore: DialogsStore;
  captcha: CaptchaWidget;
  connectivity: Connectivity;
}

const OVERRIDE_IDS: Record<keyof AdapterOverrides, symbol> = {
  config: TYPES.AppConfig,
  http: TYPES.Http,
  localStorage: TYPES.LocalStorage,
  sessionStorage: TYPES.SessionStorage,
  navigation: TYPES.Navigation,
  clock: TYPES.Clock,
  timers: TYPES.Timers,
  dialogs: TYPES.Dialogs,
  dialogsStore: TYPES.DialogsStore,
  captcha: TYPES.Captcha,
  connectivity: TYPES.Connectivity,
};

const configModule = new ContainerModule(({ bind }) => {
  bind<AppConfig>(TYPES.AppConfig)
    .toDynamicValue(() => readAppConfig())
    .inSingletonScope();
});

const servicesModule = new ContainerModule(({ bind }) => {
  bind<AppServices>(TYPES.Services)
    .toDynamicValue((ctx) => ({
      config: ctx.get<AppConfig>(TYPES.AppConfig),
      api: ctx.get<ApiClient>(TYPES.ApiClient),
      content: ctx.get<ApiContent>(TYPES.Content),
      resolvePage: ctx.get<PageResolver>(TYPES.ResolvePage),
      visits: ctx.get<VisitCounter>(TYPES.VisitCounter),
      openMailboxForm: ctx.get<MailboxFormFactory>(TYPES.MailboxForm),
      openEditing: ctx.get<EditingLoader>(TYPES.Editing),
      openAccounts: ctx.get<AccountsLoader>(TYPES.Accounts),
      openMailbox: ctx.get<MailboxLoader>(TYPES.Mailbox),
      openStatistics: ctx.get<StatisticsLoader>(TYPES.Statistics),
      openCaseLookup: ctx.get<CaseLookupLoader>(TYPES.CaseLookup),
      openAccount: ctx.get<AccountLoader>(TYPES.Account),
      connectivity: ctx.get<Connectivity>(TYPES.Connectivity),
      timers: ctx.get<Timers>(TYPES.Timers),
      session: ctx.get<Session>(TYPES.Session),
      login: ctx.get<LoginAction>(TYPES.Login),
      logout: ctx.get<LogoutAction>(TYPES.Logout),
      loadSiteConfig: ctx.get<SiteConfigAction>(TYPES.SiteConfigLoader),
      navigation: ctx.get<Navigation & RouterLocation>(TYPES.Navigation),
      captcha: ctx.get<CaptchaWidget>(TYPES.Captcha),
      dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
      dialogsStore: ctx.get<DialogsStore>(TYPES.DialogsStore),
      progress: ctx.get<ProgressCounter>(TYPES.Progress),
      clock: ctx.get<Clock>(TYPES.Clock),
      localStorage: ctx.get<KeyValueStorage>(TYPES.LocalStorage),
      stores: {
        session: ctx.get<SessionStore>(TYPES.SessionStore),
        progress: ctx.get<ProgressStore>(TYPES.ProgressStore),
        siteConfig: ctx.get<SiteConfigStore>(TYPES.SiteConfigStore),
        siteChrome: ctx.get<SiteChromeStore>(TYPES.SiteChromeStore),
      },
    }))
    .inSingletonScope();
});

/**
 * What the stores start from instead of empty: the chrome and configuration a server
 * render used, so that the browser hydrates from the same state and asks for neither again.
 */
export interface StartState {
  chrome: SiteChromeState;
  config: unknown;
}

/**
 * The one composition root: a container module per area, then the caller's adapters in place of
 * the browser's. Nothing outside src/composition resolves from it.
 */
export function createContainer(overrides: Partial<AdapterOverrides> = {}, start?: StartState): Container {
  const container = new Container();
  container.load(
    configModule,
    httpModule,
    storageModule,
    navigationModule,
    dialogsModule,
    captchaModule,
    sessionModule,
    apiModule,
    contentModule,
    kitsModule,
    storesModule,
    servicesModule,
  );
  for (const [name, value] of Object.entries(overrides) as Array<[keyof AdapterOverrides, unknown]>) {
    if (value !== undefined) container.rebind(OVERRIDE_IDS[name]).toConstantValue(value);
  }
  if (start) {
    container
      .rebind<SiteChromeStore>(TYPES.SiteChromeStore)
      .toDynamicValue((ctx) => chromeStore(ctx, start.chrome))
      .inSingletonScope();
    container
      .rebind<SiteConfigStore>(TYPES.SiteConfigStore)
      .toDynamicValue((ctx) =>
        createSiteConfigStore(ctx.get<SiteConfigAction>(TYPES.SiteConfigLoader), {
          config: start.config,
          loaded: true,
        }),
      )
      .inSingletonScope();
  }
  return container;
}

/** Resolves the services handed to React. */
export function resolveServices(container: Container): AppServices {
  return container.get<AppServices>(TYPES.Services);
}

/** Stops the listeners the services hold (storage events, the progress counter): tests, hot reload. */
export function disposeServices(services: AppServices): void {
  services.stores.session.dispose();
  services.stores.progress.dispose();
  services.session.dispose();
}
