import { ContainerModule } from 'inversify';
import { ApiContent } from '../../adapters/http/api-content.adapter';
import { BrowserConnectivity } from '../../adapters/network/browser-connectivity.adapter';
import type { ApiClient } from '../../application/api/api-client';
import type { MailboxForm } from '../../application/content/mailbox-form';
import type { PageResolver } from '../../application/content/resolve-page.use-case';
import { createVisitCounter, type VisitCounter } from '../../application/content/visit-counter.use-case';
import type { Captcha } from '../../domain/captcha/captcha.port';
import type { Navigation } from '../../domain/navigation/navigation.port';
import type { Connectivity } from '../../domain/network/connectivity.port';
import type { Session } from '../../domain/session/session';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import type { Timers } from '../../domain/time/clock.port';
import { TYPES } from '../symbols';

/**
 * Opens the mailbox form of a page: its draft, its captcha and its outbox wired in. The form and its
 * schema (valibot) load with the first mailbox page, not with every visitor's first screen.
 */
export type MailboxFormFactory = (path: string) => Promise<MailboxForm>;

/** A fresh idempotency key per letter; `crypto.randomUUID` needs a secure context, hence the fallback. */
const newKey = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The content slice: the HTTP content adapter and the use cases the pages call. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind<ApiContent>(TYPES.Content)
    .toDynamicValue((ctx) => new ApiContent(ctx.get<ApiClient>(TYPES.ApiClient)))
    .inSingletonScope();
  bind<Connectivity>(TYPES.Connectivity)
    .toDynamicValue(() => new BrowserConnectivity())
    .inSingletonScope();
  bind<PageResolver>(TYPES.ResolvePage)
    .toDynamicValue((ctx) => {
      // One resolver for the app (it carries a redirect chain from page to page), loaded with the
      // first content page rather than with every visitor's first screen.
      let resolver: Promise<PageResolver> | undefined;
      return (...args) => {
        resolver ??= import(
          /* webpackChunkName: "resolve-page" */ '../../application/content/resolve-page.use-case'
        ).then(({ createPageResolver }) =>
          createPageResolver({
            content: ctx.get<ApiContent>(TYPES.Content),
            navigation: ctx.get<Navigation>(TYPES.Navigation),
          }),
        );
        return resolver.then((resolvePage) => resolvePage(...args));
      };
    })
    .inSingletonScope();
  bind<MailboxFormFactory>(TYPES.MailboxForm)
    .toDynamicValue((ctx) => async (path) => {
      const [{ createMailboxForm }, { ApiMailboxPublic }] = await Promise.all([
        import(/* webpackChunkName: "mailbox-form" */ '../../application/content/mailbox-form'),
        import(/* webpackChunkName: "mailbox-form" */ '../../adapters/http/api-mailbox-public.adapter'),
      ]);
      return createMailboxForm({
        path,
        outbox: ctx.get<ApiContent>(TYPES.Content),
        notices: new ApiMailboxPublic(ctx.get<ApiClient>(TYPES.ApiClient)),
        drafts: ctx.get<KeyValueStorage>(TYPES.SessionStorage),
        captcha: ctx.get<Captcha>(TYPES.Captcha),
        timers: ctx.get<Timers>(TYPES.Timers),
        newKey,
      });
    })
    .inSingletonScope();
  bind<VisitCounter>(TYPES.VisitCounter)
    .toDynamicValue((ctx) => {
      const signedIn = ctx.get<Session>(TYPES.Session);
      return createVisitCounter({
        beacons: ctx.get<ApiContent>(TYPES.Content),
        session: ctx.get<KeyValueStorage>(TYPES.SessionStorage),
        counts: () => !signedIn.isLoggedIn,
      });
    })
    .inSingletonScope();
});
