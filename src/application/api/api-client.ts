import { API_PATHS } from '../../shared/api-paths';
import { readsFresh } from '../../domain/http/fresh-reads';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import { ErrorDialogGate } from '../../domain/dialogs/error-dialog-gate';
import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
} from '../../domain/errors/api-errors';
import { parseErrorBody } from '../../domain/errors/error-body-parser';
import {
  decideOnError,
  decideOnRefreshFailure,
  TOKEN_INVALID,
  type ErrorDecision,
} from '../../domain/errors/error-policy';
import {
  NetworkFailure,
  type HttpMethod,
  type HttpPort,
  type HttpRequest,
  type HttpResponse,
} from '../../domain/http/http.port';
import { CORE_MESSAGES } from '../../domain/messages/core-messages';
import type { Navigation } from '../../domain/navigation/navigation.port';
import { isLoginPath, loginPathFor } from '../../domain/navigation/return-url-policy';
import type { ProgressCounter } from '../../domain/progress/progress-counter';
import type { Session } from '../../domain/session/session';
import { formatClientTime } from '../../domain/time/client-time-format';
import type { Clock } from '../../domain/time/clock.port';
import { TokenRefreshCoordinator } from '../../domain/token-refresh/token-refresh-coordinator';
import { formBody, withQuery, type QueryParams } from './query-string';

export interface ApiRequestOptions {
  /** Query parameters; see `listQuery` for list calls. */
  params?: QueryParams;
  /** Sent form-encoded instead of as JSON (the token call). */
  form?: Record<string, string>;
  /**
   * `global` (default): the error policy of spec section 8 (dialogs, token refresh and retry, the
   * way to the login page). `caller`: no dialog, no refresh, no redirect; the typed error is
   * simply thrown, for callers that show failures inline (login) or have their own fallback.
   * `inline`: the session part of the policy still runs (a 611 refreshes and retries, a 612 ends the
   * session with its dialog and the way to /login), and every other failure is thrown with no
   * dialog, for views that show their own failure state (a home section).
   */
  errors?: 'global' | 'inline' | 'caller';
  /**
   * Statuses that are answers for this caller, not faults (e.g. 404 for a page that may not exist):
   * thrown as `ApiError` with no dialog, whatever `errors` says.
   */
  answers?: readonly number[];
  /** Extra request headers, e.g. an `Idempotency-Key`. */
  headers?: Record<string, string>;
  /** Sends the stored token (default). The login call sends none. */
  withToken?: boolean;
  /**
   * The write carries what makes sending it twice harmless (an `Idempotency-Key`, an `If-Match`), so
   * after a 611 it is sent once more with the refreshed token instead of ending in
   * `RetryRequiredError`; after a 612 for a token another tab has since replaced, it is sent again
   * with the newer one. Without it a write is never replayed behind the user's back. Reads are
   * always retried.
   */
  idempotent?: true;
  /**
   * The request must outlive the page (a lock released as the tab closes): the transport
   * sends it with `fetch(…, { keepalive: true })`.
   */
  keepalive?: true;
  /** The answer is text (a CSV export), resolved as sent rather than parsed as JSON. */
  text?: true;
}

/**
 * Calls to the configured API host. Resolves with the parsed JSON (undefined for an empty body);
 * rejects with `ApiError`, `SessionExpiredError`, `NetworkError` or `RetryRequiredError`.
 */
export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

export interface ApiClientDeps {
  http: HttpPort;
  session: Session;
  dialogs: Dialogs;
  navigation: Navigation;
  clock: Clock;
  progress: ProgressCounter;
  /** The configured API host, e.g. `https://cms.example.tw`; '' (the default) is the page's own origin. */
  baseUrl?: string;
  /**
   * The refresh call the coordinator runs (the composition root passes `refreshAccessToken`). It is
   * handed in rather than imported so that the refresh use case, which calls through this client,
   * and the client do not import each other.
   */
  refresh: (api: ApiClient) => Promise<string>;
  /**
   * A line for the spec's 612 dialog beside the server's message: an open editor says
   * its unsaved changes are kept on this device. Asked once, as the session ends.
   */
  sessionEndNote?: () => string | null;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

const isAnswer = (error: unknown, options: ApiRequestOptions): boolean =>
  error instanceof ApiError && (options.answers?.includes(error.status) ?? false);

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = (deps.baseUrl ?? '').replace(/\/+$/, '');
  const gate = new ErrorDialogGate(deps.dialogs);
  // The waiters of one failed refresh all hold the same error: it is shown once, not once per call.
  const reported = new WeakSet<object>();
  /** The session ended with a 612 answer here, not by this client's own logout. */
  let endedByServer = false;
  /** The token this client's own logout is ending (a request still out with it will hear 612). */
  let loggingOut: string | null = null;
  let loginRedirectPending = false;
  const now = (): string => formatClientTime(deps.clock.now());
  const coordinator = new TokenRefreshCoordinator({
    refresh: () => deps.refresh(client),
    currentToken: () => deps.session.token,
  });

  async function send<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: ApiRequestOptions,
    token: string | null,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let payload: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = formBody(options.form);
    } else {
      headers['Content-Type'] = 'application/json';
      if (body !== undefined) payload = JSON.stringify(body);
    }
    if (token !== null) headers.access_token = token;
    const target = withQuery(path, options.params);
    const request: HttpRequest = {
      method,
      url: ABSOLUTE_URL.test(target) ? target : `${baseUrl}${target}`,
      headers,
    };
    if (payload !== undefined) request.body = payload;
    if (options.keepalive) request.keepalive = true;
    if (readsFresh(method, token !== null)) request.fresh = true;
    let response: HttpResponse;
    try {
      response = await deps.http.send(request);
    } catch (failure) {
      throw new NetworkError(failure instanceof NetworkFailure ? failure.reason : 'offline');
    }
    if (response.status < 200 || response.status > 299) throw new ApiError(parseErrorBody(response, now()));
    return options.text ? (response.body as T) : parseSuccess<T>(response);
  }

  function parseSuccess<T>(response: HttpResponse): T {
    if (response.body.trim() === '') return undefined as T;
    try {
      return JSON.parse(response.body) as T;
    } catch {
      // e.g. a static host answering an API path with index.html: a fault, not data.
      throw new ApiError({
        status: response.status,
        error_description: CORE_MESSAGES.invalidResponse.text,
        code: 'INVALID_JSON',
        time: now(),
      });
    }
  }

  async function attempt<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: ApiRequestOptions,
  ): Promise<T> {
    const sent = coordinator.stamp();
    if (sent.token !== null) endedByServer = false;
    // While this client asks to end its session, other answers about that token are expected; the
    // logout's own answer is not (a 612 to it still ends the session with the spec's dialog).
    const endingSession = path === API_PATHS.auth.logout;
    if (endingSession) loggingOut = sent.token;
    try {
      return await send<T>(method, path, body, options, options.withToken === false ? null : sent.token);
    } catch (error) {
      if (options.errors === 'caller' || isAnswer(error, options)) throw error;
      const decision = decideOnError(error, { method, retried: false });
      if (decision.kind === 'session-expired' && sent.token !== null && sentWithOlderToken(sent.token)) {
        // Another tab (or a refresh) stored a newer token since this request left: the 612 is about
        // the old one and must not end the newer session. A read, or a write that is safe to send
        // twice, is asked again with the new token; any other write is never replayed.
        if (method !== 'GET' && options.idempotent !== true) throw new RetryRequiredError(method, path);
        return await retry(deps.session.token!);
      }
      // Logged out here on purpose (a logout, the idle logout), or logging out: a request still out
      // with that token, or one an editor sends while closing, has nothing left to tell, and no
      // dialog over the login page. After a 612 the dialog stays the spec's, shown again should the
      // redirect have closed it.
      const endedHere =
        (deps.session.token === null && !endedByServer) ||
        (!endingSession && sent.token !== null && sent.token === loggingOut);
      if (decision.kind === 'session-expired' && endedHere) throw present(error, { kind: 'rethrow' });
      if (decision.kind !== 'refresh-and-retry' && decision.kind !== 'refresh-then-ask-retry')
        throw present(error, quieted(decision, options));
      let token: string;
      try {
        token = await coordinator.tokenForRetry(sent);
      } catch (refreshError) {
        throw present(refreshError, quieted(decideOnRefreshFailure(refreshError), options));
      }
      if (decision.kind === 'refresh-then-ask-retry' && options.idempotent !== true)
        throw new RetryRequiredError(method, path);
      return await retry(token);
    } finally {
      // Settled either way: a refused logout leaves the session as it was, 612s included.
      if (endingSession) loggingOut = null;
    }

    async function retry(token: string): Promise<T> {
      try {
        return await send<T>(method, path, body, options, token);
      } catch (retryError) {
        if (isAnswer(retryError, options)) throw retryError;
        throw present(retryError, quieted(decideOnError(retryError, { method, retried: true }), options));
      }
    }
  }

  function sentWithOlderToken(sentToken: string): boolean {
    const current = deps.session.token;
    return current !== null && current !== sentToken;
  }

  /** `inline` callers show their own failure: only the session's decisions keep their dialog. */
  function quieted(decision: ErrorDecision, options: ApiRequestOptions): ErrorDecision {
    return options.errors === 'inline' && decision.kind === 'show-and-rethrow'
      ? { kind: 'rethrow' }
      : decision;
  }

  /** Carries out a decision's side effects (once per error object) and returns what to throw. */
  function present(error: unknown, decision: ErrorDecision): unknown {
    const trackable = typeof error === 'object' && error !== null;
    // Anything that cannot be tracked (a rejection with a bare string) is reported each time;
    // the dialog gate still keeps that to one dialog.
    const firstReport = !trackable || !reported.has(error);
    if (trackable) reported.add(error);
    switch (decision.kind) {
      case 'session-expired': {
        if (firstReport) endSession(decision.message, decision.title);
        return error instanceof ApiError
          ? SessionExpiredError.from(error)
          : new SessionExpiredError({
              status: TOKEN_INVALID,
              error_description: decision.message,
              code: `E${TOKEN_INVALID}`,
              time: now(),
            });
      }
      case 'show-and-rethrow':
        if (firstReport) void gate.show(decision.message, decision.title);
        return error;
      default:
        return error;
    }
  }

  /** 612: the token is dead. Clear it, show the server's message, then go to the login page. */
  function endSession(message: string, title: string): void {
    // Asked before the session ends: an editor that hears of the end may start closing.
    const note = deps.sessionEndNote?.() ?? null;
    endedByServer = true;
    deps.session.end();
    // Captured now: by the time the dialog closes the user may have moved on.
    const current = deps.navigation.current();
    const closed = note === null ? gate.show(message, title) : gate.show(message, title, note);
    if (loginRedirectPending) return;
    loginRedirectPending = true;
    void closed.then(() => {
      loginRedirectPending = false;
      if (!isLoginPath(deps.navigation.current())) deps.navigation.goTo(loginPathFor(current));
    });
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    // Begun before the request goes out, ended however the call ends, refresh and retry included.
    const task = deps.progress.begin();
    try {
      return await attempt<T>(method, path, body, options);
    } finally {
      task.end();
    }
  }

  const client: ApiClient = {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    delete: (path, options) => call('DELETE', path, undefined, options),
  };
  return client;
}
