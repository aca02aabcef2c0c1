import type { FastifyRequest } from 'fastify';
import type { Rights } from '../../shared/api-types';
import { ApiError } from '../http/api-error';
import type { TokenService } from './token.service';
import type { UserRepository, StoredUser } from './user.repository';
import { tokenInvalid } from './token.service';

/** The `access_token` header the client sends on authenticated calls. */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.access_token;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The user behind a valid token (611 when expired, 612 when unusable). */
export function authenticatedUser(
  request: FastifyRequest,
  tokens: TokenService,
  users: UserRepository,
): StoredUser {
  const { account } = tokens.authenticate(accessTokenOf(request));
  const user = users.find(account);
  if (!user) throw tokenInvalid();
  return user;
}

export function requireRight(user: StoredUser, right: keyof Rights): void {
  if (!user.rights[right]) throw new ApiError(403, '您沒有這項操作的權限。');
}
