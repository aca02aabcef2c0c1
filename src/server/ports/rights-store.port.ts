import type { Rights } from '../../shared/api-types';

/** Rights per account and path; '*' holds an account's rights wherever no row names the path. */
export interface RightsStore {
  rightsOn(account: string, path: string): Promise<Required<Rights>>;
  /**
   * The enabled accounts that hold `right` on `path` (its own row, else their `*` row), by account:
   * whom to tell of a letter (w on the mailbox) or of a submission (p on the document's path).
   */
  holders(path: string, right: keyof Rights): Promise<string[]>;
  /** True when the account holds any right on any path: it has something to open in the editor. */
  hasAny(account: string): Promise<boolean>;
  /** True when the account holds `right` on some path: a reviewer (p) even where nothing waits yet. */
  holdsAnywhere(account: string, right: keyof Rights): Promise<boolean>;
}
