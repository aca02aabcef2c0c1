import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../shared/api-paths';
import type { Rights } from '../../shared/api-types';
import type { RateWindow } from '../http/client-limits';
import { perIp } from '../http/rate-limits';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import { accessTokenOf, authenticatedSession } from './access-token.guard';
import { throttled, type LoginService } from './login.service';
import type { PageRights } from './page-rights.service';
import type { TokenService } from './token.service';
import type { UserStore } from '../ports/user-store.port';

export interface AuthRouteDeps {
  login: LoginService;
  tokens: TokenService;
  users: UserStore;
  pageRights: PageRights;
  loginPerIp: RateWindow;
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

export { throttled };

export function registerAuthRoutes(
  app: FastifyInstance,
  { login, tokens, users, pageRights, loginPerIp }: AuthRouteDeps,
): void {
  app.post<{ Body: LoginForm }>(
    API_PATHS.auth.token,
    { schema: { body: loginFormSchema }, config: perIp(loginPerIp) },
    async (request, reply) => {
      const { account, password, otp } = request.body;
      const answer = await login.login(
        {
          account,
          password,
          otp,
          captchaResponse: request.body['g-recaptcha-response'],
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.log,
      );
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );

  app.post(API_PATHS.auth.refresh, async (request, reply) => {
    const { access_token, expires_in, token_type, session_expires_in } = await login.refresh(
      accessTokenOf(request),
      request.ip,
      request.log,
    );
    return reply
      .header('cache-control', 'no-store')
      .send({ access_token, token_type, expires_in, session_expires_in });
  });

  // Logout also accepts a token past its access lifetime or already revoked: ending a session
  // must always work.
  app.post(API_PATHS.auth.logout, async (request, reply) => {
    await login.logout(accessTokenOf(request), request.ip, request.log);
    return reply.header('cache-control', 'no-store').send({});
  });

  app.get<{ Params: PathParams }>(
    routeOf(API_PATHS.rights, 'path'),
    { schema: { params: pathParamsSchema } },
    async (request): Promise<Required<Rights>> => {
      const { user } = await authenticatedSession(request, tokens, users);
      return pageRights.of(user.account, request.params.path);
    },
  );
}
