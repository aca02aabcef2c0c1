import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottlePolicy } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password.hasher';
import type { AuthoringAccess } from '../authoring/authoring.guard';
import type { Clock } from '../platform/clock';
import type { SecurityOptions } from '../server-options';
import type { LockPolicy } from './account-lock';
import { AccountMaintenance } from './account-maintenance';
import { AccountService } from './account.service';
import { registerAccountRoutes } from './accounts.routes';
import { AuditLogService } from './audit-log.service';
import { registerAuditRoutes } from './audit.routes';
import { PasswordService, passwordPolicyOf } from './password.service';
import type { SiteStorage } from '../ports/storage.port';

/** The throttle's numbers, which decide 鎖定中 in the accounts list. */
export function lockPolicyOf(throttle: Partial<LoginThrottlePolicy> = {}): LockPolicy {
  return { ...DEFAULT_LOGIN_THROTTLE, ...throttle };
}

export interface AccountsDeps {
  /** The async stores and unit of work. */
  storage: SiteStorage;
  clock: Clock;
  hasher: PasswordHasher;
  security: SecurityOptions;
  loginThrottle?: Partial<LoginThrottlePolicy> | undefined;
  /** False for every site but the one whose tick watches the platform's people for idleness. */
  watchesPeople?: boolean | undefined;
}

/** The service both the routes and the `accounts` command use, built from the server's options. */
export function accountServiceOf({
  storage,
  clock,
  hasher,
  security,
  loginThrottle,
}: AccountsDeps): AccountService {
  const passwords = new PasswordService(storage, hasher, passwordPolicyOf(security));
  return new AccountService(storage, clock, passwords, lockPolicyOf(loginThrottle));
}

/**
 * Account administration: the service, its maintenance job for the scheduler's tick,
 * and the routes (accounts, rights paths, the audit log), registered once the access guard exists.
 */
export function accountsModule(deps: AccountsDeps) {
  const accounts = accountServiceOf(deps);
  const maintenance = new AccountMaintenance(
    deps.storage,
    deps.clock,
    accounts,
    deps.security,
    deps.watchesPeople ?? true,
  );
  return {
    accounts,
    maintenance: () => maintenance.run(),
    register(app: FastifyInstance, access: AuthoringAccess): void {
      registerAccountRoutes(app, { access, accounts });
      registerAuditRoutes(app, { access, audit: new AuditLogService(deps.storage, deps.clock) });
    },
  };
}
