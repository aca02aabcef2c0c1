import { ContainerModule } from 'inversify';
import type { CaptchaWidget } from '../../adapters/captcha/captcha-widget';
import { createApiClient, type ApiClient } from '../../application/api/api-client';
import type { Credentials, LoginResult } from '../../application/auth/login.use-case';
import { refreshAccessToken } from '../../application/auth/refresh-token.use-case';
import { logout, type LogoutResult } from '../../application/auth/logout.use-case';
import { loadSiteConfig } from '../../application/site-config/load-site-config.use-case';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { HttpPort } from '../../domain/http/http.port';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { ProgressCounter } from '../../domain/progress/progress-counter';
import type { Session } from '../../domain/session/session';
import type { SessionEndNotes } from '../../domain/session/session-end-notes';
import type { Clock } from '../../domain/time/clock.port';
import type { SessionStore } from '../../stores/session.store';
import { TYPES } from '../symbols';

export type LoginAction = (credentials: Credentials) => Promise<LoginResult>;
export type LogoutAction = () => Promise<LogoutResult>;
export type SiteConfigAction = () => Promise<unknown>;

/**
 * The API client with the error policy of spec section 8 wired to the real dialogs, navigation
 * and session, and the use cases that run on it.
 */
export const apiModule = new ContainerModule(({ bind }) => {
  bind<ApiClient>(TYPES.ApiClient)
    .toDynamicValue((ctx) =>
      createApiClient({
        http: ctx.get<HttpPort>(TYPES.Http),
        session: ctx.get<Session>(TYPES.Session),
        dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
        navigation: ctx.get<Navigation>(TYPES.Navigation),
        clock: ctx.get<Clock>(TYPES.Clock),
        progress: ctx.get<ProgressCounter>(TYPES.Progress),
        // The HTTP adapter already prefixes the API host.
        baseUrl: '',
        sessionEndNote: () => ctx.get<SessionEndNotes>(TYPES.SessionEndNotes).current(),
        refresh: (api) =>
          refreshAccessToken({
            api,
            session: ctx.get<Session>(TYPES.Session),
            clock: ctx.get<Clock>(TYPES.Clock),
          }),
      }),
    )
    .inSingletonScope();

  bind<LoginAction>(TYPES.Login)
    .toDynamicValue((ctx) => {
      const deps = {
        api: ctx.get<ApiClient>(TYPES.ApiClient),
        session: ctx.get<Session>(TYPES.Session),
        captcha: ctx.get<CaptchaWidget>(TYPES.Captcha),
        clock: ctx.get<Clock>(TYPES.Clock),
      };
      const sessionStore = ctx.get<SessionStore>(TYPES.SessionStore);
      return async (credentials) => {
        // The use case (field checks, the token call) comes with the login page's chunk, not with
        // every visitor's first screen.
        const { login } = await import(
          /* webpackChunkName: "page-login" */ '../../application/auth/login.use-case'
        );
        const result = await login(deps, credentials);
        // The token answer names nobody; the header greets the account that was typed.
        if (result.ok) sessionStore.rememberAccount(credentials.account.trim());
        return result;
      };
    })
    .inSingletonScope();

  bind<LogoutAction>(TYPES.Logout)
    .toDynamicValue((ctx) => {
      const deps = { api: ctx.get<ApiClient>(TYPES.ApiClient), session: ctx.get<Session>(TYPES.Session) };
      return () => logout(deps);
    })
    .inSingletonScope();

  bind<SiteConfigAction>(TYPES.SiteConfigLoader)
    .toDynamicValue((ctx) => {
      const api = ctx.get<ApiClient>(TYPES.ApiClient);
      return () => loadSiteConfig({ api });
    })
    .inSingletonScope();
});
