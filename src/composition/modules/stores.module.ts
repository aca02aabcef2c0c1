import { ContainerModule, type ResolutionContext } from 'inversify';
import type { ApiContent } from '../../adapters/http/api-content.adapter';
import type { ProgressCounter } from '../../domain/progress/progress-counter';
import type { Session } from '../../domain/session/session';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import { createProgressStore, type ProgressStore } from '../../stores/progress.store';
import { createSessionStore, type SessionStore } from '../../stores/session.store';
import {
  createSiteChromeStore,
  type SiteChromeState,
  type SiteChromeStore,
} from '../../stores/site-chrome.store';
import { createSiteConfigStore, type SiteConfigStore } from '../../stores/site-config.store';
import type { SiteConfigAction } from './api.module';
import { TYPES } from '../symbols';

/** The vanilla stores React reads with `useStore`, each fed by the core or the API. */
export const storesModule = new ContainerModule(({ bind }) => {
  bind<SessionStore>(TYPES.SessionStore)
    .toDynamicValue((ctx) =>
      createSessionStore(ctx.get<Session>(TYPES.Session), ctx.get<KeyValueStorage>(TYPES.LocalStorage)),
    )
    .inSingletonScope();
  bind<ProgressStore>(TYPES.ProgressStore)
    .toDynamicValue((ctx) => createProgressStore(ctx.get<ProgressCounter>(TYPES.Progress)))
    .inSingletonScope();
  bind<SiteConfigStore>(TYPES.SiteConfigStore)
    .toDynamicValue((ctx) => createSiteConfigStore(ctx.get<SiteConfigAction>(TYPES.SiteConfigLoader)))
    .inSingletonScope();
  bind<SiteChromeStore>(TYPES.SiteChromeStore)
    .toDynamicValue((ctx) => chromeStore(ctx))
    .inSingletonScope();
});

/**
 * The chrome store over the content API. Its reads go past every cache when they carry a token
 * (the api client's rule, domain/http/fresh-reads.ts), which the store remembers of its last load.
 */
export function chromeStore(ctx: ResolutionContext, start?: SiteChromeState): SiteChromeStore {
  const session = ctx.get<Session>(TYPES.Session);
  return createSiteChromeStore(ctx.get<ApiContent>(TYPES.Content), start, () => session.token !== null);
}
