import { ApiError } from '../../domain/errors/api-errors';
import { CORE_MESSAGES } from '../../domain/messages/core-messages';
import { sessionEndFrom, type Session } from '../../domain/session/session';
import { presentValue } from '../../domain/storage/stored-value';
import { formatClientTime } from '../../domain/time/client-time-format';
import type { Clock } from '../../domain/time/clock.port';
import type { TokenAnswer } from '../../shared/api-types';
import type { ApiClient } from '../api/api-client';
import { API_PATHS } from '../../shared/api-paths';

export interface RefreshTokenDeps {
  api: ApiClient;
  session: Pick<Session, 'renew'>;
  clock: Clock;
}

/**
 * `POST /backend/oauth/reflash` with the stored (expired) token and an empty body; the new
 * `access_token` (and the session's end, when the answer names it) is stored and the token returned. This is what the token-refresh coordinator runs. Errors
 * reach the caller untouched (`errors: 'caller'`): the coordinator's callers apply the policy, once.
 */
export async function refreshAccessToken(deps: RefreshTokenDeps): Promise<string> {
  const answer = await deps.api.post<Partial<TokenAnswer> | undefined>(API_PATHS.auth.refresh, undefined, {
    errors: 'caller',
  });
  const token = presentValue(answer?.access_token);
  if (token === null) {
    // A success without a token cannot renew anything: the session is over.
    throw new ApiError({
      status: 200,
      error_description: CORE_MESSAGES.sessionExpired.text,
      code: 'NO_TOKEN',
      time: formatClientTime(deps.clock.now()),
    });
  }
  deps.session.renew(token, sessionEndFrom(answer?.session_expires_in, deps.clock.now()));
  return token;
}
