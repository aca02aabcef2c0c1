import { ContainerModule, type ResolutionContext } from 'inversify';
import type { AccountKit } from '../../application/account/account-kit';
import type { AccountsKit } from '../../application/accounts/accounts-kit';
import type { MailboxKit } from '../../application/mailbox/mailbox-kit';
import type { EditingKit } from '../../application/editing/editing-kit';
import type { StatisticsKit } from '../../application/statistics/statistics-kit';
import type { CaseLookup } from '../case-lookup-kit';
import { TYPES } from '../symbols';

/** Loads the editor's core and adapters (their own chunk) the first time an editor opens a page. */
export type EditingLoader = () => Promise<EditingKit>;
/** Loads 帳號管理's and 稽核紀錄's use cases and adapters when an administrator opens one. */
export type AccountsLoader = () => Promise<AccountsKit>;
/** Loads 信箱管理's use cases and adapter when mailbox staff open it (or the editor's links ask). */
export type MailboxLoader = () => Promise<MailboxKit>;
/** Loads 網站統計's use cases and adapter (its own chunk, with the chart library) when staff open it. */
export type StatisticsLoader = () => Promise<StatisticsKit>;
/** Loads 案件查詢 (a visitor page, its own chunk) when the page opens. */
export type CaseLookupLoader = () => Promise<CaseLookup>;
/** Loads 我的帳號's use cases and adapter the first time a logged-in page needs them. */
export type AccountLoader = () => Promise<AccountKit>;

/**
 * The slices only logged-in people use: editing, the accounts screens, 信箱管理 and the own account. Nothing
 * of them is in a visitor's JS but these loaders; each kit is its chunk's composition of use cases
 * and adapters (`*-kit.ts`), built once, the first time a screen asks. One helper for them all
 * keeps that first-screen cost to a few bytes per slice.
 */
export const kitsModule = new ContainerModule(({ bind }) => {
  const kit = <Kit>(symbol: symbol, load: () => Promise<(ctx: ResolutionContext) => Kit>) =>
    bind<() => Promise<Kit>>(symbol)
      .toDynamicValue((ctx) => {
        let built: Promise<Kit> | undefined;
        return () => (built ??= load().then((from) => from(ctx)));
      })
      .inSingletonScope();
  kit<EditingKit>(TYPES.Editing, () =>
    import(/* webpackChunkName: "editor" */ '../editing-kit').then((m) => m.editingKitFrom),
  );
  kit<AccountsKit>(TYPES.Accounts, () =>
    import(/* webpackChunkName: "editor" */ '../accounts-kit').then((m) => m.accountsKitFrom),
  );
  kit<MailboxKit>(TYPES.Mailbox, () =>
    import(/* webpackChunkName: "editor" */ '../mailbox-kit').then((m) => m.mailboxKitFrom),
  );
  kit<StatisticsKit>(TYPES.Statistics, () =>
    import(/* webpackChunkName: "staff-statistics" */ '../statistics-kit').then((m) => m.statisticsKitFrom),
  );
  kit<CaseLookup>(TYPES.CaseLookup, () =>
    import(/* webpackChunkName: "page-case" */ '../case-lookup-kit').then((m) => m.caseLookupFrom),
  );
  kit<AccountKit>(TYPES.Account, () =>
    import(/* webpackChunkName: "signed-in" */ '../account-kit').then((m) => m.accountKitFrom),
  );
});
