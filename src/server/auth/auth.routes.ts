import type { FastifyInstance } from 'fastify';
import { OTP_INVALID_CODE, OTP_REQUIRED_CODE, type TokenAnswerExtensions } from '../../shared/accounts.types';
import type { Rights } from '../../shared/api-types';
import type { ContentRepository } from '../content/content.repository';
import { ApiError, notFound } from '../http/api-error';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import type { Clock } from '../platform/clock';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import { accessTokenOf, authenticatedSession } from './access-token.guard';
import { captchaPasses } from './captcha.check';
import type { CaptchaVerifier } from './captcha.verifier';
import type { LoginLimit, LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password.hasher';
import type { OwedSetup } from './setup-owed';
import type { LoginFailureReason, SignInAudit } from './sign-in.audit';
import { TokenReuseError, type TokenService } from './token.service';
import type { TwoFactorService } from './two-factor.service';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import type { Storage } from '../storage/storage';

export interface AuthRouteDeps {
  storage: Storage;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  content: ContentRepository;
  passwords: PasswordHasher;
  loginPerIp: RateWindow;
  twoFactor: TwoFactorService;
  audit: SignInAudit;
  clock: Clock;
}

interface LoginForm {
  account: string;
  password: string;
  'g-recaptcha-response': string;
  grant_type: 'password';
  /** **ext**: the second step, a TOTP code or a recovery code, for accounts that have one. */
  otp?: string;
}

const loginFormSchema = {
  type: 'object',
  required: ['account', 'password', 'g-recaptcha-response', 'grant_type'],
  additionalProperties: false,
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    'g-recaptcha-response': { type: 'string', maxLength: 4000 },
    grant_type: { type: 'string', enum: ['password'] },
    otp: { type: 'string', maxLength: 20 },
  },
} as const;

const wrongCredentials = (): ApiError => new ApiError(401, '帳號或密碼錯誤。');

const LOCKOUT_TEXT: Record<LoginLimit, string> = {
  'account-and-ip': '登入失敗次數過多',
  ip: '此網路位址登入嘗試次數過多',
  account: '此帳號登入嘗試次數過多',
};

/** The extensions of the token answer: only what is owed, so the spec's answer is unchanged otherwise. */
function tokenExtensions(owed: OwedSetup): TokenAnswerExtensions {
  return {
    ...(owed.passwordChange ? { password_change_required: true } : {}),
    ...(owed.twoFactorSetup ? { two_factor_setup_required: true } : {}),
  };
}

const iso = (time: number): string => new Date(time).toISOString();

export function throttled(limit: LoginLimit, retryAfterSeconds: number): ApiError {
  return new ApiError(
    429,
    `${LOCKOUT_TEXT[limit]}，請於 ${Math.ceil(retryAfterSeconds / 60)} 分鐘後再試。`,
    undefined,
    'E429',
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    storage,
    tokens,
    throttle,
    captcha,
    content,
    passwords,
    loginPerIp,
    twoFactor,
    audit,
    clock,
  }: AuthRouteDeps,
): void {
  const { users, rights } = storage.stores;
  app.post<{ Body: LoginForm }>(
    '/backend/oauth/token',
    { schema: { body: loginFormSchema }, config: perIp(loginPerIp) },
    async (request, reply) => {
      const { account, password, otp } = request.body;
      const { ip } = request;
      // Counted before anything slow happens: parallel attempts are judged against each other.
      const admission = await throttle.admit(account, ip);
      if (!admission.admitted) {
        request.log.warn(
          { audit: 'login.locked', account, ip, limit: admission.limit },
          'login refused: too many attempts',
        );
        throw throttled(admission.limit, admission.retryAfterSeconds);
      }
      const { attempt } = admission;
      // The attempt stays counted; the one that reaches a limit also records the lock, once.
      const failed = async (reason: LoginFailureReason, error: ApiError): Promise<ApiError> => {
        request.log.info({ audit: 'login.failure', account, ip, reason }, 'login failed');
        await audit.record('login.failure', account, { reason, ip });
        const lock = await throttle.failed(attempt);
        if (lock)
          await audit.record('login.locked', account, { ip, limit: lock.limit, until: iso(lock.until) });
        return error;
      };
      if (!(await captchaPasses(captcha, request.body['g-recaptcha-response'], request)))
        throw await failed('captcha', new ApiError(401, '驗證碼驗證失敗，請重新驗證。'));
      const user = await users.find(account);
      // An unknown account is checked against a decoy hash: the same answer after the same time.
      const passwordMatches = user
        ? await passwords.verify(password, user.passwordHash)
        : await passwords.verifyAgainstDecoy(password);
      if (!user || !passwordMatches) throw await failed('credentials', wrongCredentials());
      // Only after the right password: a guesser learns nothing about the account from this.
      if (user.disabledAt !== null)
        throw await failed('disabled', new ApiError(403, '此帳號已停用，請洽網站管理者。'));
      if (user.totpSecret !== null) {
        if (otp === undefined || otp.trim() === '') {
          await throttle.codeOwed(attempt);
          throw new ApiError(401, '請輸入兩步驟驗證碼。', undefined, OTP_REQUIRED_CODE);
        }
        if ((await twoFactor.verify(user.account, otp)) === null) {
          throw await failed(
            'otp',
            new ApiError(401, '驗證碼錯誤或已使用過。', { otp: '驗證碼錯誤或已使用過' }, OTP_INVALID_CODE),
          );
        }
      }
      await throttle.succeeded(attempt);
      await users.recordLogin(user.account, clock.now());
      request.log.info({ audit: 'login.success', account, ip }, 'login succeeded');
      await audit.record('login.success', user.account, { ip, twoFactor: user.totpSecret !== null });
      const issued = await tokens.issue(user.account, { ip, userAgent: request.headers['user-agent'] });
      return reply
        .header('cache-control', 'no-store')
        .send({ ...issued, ...tokenExtensions(tokens.owedBy(user)) });
    },
  );

  app.post('/backend/oauth/reflash', async (request, reply) => {
    const token = accessTokenOf(request);
    try {
      const { access_token, expires_in, token_type, session_expires_in } = await tokens.reflash(token);
      return await reply
        .header('cache-control', 'no-store')
        .send({ access_token, token_type, expires_in, session_expires_in });
    } catch (error) {
      if (error instanceof TokenReuseError) {
        request.log.warn(
          { audit: 'refresh.reuse', account: error.account, ip: request.ip, sessionRevoked: true },
          'a replaced token was reflashed again after its grace; its whole session was ended',
        );
        await audit.record('refresh.reuse', error.account, { ip: request.ip, sessionRevoked: true });
      }
      throw error;
    }
  });

  // Logout also accepts a token past its access lifetime or already revoked: ending a session
  // must always work.
  app.post('/backend/oauth/del', async (request, reply) => {
    const account = await tokens.revoke(accessTokenOf(request));
    request.log.info({ audit: 'logout', account, ip: request.ip }, 'logged out');
    await audit.record('logout', account, { ip: request.ip });
    return reply.header('cache-control', 'no-store').send({});
  });

  app.get<{ Params: PathParams }>(
    '/backend/rights/:path',
    { schema: { params: pathParamsSchema } },
    async (request): Promise<Required<Rights>> => {
      const { user } = await authenticatedSession(request, tokens, users);
      // `*` names the site-wide documents (chrome, structures): their rights, not a page's.
      if (request.params.path !== SITE_RIGHTS_PATH && !(await content.module(request.params.path)))
        throw notFound('找不到這個頁面。');
      // Per path, from the database (issue 13): what the editor shows, the writes enforce.
      return rights.rightsOn(user.account, request.params.path);
    },
  );
}
