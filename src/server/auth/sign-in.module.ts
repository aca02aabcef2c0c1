import type { FastifyInstance } from 'fastify';
import { PasswordService, passwordPolicyOf } from '../accounts/password.service';
import { AuditRepository } from '../authoring/audit.repository';
import type { ContentRepository } from '../content/content.repository';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { RateWindow } from '../http/client-limits';
import type { Clock } from '../platform/clock';
import type { SecurityOptions } from '../server-options';
import { registerAuthRoutes } from './auth.routes';
import type { CaptchaVerifier } from './captcha.verifier';
import type { LoginThrottle } from './login-throttle';
import { registerMeRoutes } from './me.routes';
import type { PasswordHasher } from './password.hasher';
import type { RightsRepository } from './rights.repository';
import { SignInAudit } from './sign-in.audit';
import type { SessionRules, TokenService } from './token.service';
import { TwoFactorService } from './two-factor.service';
import type { UserRepository } from './user.repository';
import type { Storage } from '../storage/storage';

export interface SignInDeps {
  db: SqliteDatabase;
  /** The async stores and unit of work (issue 25); `db` goes once every store has moved. */
  storage: Storage;
  clock: Clock;
  users: UserRepository;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  content: ContentRepository;
  rights: RightsRepository;
  hasher: PasswordHasher;
  loginPerIp: RateWindow;
  security: SecurityOptions;
}

/**
 * What sessions are held to (附表十): idle logout, the owed setup, disabled accounts; audited in
 * the audit table. Handed to the TokenService, so every call that checks a token keeps these rules.
 */
export function sessionRules(
  db: SqliteDatabase,
  clock: Clock,
  users: UserRepository,
  security: SecurityOptions,
): SessionRules {
  const audit = new SignInAudit(new AuditRepository(db), clock);
  return {
    idleLogoutSeconds: security.idleLogoutMinutes * 60,
    onIdleEnd: (account, sessionId) => audit.record('session.idle-end', account, { sessionId }),
    accountUsable: (account) => users.find(account)?.disabledAt === null,
    setup: security,
  };
}

/** Login, reflash, logout and 我的帳號 (issue 22, deliver 5). */
export function registerSignIn(app: FastifyInstance, deps: SignInDeps): void {
  const audit = new SignInAudit(new AuditRepository(deps.db), deps.clock);
  const twoFactor = new TwoFactorService(deps.db, deps.clock);
  const passwords = new PasswordService(deps.db, deps.hasher, passwordPolicyOf(deps.security));
  registerAuthRoutes(app, {
    users: deps.users,
    tokens: deps.tokens,
    throttle: deps.throttle,
    captcha: deps.captcha,
    content: deps.content,
    rights: deps.rights,
    passwords: deps.hasher,
    loginPerIp: deps.loginPerIp,
    twoFactor,
    audit,
    clock: deps.clock,
  });
  registerMeRoutes(app, { ...deps, passwords, twoFactor, audit });
}
