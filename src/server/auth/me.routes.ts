import type { FastifyInstance, FastifyRequest } from 'fastify';
import { myEmailSchema, myNameSchema } from '../../shared/accounts.schema';
import {
  ACCOUNT_PATHS,
  type MyAccount,
  type PasswordChange,
  type SessionSummary,
  type TwoFactorEnrolment,
} from '../../shared/accounts.types';
import type { Holder, MyAccountService } from '../accounts/my-account.service';
import { bodyOf } from '../authoring/authoring.guard';
import { routeOf } from '../http/route-patterns';
import { authenticatedSession, type GuardOptions } from './access-token.guard';
import type { TokenService } from './token.service';
import type { OwnerProof } from './two-factor-reenrolment';
import type { UserStore } from '../ports/user-store.port';

export interface MeRouteDeps {
  myAccount: MyAccountService;
  tokens: TokenService;
  users: UserStore;
}

const passwordChangeSchema = {
  type: 'object',
  required: ['current', 'next'],
  additionalProperties: false,
  properties: {
    current: { type: 'string', minLength: 1, maxLength: 200 },
    // Longer than any password the rules accept, so the rules answer with their own sentence.
    next: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

const confirmSchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

interface SessionParams {
  sessionId: string;
}

const sessionParamsSchema = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const noStore = { 'cache-control': 'no-store' };

/**
 * 我的帳號: the caller's own account, password, two-step login and sessions, each one call of
 * MyAccountService. Most are the calls a session that still owes a password change or a two-step
 * setup may make; the address and the name can wait until the password is changed.
 */
export function registerMeRoutes(app: FastifyInstance, { myAccount, tokens, users }: MeRouteDeps): void {
  const holderOf = async (request: FastifyRequest, options: GuardOptions): Promise<Holder> => {
    const { user, session } = await authenticatedSession(request, tokens, users, options);
    return { user, sessionId: session.sessionId, ip: request.ip };
  };
  /** For the calls that settle what a login owes, which such a session may make. */
  const holder = (request: FastifyRequest) => holderOf(request, { whileSetupOwed: true });
  /** For the calls that can wait until the setup is done. */
  const settledHolder = (request: FastifyRequest) => holderOf(request, {});

  app.get(ACCOUNT_PATHS.me, async (request, reply): Promise<MyAccount> => {
    const { user } = await holder(request);
    void reply.headers(noStore);
    return myAccount.view(user);
  });

  // **ext**: the holder sets the address the site's mail to it goes to.
  app.put(ACCOUNT_PATHS.myEmail, async (request, reply): Promise<MyAccount> => {
    const caller = await settledHolder(request);
    const { email } = bodyOf(myEmailSchema, request);
    void reply.headers(noStore);
    return myAccount.changeEmail(caller, email, request.log);
  });

  // **ext**: the holder renames itself.
  app.put(ACCOUNT_PATHS.myName, async (request, reply): Promise<MyAccount> => {
    const caller = await settledHolder(request);
    const { displayName } = bodyOf(myNameSchema, request);
    void reply.headers(noStore);
    return myAccount.rename(caller, displayName, request.log);
  });

  app.post<{ Body: PasswordChange }>(
    ACCOUNT_PATHS.myPassword,
    { schema: { body: passwordChangeSchema } },
    async (request, reply) => {
      await myAccount.changePassword(await holder(request), request.body, request.log);
      return reply.code(204).headers(noStore).send();
    },
  );

  app.post<{ Body: OwnerProof | undefined }>(
    ACCOUNT_PATHS.myTwoFactorSetup,
    async (request, reply): Promise<TwoFactorEnrolment> => {
      const enrolment = await myAccount.beginTwoFactor(await holder(request), request.body);
      void reply.headers(noStore);
      return enrolment;
    },
  );

  app.post<{ Body: { code: string } }>(
    ACCOUNT_PATHS.myTwoFactorConfirm,
    { schema: { body: confirmSchema } },
    async (request, reply) => {
      const recoveryCodes = await myAccount.confirmTwoFactor(
        await holder(request),
        request.body.code,
        request.log,
      );
      return reply.headers(noStore).send({ recoveryCodes });
    },
  );

  app.get(ACCOUNT_PATHS.mySessions, async (request, reply): Promise<SessionSummary[]> => {
    const caller = await holder(request);
    void reply.headers(noStore);
    return myAccount.sessions(caller);
  });

  app.delete<{ Params: SessionParams }>(
    routeOf(ACCOUNT_PATHS.mySession, 'sessionId'),
    { schema: { params: sessionParamsSchema } },
    async (request, reply) => {
      await myAccount.endSession(await holder(request), request.params.sessionId);
      return reply.code(204).headers(noStore).send();
    },
  );
}
