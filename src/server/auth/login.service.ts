import { OTP_INVALID_CODE, OTP_REQUIRED_CODE, type TokenAnswerExtensions } from '../../shared/accounts.types';
import type { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { forbidden, limited, unauthenticated, unavailable, type Refusal } from '../platform/refusals';
import type { Stores } from '../ports/stores.port';
import type { CaptchaVerifier } from './captcha.verifier';
import type { LoginLimit, LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password.hasher';
import type { OwedSetup } from './setup-owed';
import { recordFailedSecret } from './failed-secret';
import { signInRow, type LoginFailureReason } from './sign-in.audit';
import { TokenReuseError, type IssuedToken, type TokenService } from './token.service';
import type { TwoFactorService } from './two-factor.service';

/** The lines sign-in writes to the server's log beside its audit rows (a pino logger fits). */
export interface SignInLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface LoginAsked {
  account: string;
  password: string;
  /** The second step, a TOTP code or a recovery code, for accounts that have one. */
  otp?: string | undefined;
  captchaResponse: string;
  ip: string;
  userAgent?: string | undefined;
}

export interface LoginDeps {
  /** The accounts, and the audit table sign-in writes to outside any unit of work. */
  stores: Pick<Stores, 'users' | 'audit'>;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  passwords: PasswordHasher;
  twoFactor: TwoFactorService;
  audit: AuditWriter;
  clock: Clock;
}

const LOCKOUT_TEXT: Record<LoginLimit, string> = {
  'account-and-ip': '登入失敗次數過多',
  ip: '此網路位址登入嘗試次數過多',
  account: '此帳號登入嘗試次數過多',
};

/** Too many attempts, with the minutes to wait in the words and the seconds in `Retry-After`. */
export function throttled(limit: LoginLimit, retryAfterSeconds: number): Refusal {
  return limited(
    `${LOCKOUT_TEXT[limit]}，請於 ${Math.ceil(retryAfterSeconds / 60)} 分鐘後再試。`,
    retryAfterSeconds,
  );
}

/** The extensions of the token answer: only what is owed, so the spec's answer is unchanged otherwise. */
function tokenExtensions(owed: OwedSetup): TokenAnswerExtensions {
  return {
    ...(owed.passwordChange ? { password_change_required: true } : {}),
    ...(owed.twoFactorSetup ? { two_factor_setup_required: true } : {}),
  };
}

/**
 * Signing in, refreshing and signing out, the site's most guarded policy in one place: the
 * throttle's admission before anything slow, the captcha, the decoy hash for unknown accounts (the
 * same answer after the same time), the disabled check only after the right password, the second
 * step, the lock record, the audit rows and the token. The route parses the form and sends the answer.
 */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  async login(asked: LoginAsked, log: SignInLog): Promise<IssuedToken & TokenAnswerExtensions> {
    const { throttle, audit, stores, passwords, twoFactor, tokens, clock } = this.deps;
    const { account, password, otp, ip } = asked;
    // Counted before anything slow happens: parallel attempts are judged against each other.
    const admission = await throttle.admit(account, ip);
    if (!admission.admitted) {
      log.warn(
        { audit: 'login.locked', account, ip, limit: admission.limit },
        'login refused: too many attempts',
      );
      throw throttled(admission.limit, admission.retryAfterSeconds);
    }
    const { attempt } = admission;
    // The attempt stays counted; the one that reaches a limit also records the lock, once.
    const failed = async (reason: LoginFailureReason, refusal: Refusal): Promise<Refusal> => {
      log.info({ audit: 'login.failure', account, ip, reason }, 'login failed');
      await recordFailedSecret({ throttle, audit, rows: stores }, attempt, { account, reason, ip });
      return refusal;
    };
    if (!(await this.captchaPasses(asked, log)))
      throw await failed('captcha', unauthenticated('驗證碼驗證失敗，請重新驗證。'));
    const user = await stores.users.find(account);
    const passwordMatches = user
      ? await passwords.verify(password, user.passwordHash)
      : await passwords.verifyAgainstDecoy(password);
    if (!user || !passwordMatches) throw await failed('credentials', unauthenticated('帳號或密碼錯誤。'));
    // Only after the right password: a guesser learns nothing about the account from this.
    if (user.disabledAt !== null) throw await failed('disabled', forbidden('此帳號已停用，請洽網站管理者。'));
    if (!user.member) {
      // The right password of a person of another site: they are not guessing, so their count is
      // not raised (the lockout counts per person across every site), but this site lets them not in.
      await throttle.succeeded(attempt);
      log.info(
        { audit: 'login.failure', account, ip, reason: 'not-member' },
        'login refused: not of this site',
      );
      await audit.record(stores, signInRow('login.failure', user.account, { ip, reason: 'not-member' }));
      throw forbidden('這個帳號不屬於本網站，請到您所屬的網站登入。');
    }
    if (user.totpSecret !== null) {
      if (otp === undefined || otp.trim() === '') {
        await throttle.codeOwed(attempt);
        throw unauthenticated('請輸入兩步驟驗證碼。', { code: OTP_REQUIRED_CODE });
      }
      if ((await twoFactor.verify(user.account, otp)) === null)
        throw await failed(
          'otp',
          unauthenticated(
            '驗證碼錯誤或已使用過。',
            { code: OTP_INVALID_CODE },
            { otp: '驗證碼錯誤或已使用過' },
          ),
        );
    }
    await throttle.succeeded(attempt);
    await stores.users.recordLogin(user.account, clock.now());
    log.info({ audit: 'login.success', account, ip }, 'login succeeded');
    await audit.record(
      stores,
      signInRow('login.success', user.account, { ip, twoFactor: user.totpSecret !== null }),
    );
    const issued = await tokens.issue(user.account, { ip, userAgent: asked.userAgent });
    return { ...issued, ...tokenExtensions(tokens.owedBy(user)) };
  }

  /**
   * A new access token for the session. A replaced token presented again after its grace ends the
   * whole session: someone else holds a copy, and the audit says so.
   */
  async refresh(token: string | undefined, ip: string, log: SignInLog): Promise<IssuedToken> {
    try {
      return await this.deps.tokens.reflash(token);
    } catch (error) {
      if (error instanceof TokenReuseError) {
        log.warn(
          { audit: 'refresh.reuse', account: error.account, ip, sessionRevoked: true },
          'a replaced token was reflashed again after its grace; its whole session was ended',
        );
        await this.deps.audit.record(
          this.deps.stores,
          signInRow('refresh.reuse', error.account, { ip, sessionRevoked: true }),
        );
      }
      throw error;
    }
  }

  /** Ends the session; a token past its lifetime or already revoked is accepted: ending must always work. */
  async logout(token: string | undefined, ip: string, log: SignInLog): Promise<void> {
    const account = await this.deps.tokens.revoke(token);
    log.info({ audit: 'logout', account, ip }, 'logged out');
    await this.deps.audit.record(this.deps.stores, signInRow('logout', account, { ip }));
  }

  /** A verifier that cannot answer (Google unreachable) is a 503, not a "wrong captcha". */
  private async captchaPasses(asked: LoginAsked, log: SignInLog): Promise<boolean> {
    try {
      return await this.deps.captcha.verify(asked.captchaResponse, asked.ip);
    } catch (error) {
      log.warn({ err: error }, 'captcha verification unavailable');
      throw unavailable('驗證服務暫時無法使用，請稍後再試。');
    }
  }
}
