import type { AccountStore } from '../accounts/account-store.port';
import type { AuditStore } from '../authoring/audit-store.port';
import type { LoginAttemptStore } from '../auth/login-attempt-store.port';
import type { RightsStore } from '../auth/rights-store.port';
import type { TokenStore } from '../auth/token-store.port';
import type { UserStore } from '../auth/user-store.port';

/**
 * Every store port, as a unit of work hands them out (bound to its transaction) and as
 * `Storage.stores` does outside one (each call on its own). Services see these interfaces only,
 * never a driver or the query builder.
 */
export interface Stores {
  audit: AuditStore;
  users: UserStore;
  rights: RightsStore;
  tokens: TokenStore;
  loginAttempts: LoginAttemptStore;
  accounts: AccountStore;
}
