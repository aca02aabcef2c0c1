import type { FastifyInstance } from 'fastify';
import {
  accountUpdateSchema,
  joinAccountSchema,
  newAccountSchema,
  rightsBodySchema,
} from '../../shared/accounts.schema';
import { ACCOUNT_PATHS, type AccountAction } from '../../shared/accounts.types';
import { bodyOf, signedIn, type AuthoringAccess } from '../authoring/authoring.guard';
import { routeOf } from '../http/route-patterns';
import type { AccountService } from './account.service';

export interface AccountRouteDeps {
  access: AuthoringAccess;
  accounts: AccountService;
}

interface AccountParams {
  account: string;
}

const accountParamsSchema = {
  type: 'object',
  required: ['account'],
  properties: { account: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const ACTIONS: readonly AccountAction[] = [
  'disable',
  'enable',
  'unlock',
  'reset-password',
  'end-sessions',
  'reset-two-factor',
];

const actionParamsSchema = {
  type: 'object',
  required: ['account', 'action'],
  properties: { ...accountParamsSchema.properties, action: { type: 'string', enum: ACTIONS } },
} as const;

const noStore = { 'cache-control': 'no-store' };

/**
 * 帳號管理: each route signs the caller in, parses, and calls one AccountService operation, which
 * refuses anyone but an administrator and audits every change in the transaction that makes it.
 */
export function registerAccountRoutes(app: FastifyInstance, { access, accounts }: AccountRouteDeps): void {
  app.get(ACCOUNT_PATHS.accounts, async (request, reply) => {
    const caller = await signedIn(request, access);
    return reply.headers(noStore).send(await accounts.list(caller));
  });

  app.post(ACCOUNT_PATHS.accounts, async (request, reply) => {
    const caller = await signedIn(request, access);
    const created = await accounts.create(bodyOf(newAccountSchema, request), caller);
    return reply.code(201).headers(noStore).send(created);
  });

  app.post<{ Params: AccountParams }>(
    routeOf(ACCOUNT_PATHS.accountJoin, 'account'),
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const place = bodyOf(joinAccountSchema, request);
      return reply
        .code(201)
        .headers(noStore)
        .send(await accounts.join(request.params.account, place, caller));
    },
  );

  app.put<{ Params: AccountParams }>(
    routeOf(ACCOUNT_PATHS.account, 'account'),
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const update = bodyOf(accountUpdateSchema, request);
      return reply.headers(noStore).send(await accounts.update(request.params.account, update, caller));
    },
  );

  app.delete<{ Params: AccountParams }>(
    routeOf(ACCOUNT_PATHS.account, 'account'),
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      await accounts.delete(request.params.account, await signedIn(request, access));
      return reply.code(204).headers(noStore).send();
    },
  );

  app.put<{ Params: AccountParams }>(
    routeOf(ACCOUNT_PATHS.accountRights, 'account'),
    { schema: { params: accountParamsSchema } },
    async (request, reply) => {
      const caller = await signedIn(request, access);
      const { rights } = bodyOf(rightsBodySchema, request);
      return reply.headers(noStore).send(await accounts.setRights(request.params.account, rights, caller));
    },
  );

  app.post<{ Params: AccountParams & { action: AccountAction } }>(
    routeOf(ACCOUNT_PATHS.accountAction, 'account', 'action'),
    { schema: { params: actionParamsSchema } },
    async (request, reply) => {
      const actor = await signedIn(request, access);
      const { account, action } = request.params;
      reply.headers(noStore);
      switch (action) {
        case 'reset-password':
          return reply.send(await accounts.resetPassword(account, actor));
        case 'disable':
          return reply.send(await accounts.disable(account, actor));
        case 'enable':
          return reply.send(await accounts.enable(account, actor));
        case 'unlock':
          return reply.send(await accounts.unlock(account, actor));
        case 'end-sessions':
          return reply.send(await accounts.endSessions(account, actor));
        case 'reset-two-factor':
          return reply.send(await accounts.resetTwoFactor(account, actor));
      }
    },
  );

  app.get(ACCOUNT_PATHS.rightsPaths, async (request, reply) => {
    return reply.headers(noStore).send(await accounts.rightsPaths(await signedIn(request, access)));
  });
}
