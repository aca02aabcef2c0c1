import type {
  MyAccount,
  PasswordChange,
  SessionSummary,
  TwoFactorEnrolment,
} from '../../shared/accounts.types';
import { passwordExpiresAt } from '../../shared/password-rules';
import { deviceSummary } from '../auth/device-summary';
import { recordFailedSecret } from '../auth/failed-secret';
import { throttled, type SignInLog } from '../auth/login.service';
import type { LoginThrottle } from '../auth/login-throttle';
import type { PasswordHasher } from '../auth/password.hasher';
import { twoFactorRequired } from '../auth/setup-owed';
import { signInRow } from '../auth/sign-in.audit';
import type { TokenService } from '../auth/token.service';
import { proveOwner, reEnrolmentNeedsProof, type OwnerProof } from '../auth/two-factor-reenrolment';
import type { TwoFactorService } from '../auth/two-factor.service';
import type { StoredUser } from '../ports/user-store.port';
import type { ContentRepository } from '../content/content.repository';
import type { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { invalid, notFound } from '../platform/refusals';
import type { SecurityOptions } from '../server-options';
import type { SiteStorage } from '../ports/storage.port';
import { PasswordRefused, type PasswordService } from './password.service';

export interface MyAccountDeps {
  storage: SiteStorage;
  clock: Clock;
  tokens: TokenService;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  passwords: PasswordService;
  twoFactor: TwoFactorService;
  audit: AuditWriter;
  /** The site's header title names the site in an authenticator app. */
  content: Pick<ContentRepository, 'siteDocument'>;
  security: Pick<SecurityOptions, 'idleLogoutMinutes' | 'passwordMaxAgeDays' | 'requireTwoFactor'>;
}

/** Who asks: the account behind the token as the guard read it, its session, and where from. */
export interface Holder {
  user: StoredUser;
  sessionId: string;
  ip: string;
}

const WRONG_PASSWORD_TEXT = '目前的密碼不正確。';
const WRONG_CODE_TEXT = '驗證碼或復原碼不正確，或已使用過。';
const REENROL_TEXT = {
  missing: '重新設定兩步驟驗證前，請輸入目前的密碼，以及驗證器 App 目前的驗證碼或一組復原碼。',
  password: '請輸入目前的密碼',
  code: '請輸入目前的驗證碼或一組復原碼',
};
const NOTHING_PENDING_TEXT = '請先開始設定兩步驟驗證，再輸入驗證碼。';
const WRONG_TOTP_TEXT = '驗證碼不正確，請輸入驗證器 App 目前顯示的 6 位數字。';
const SESSION_NOT_FOUND_TEXT = '找不到這個登入工作階段。';

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());
const given = (value: unknown): boolean => typeof value === 'string' && value !== '';

/**
 * 我的帳號: what the holder of an account changes about it themself (its name, address, password,
 * two-step login and sessions). Each change and its audit row are one unit of work under the
 * account's lock. A secret asked for again (the current password, the old second step) is checked
 * as a login checks it: admitted by the throttle first, a wrong one audited and counted toward the
 * same lockout. The administrators' versions of these changes are AccountService's; the password
 * rules and the sessions a new password ends are PasswordService's, for both.
 */
export class MyAccountService {
  constructor(private readonly deps: MyAccountDeps) {}

  /** The account as 我的帳號 shows it, with what a login still owes and the rules it is held to. */
  async view(user: StoredUser): Promise<MyAccount> {
    const { tokens, storage, twoFactor, passwords, security } = this.deps;
    const owed = tokens.owedBy(user);
    return {
      account: user.account,
      displayName: user.displayName,
      admin: user.admin,
      platformAdmin: user.platformAdmin,
      email: user.email,
      anyRights: await storage.stores.rights.hasAny(user.account),
      twoFactor: {
        enabled: user.totpSecret !== null,
        required: twoFactorRequired(user, security.requireTwoFactor),
        recoveryCodesLeft: user.totpSecret === null ? 0 : await twoFactor.recoveryCodesLeft(user.account),
      },
      passwordChangeRequired: owed.passwordChange,
      twoFactorSetupRequired: owed.twoFactorSetup,
      passwordChangedAt: iso(user.passwordChangedAt),
      passwordExpiresAt: iso(passwordExpiresAt(user.passwordChangedAt, security.passwordMaxAgeDays)),
      idleLogoutSeconds: security.idleLogoutMinutes * 60,
      passwordRules: { minLength: passwords.policy.minLength, maxLength: passwords.policy.maxLength },
    };
  }

  /** The address the site's mail to the account goes to; null: none. The old one is audited too. */
  async changeEmail({ user, ip }: Holder, email: string | null, log: SignInLog): Promise<MyAccount> {
    const { storage, audit } = this.deps;
    await storage.write({ account: user.account }, async (tx) => {
      await tx.accounts.update(user.account, { email });
      await audit.record(
        tx,
        signInRow('email.change', user.account, { ip, email, previousEmail: user.email }),
      );
    });
    log.info({ audit: 'email.change', account: user.account, ip }, 'email changed');
    return this.view({ ...user, email });
  }

  /** The name colleagues see on a lock, a note or a mail; the account name, which logs in, stays. */
  async rename({ user, ip }: Holder, displayName: string, log: SignInLog): Promise<MyAccount> {
    const { storage, audit } = this.deps;
    await storage.write({ account: user.account }, async (tx) => {
      await tx.accounts.update(user.account, { displayName });
      await audit.record(
        tx,
        signInRow('name.change', user.account, { ip, displayName, previousName: user.displayName }),
      );
    });
    log.info({ audit: 'name.change', account: user.account, ip }, 'display name changed');
    return this.view({ ...user, displayName });
  }

  /**
   * A new password, given the current one. The current password is a login's secret: guessing it
   * here counts toward the same lockout. The new one is held to the password rules and history;
   * every other session of the account ends with the old password, this one goes on.
   */
  async changePassword(holder: Holder, { current, next }: PasswordChange, log: SignInLog): Promise<void> {
    const { throttle, hasher, passwords, storage, clock, audit } = this.deps;
    const { user, ip, sessionId } = holder;
    const admission = await throttle.admit(user.account, ip);
    if (!admission.admitted) throw throttled(admission.limit, admission.retryAfterSeconds);
    if (!(await hasher.verify(current, user.passwordHash))) {
      log.info(
        { audit: 'login.failure', account: user.account, ip, reason: 'credentials' },
        'wrong current password',
      );
      await recordFailedSecret({ throttle, audit, rows: storage.stores }, admission.attempt, {
        account: user.account,
        reason: 'credentials',
        ip,
        during: 'password.change',
      });
      throw invalid(WRONG_PASSWORD_TEXT, { current: WRONG_PASSWORD_TEXT });
    }
    await throttle.withdraw(admission.attempt);
    let hash: string;
    try {
      // Hashed before the unit of work: hashing is slow, and the history is read outside it.
      hash = await passwords.hashNew(user.account, next, user.displayName);
    } catch (error) {
      if (error instanceof PasswordRefused) throw new PasswordRefused(error.reason, 'next');
      throw error;
    }
    await storage.write({ account: user.account }, async (tx) => {
      await passwords.replace(tx, user.account, hash, clock.now(), {
        mustChange: false,
        keepSession: sessionId,
      });
      await audit.record(tx, signInRow('password.change', user.account, { ip }));
    });
    log.info({ audit: 'password.change', account: user.account, ip }, 'password changed');
  }

  /**
   * A new TOTP secret to scan, pending until confirmed. Replacing a second step that works asks
   * for the owner's proof first (two-factor-reenrolment.ts); a first setup has none to give.
   */
  async beginTwoFactor(holder: Holder, proof: OwnerProof | undefined): Promise<TwoFactorEnrolment> {
    const { user, ip } = holder;
    const { tokens, throttle, hasher, twoFactor, audit, storage } = this.deps;
    if (reEnrolmentNeedsProof(user, tokens.owedBy(user))) {
      const deps = { throttle, hasher, twoFactor, audit, rows: storage.stores };
      const outcome = await proveOwner(deps, user, proof, ip);
      if (outcome.kind === 'throttled') throw throttled(outcome.limit, outcome.retryAfterSeconds);
      if (outcome.kind === 'missing')
        throw invalid(REENROL_TEXT.missing, {
          ...(given(proof?.password) ? {} : { password: REENROL_TEXT.password }),
          ...(given(proof?.code) ? {} : { code: REENROL_TEXT.code }),
        });
      if (outcome.kind === 'wrong-password')
        throw invalid(WRONG_PASSWORD_TEXT, { password: WRONG_PASSWORD_TEXT });
      if (outcome.kind === 'wrong-code') throw invalid(WRONG_CODE_TEXT, { code: WRONG_CODE_TEXT });
    }
    return twoFactor.begin(user.account, await this.issuer());
  }

  /**
   * Confirms the pending secret with a code from it; answers the new recovery codes, once. A second
   * step replaced by its owner (proven at setup) ends the other sessions the old one let in.
   */
  async confirmTwoFactor(holder: Holder, code: string, log: SignInLog): Promise<string[]> {
    const { user, ip, sessionId } = holder;
    const { tokens, twoFactor, audit } = this.deps;
    const reEnrolment = reEnrolmentNeedsProof(user, tokens.owedBy(user));
    const recoveryCodes = await twoFactor.confirm(user.account, code, async (tx) => {
      if (reEnrolment) await tokens.endSessionsOf(tx, user.account, sessionId);
      await audit.record(
        tx,
        signInRow('two-factor.enable', user.account, { ip, ...(reEnrolment ? { reset: true } : {}) }),
      );
    });
    if (!recoveryCodes) {
      const message = user.totpPendingSecret === null ? NOTHING_PENDING_TEXT : WRONG_TOTP_TEXT;
      throw invalid(message, { code: message });
    }
    log.info({ audit: 'two-factor.enable', account: user.account, ip }, 'two-step login on');
    return recoveryCodes;
  }

  /** The account's live sessions, the caller's own marked. */
  async sessions({ user, sessionId }: Holder): Promise<SessionSummary[]> {
    return (await this.deps.tokens.sessionsOf(user.account)).map((stored) => ({
      id: stored.sessionId,
      current: stored.sessionId === sessionId,
      device: deviceSummary(stored.userAgent),
      ip: stored.ip ?? '',
      startedAt: new Date(stored.startedAt).toISOString(),
      lastUsedAt: new Date(stored.lastUsedAt).toISOString(),
    }));
  }

  /**
   * Ends one of the account's sessions. Another account's session is as unknown as one never
   * started: nothing to learn by trying.
   */
  async endSession({ user, ip }: Holder, sessionId: string): Promise<void> {
    const { storage, tokens, audit } = this.deps;
    const ended = await storage.write({ account: user.account }, async (tx) => {
      if (!(await tokens.endSession(tx, user.account, sessionId))) return false;
      await audit.record(tx, signInRow('session.end', user.account, { ip, sessionId }));
      return true;
    });
    if (!ended) throw notFound(SESSION_NOT_FOUND_TEXT);
  }

  /** The name an authenticator app shows beside the code: the site's header title, else `themesite`. */
  private async issuer(): Promise<string> {
    const header = (await this.deps.content.siteDocument('header')) as { title?: unknown } | undefined;
    const title = typeof header?.title === 'string' ? header.title.trim() : '';
    return title === '' ? 'themesite' : title;
  }
}
