import type { ResolutionContext } from 'inversify';
import { ApiMyAccount } from '../adapters/http/api-my-account.adapter';
import { accountKitOver, type AccountKit } from '../application/account/account-kit';
import type { ApiClient } from '../application/api/api-client';
import type { Dialogs } from '../domain/dialogs/dialogs.port';
import type { Navigation } from '../domain/navigation/navigation.port';
import type { Session } from '../domain/session/session';
import type { SessionEndNotes } from '../domain/session/session-end-notes';
import type { KeyValueStorage } from '../domain/storage/storage.port';
import type { Clock, Timers } from '../domain/time/clock.port';
import type { LogoutAction } from './modules/api.module';
import type { SessionStore } from '../stores/session.store';
import { TYPES } from './symbols';

/**
 * 我的帳號's half of the composition root, in the `signed-in` chunk (with the idle watch that always needs it): the HTTP adapter of its ports and
 * the use cases bound to it. Only a logged-in user's browser asks for it.
 */
export function accountKitFrom(ctx: ResolutionContext): AccountKit {
  const my = new ApiMyAccount(ctx.get<ApiClient>(TYPES.ApiClient));
  const sessionStore = ctx.get<SessionStore>(TYPES.SessionStore);
  return accountKitOver({
    security: my,
    sessions: my,
    dialogs: ctx.get<Dialogs>(TYPES.Dialogs),
    session: ctx.get<Session>(TYPES.Session),
    rememberAccess: (access) => sessionStore.rememberAccess(access),
    idle: {
      clock: ctx.get<Clock>(TYPES.Clock),
      timers: ctx.get<Timers>(TYPES.Timers),
      storage: ctx.get<KeyValueStorage>(TYPES.LocalStorage),
      sessionEndNotes: ctx.get<SessionEndNotes>(TYPES.SessionEndNotes),
      logout: ctx.get<LogoutAction>(TYPES.Logout),
      navigation: ctx.get<Navigation>(TYPES.Navigation),
    },
  });
}
