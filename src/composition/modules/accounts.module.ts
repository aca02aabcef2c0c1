import { ContainerModule } from 'inversify';
import type { AccountsKit } from '../../application/accounts/accounts-kit';
import { TYPES } from '../symbols';

/** Loads 帳號管理's and 稽核紀錄's use cases and adapters (the editor's chunk) when one is opened. */
export type AccountsLoader = () => Promise<AccountsKit>;

/** The administrators' slice: nothing of it is in a visitor's JS but this loader. */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind<AccountsLoader>(TYPES.Accounts)
    .toDynamicValue((ctx) => {
      let kit: Promise<AccountsKit> | undefined;
      return () =>
        (kit ??= import(/* webpackChunkName: "editor" */ '../accounts-kit').then(({ accountsKitFrom }) =>
          accountsKitFrom(ctx),
        ));
    })
    .inSingletonScope();
});
