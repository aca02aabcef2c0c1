import type { FastifyRequest } from 'fastify';
import { SETUP_OWED_CODE } from '../../shared/accounts.types';
import { forbidden } from '../platform/refusals';
import { isOwing, owedSentence } from './setup-owed';
import type { Authenticated, TokenService } from './token.service';
import type { StoredUser, UserStore } from '../ports/user-store.port';
import { tokenInvalid } from './token.service';

/** The `access_token` header the client sends on authenticated calls. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.access_token;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export interface GuardOptions {
  /**
   * True only for the 我的帳號 calls that settle what a login owes (the account, the password, the
   * two-step setup, the sessions): every other call of a session that owes a password change or a
   * two-step setup answers 403 `setup_owed`.
   */
  whileSetupOwed?: boolean;
}

/** The owed setup answers 403 on every call but the ones that settle it. */
function checked(user: StoredUser | undefined, tokens: TokenService, whileSetupOwed: boolean): StoredUser {
  if (!user || user.disabledAt !== null) throw tokenInvalid();
  if (!whileSetupOwed) {
    const owed = tokens.owedBy(user);
    if (isOwing(owed)) throw forbidden(owedSentence(owed), { code: SETUP_OWED_CODE });
  }
  return user;
}

/**
 * The user and session behind a valid token: 611 when expired, 612 when unusable, idle or its
 * account disabled, 403 while the account owes a setup. The owed state is read from the account
 * on every call, not from the token, so it lifts the moment the password or the second step is set.
 */
export async function authenticatedSession(
  request: FastifyRequest,
  tokens: TokenService,
  users: UserStore,
  { whileSetupOwed = false }: GuardOptions = {},
): Promise<{ user: StoredUser; session: Authenticated }> {
  const session = await tokens.authenticate(accessTokenOf(request));
  const user = checked(await users.find(session.account), tokens, whileSetupOwed);
  return { user, session };
}

/** The user behind a valid token (611 when expired, 612 when unusable, 403 while a setup is owed). */
export async function authenticatedUser(
  request: FastifyRequest,
  tokens: TokenService,
  users: UserStore,
  options: GuardOptions = {},
): Promise<StoredUser> {
  return (await authenticatedSession(request, tokens, users, options)).user;
}
