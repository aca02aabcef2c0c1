import { ContainerModule } from 'inversify';
import type { AccountKit } from '../../application/account/account-kit';
import { TYPES } from '../symbols';

/** Loads 我的帳號's use cases and adapter (their own chunk) the first time a logged-in page needs them. */
export type AccountLoader = () => Promise<AccountKit>;

/** The account slice (issue 22): nothing of it is in a visitor's JS. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind<AccountLoader>(TYPES.Account)
    .toDynamicValue((ctx) => {
      let kit: Promise<AccountKit> | undefined;
      return () =>
        (kit ??= import(/* webpackChunkName: "signed-in" */ '../account-kit').then(({ accountKitFrom }) =>
          accountKitFrom(ctx),
        ));
    })
    .inSingletonScope();
});
