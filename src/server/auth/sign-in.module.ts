import type { FastifyInstance } from 'fastify';
import { MyAccountService } from '../accounts/my-account.service';
import { PasswordService, passwordPolicyOf } from '../accounts/password.service';
import type { ContentRepository } from '../content/content.repository';
import type { RateWindow } from '../http/client-limits';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SecretBox } from '../platform/secret-box';
import type { SecurityOptions } from '../server-options';
import { registerAuthRoutes } from './auth.routes';
import { LoginService } from './login.service';
import { PageRights } from './page-rights.service';
import type { CaptchaVerifier } from './captcha.verifier';
import type { LoginThrottle } from './login-throttle';
import { registerMeRoutes } from './me.routes';
import type { PasswordHasher } from './password.hasher';
import type { SessionRules, TokenService } from './token.service';
import type { RecoveryHashing } from './recovery-code.hash';
import { TwoFactorService } from './two-factor.service';
import type { SiteStorage } from '../ports/storage.port';

export interface SignInDeps {
  /** The async stores and unit of work. */
  storage: SiteStorage;
  clock: Clock;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  content: ContentRepository;
  hasher: PasswordHasher;
  loginPerIp: RateWindow;
  security: SecurityOptions;
  /** Seals the TOTP secrets (`SECRET_KEY`). */
  box: SecretBox;
  recoveryHashing: RecoveryHashing;
}

/**
 * What sessions are held to (附表十): idle logout, the owed setup, disabled accounts; audited in
 * the audit table. Handed to the TokenService, so every call that checks a token keeps these rules.
 */
export function sessionRules(clock: Clock, security: SecurityOptions): SessionRules {
  return {
    idleLogoutSeconds: security.idleLogoutMinutes * 60,
    // The token service writes it in the transaction that ends the session.
    audit: new AuditWriter(clock),
    checkAccount: true,
    setup: security,
  };
}

/** Login, reflash, logout and 我的帳號. */
export function registerSignIn(app: FastifyInstance, deps: SignInDeps): void {
  const { storage } = deps;
  const audit = new AuditWriter(deps.clock);
  const twoFactor = new TwoFactorService(storage, deps.clock, deps.box, deps.recoveryHashing);
  const passwords = new PasswordService(storage, deps.hasher, passwordPolicyOf(deps.security));
  const login = new LoginService({
    stores: storage.stores,
    tokens: deps.tokens,
    throttle: deps.throttle,
    captcha: deps.captcha,
    passwords: deps.hasher,
    twoFactor,
    audit,
    clock: deps.clock,
  });
  registerAuthRoutes(app, {
    login,
    tokens: deps.tokens,
    users: storage.stores.users,
    pageRights: new PageRights(storage.stores.rights, deps.content),
    loginPerIp: deps.loginPerIp,
  });
  const myAccount = new MyAccountService({ ...deps, passwords, twoFactor, audit });
  registerMeRoutes(app, { myAccount, tokens: deps.tokens, users: storage.stores.users });
}
