import { NetworkError, RetryRequiredError } from '../../domain/errors/api-errors';
import { CORE_MESSAGES } from '../../domain/messages/core-messages';
import type { Session } from '../../domain/session/session';
import type { ApiClient } from '../api/api-client';
import { API_PATHS } from '../../shared/api-paths';

export type LogoutResult = { ok: true } | { ok: false; error: unknown; message: string };

export interface LogoutDeps {
  api: ApiClient;
  session: Pick<Session, 'end'>;
}

/**
 * `POST /backend/oauth/del`; on success the local session is cleared (spec section 4). When no
 * answer comes (offline, refused), the local session is cleared all the same: the user asked to log
 * out, and a shared computer must not stay signed in because the network was down; the server's
 * token then simply expires. Other failures have already been shown by the API client's error
 * policy (and a 612 has already ended the session); the result tells the page whether to leave.
 */
export async function logout(deps: LogoutDeps): Promise<LogoutResult> {
  try {
    await deleteToken(deps.api);
    deps.session.end();
    return { ok: true };
  } catch (error) {
    if (error instanceof NetworkError && error.reason !== 'aborted') {
      deps.session.end();
      return { ok: true };
    }
    return {
      ok: false,
      error,
      message: error instanceof Error ? error.message : CORE_MESSAGES.genericError.text,
    };
  }
}

async function deleteToken(api: ApiClient): Promise<void> {
  try {
    await api.post<unknown>(API_PATHS.auth.logout);
  } catch (error) {
    // Writes are never replayed silently because they may change data twice; revoking a token
    // twice changes nothing, and the user did ask to log out, so after a refresh it is sent once more.
    if (!(error instanceof RetryRequiredError)) throw error;
    await api.post<unknown>(API_PATHS.auth.logout);
  }
}
