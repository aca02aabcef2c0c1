import type { HttpMethod } from '../http/http.port';
import { CORE_MESSAGES } from '../messages/core-messages';
import { ApiError, NetworkError } from './api-errors';

/** The title of every error dialog (spec section 8). */
export const ERROR_TITLE = 'Error';

export const TOKEN_EXPIRED = 611;
export const TOKEN_INVALID = 612;
export const SERVER_FAULT = 500;

/** The 500 dialog message, exactly as the spec writes it. */
export function serverFaultMessage(error: { description: string; code: string; time: string }): string {
  return `${error.description} (Error code: ${error.code}, Error time: ${error.time})`;
}

/** What the API client does with a failed call (spec section 8, plus what the spec leaves open). */
export type ErrorDecision =
  /** 611 on a GET: one shared refresh, then the same GET again, once. */
  | { kind: 'refresh-and-retry' }
  /** 611 on a write: refresh, then ask the user to send again (never replayed silently). */
  | { kind: 'refresh-then-ask-retry' }
  /** 612 (or a second 611): error dialog, session cleared, then to the login page. */
  | { kind: 'session-expired'; title: string; message: string }
  /** Error dialog, then the error is rethrown to the caller. */
  | { kind: 'show-and-rethrow'; title: string; message: string }
  /** Rethrown without any dialog (an aborted request: nobody is waiting for it). */
  | { kind: 'rethrow' };

export interface FailedCall {
  method: HttpMethod;
  /** True when this answer came to the retry after a refresh. */
  retried: boolean;
}

export function decideOnError(error: unknown, call: FailedCall): ErrorDecision {
  if (error instanceof NetworkError) return decideOnNetworkError(error);
  if (!(error instanceof ApiError))
    return { kind: 'show-and-rethrow', title: ERROR_TITLE, message: CORE_MESSAGES.genericError.text };
  if (error.status === TOKEN_EXPIRED && !call.retried) {
    return call.method === 'GET' ? { kind: 'refresh-and-retry' } : { kind: 'refresh-then-ask-retry' };
  }
  // A second 611 for the same request: the refreshed token did not help either, so it counts as 612.
  if (error.status === TOKEN_EXPIRED || error.status === TOKEN_INVALID) return sessionExpired(error);
  return showApiError(error);
}

/**
 * A refresh that failed ends the session, except when the server faulted or could not be reached:
 * those say nothing about the token, so the user stays where they are.
 */
export function decideOnRefreshFailure(error: unknown): ErrorDecision {
  if (error instanceof NetworkError) return decideOnNetworkError(error);
  if (error instanceof ApiError && error.status === SERVER_FAULT) return showApiError(error);
  if (error instanceof ApiError) return sessionExpired(error);
  return { kind: 'session-expired', title: ERROR_TITLE, message: CORE_MESSAGES.sessionExpired.text };
}

/**
 * Network failures get an error dialog rather than a snack: a 1.6-second snack can vanish before a
 * screen-reader user hears it, and a dialog is deduplicated for a burst like any other error.
 */
function decideOnNetworkError(error: NetworkError): ErrorDecision {
  if (error.reason === 'aborted') return { kind: 'rethrow' };
  return { kind: 'show-and-rethrow', title: ERROR_TITLE, message: error.message };
}

function sessionExpired(error: ApiError): ErrorDecision {
  return {
    kind: 'session-expired',
    title: ERROR_TITLE,
    message: error.description || CORE_MESSAGES.sessionExpired.text,
  };
}

function showApiError(error: ApiError): ErrorDecision {
  const message =
    error.status === SERVER_FAULT
      ? serverFaultMessage(error)
      : error.description || CORE_MESSAGES.genericError.text;
  return { kind: 'show-and-rethrow', title: ERROR_TITLE, message };
}
