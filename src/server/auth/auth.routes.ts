import type { FastifyInstance } from 'fastify';
import type { Rights } from '../../shared/api-types';
import type { ContentRepository } from '../content/content.repository';
import { ApiError, notFound } from '../http/api-error';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import { accessTokenOf, authenticatedUser } from './access-token.guard';
import { captchaPasses } from './captcha.check';
import type { CaptchaVerifier } from './captcha.verifier';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password.hasher';
import type { TokenService } from './token.service';
import type { UserRepository } from './user.repository';

export interface AuthRouteDeps {
  users: UserRepository;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  content: ContentRepository;
  passwords: PasswordHasher;
}

interface LoginForm {
  account: string;
  password: string;
  'g-recaptcha-response': string;
  grant_type: 'password';
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
  },
} as const;

const wrongCredentials = (): ApiError => new ApiError(401, '帳號或密碼錯誤。');

export function registerAuthRoutes(
  app: FastifyInstance,
  { users, tokens, throttle, captcha, content, passwords }: AuthRouteDeps,
): void {
  app.post<{ Body: LoginForm }>(
    '/backend/oauth/token',
    { schema: { body: loginFormSchema } },
    async (request, reply) => {
      const { account, password } = request.body;
      const retryAfter = throttle.retryAfterSeconds(account);
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          `登入失敗次數過多，請於 ${Math.ceil(retryAfter / 60)} 分鐘後再試。`,
          undefined,
          'E429',
          {
            'retry-after': String(retryAfter),
          },
        );
      }
      if (!(await captchaPasses(captcha, request.body['g-recaptcha-response'], request))) {
        throw new ApiError(401, '驗證碼驗證失敗，請重新驗證。');
      }
      const user = users.find(account);
      const passwordMatches = user
        ? await passwords.verify(password, user.passwordHash)
        : await passwords.verifyAgainstDecoy(password);
      if (!user || !passwordMatches) {
        throttle.recordFailure(account);
        throw wrongCredentials();
      }
      throttle.reset(account);
      return reply.header('cache-control', 'no-store').send(tokens.issue(user.account));
    },
  );

  app.post('/backend/oauth/reflash', async (request, reply) => {
    const { access_token, expires_in, token_type } = tokens.reflash(accessTokenOf(request));
    return reply.header('cache-control', 'no-store').send({ access_token, token_type, expires_in });
  });

  // Logout also accepts a token past its access lifetime: ending a session must always work.
  app.post('/backend/oauth/del', async (request, reply) => {
    tokens.revoke(accessTokenOf(request));
    return reply.header('cache-control', 'no-store').send({});
  });

  app.get<{ Params: PathParams }>(
    '/backend/rights/:path',
    { schema: { params: pathParamsSchema } },
    async (request): Promise<Required<Rights>> => {
      const user = authenticatedUser(request, tokens, users);
      if (!content.module(request.params.path)) throw notFound('找不到這個頁面。');
      const { r, w, d } = user.rights;
      return { r, w, d };
    },
  );
}
