import type { ApiErrorBody } from '../../shared/api-types';
import type { ParsedErrorBody } from './error-body-parser';
import type { NetworkFailure } from '../http/http.port';
import { CORE_MESSAGES, type CoreMessage } from '../messages/core-messages';

/** The server answered with an error status; the body is parsed into the platform's fields. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly description: string;
  readonly code: string;
  readonly time: string;
  /** Field name → message, on 400 answers that name the wrong fields. */
  readonly fields?: Record<string, string>;
  /** Other members of the body, as sent (e.g. `current` on a 412, `lock` on a 409); {} when none. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(body: ApiErrorBody | ParsedErrorBody) {
    super(body.error_description);
    this.status = body.status;
    this.description = body.error_description;
    this.code = body.code;
    this.time = body.time;
    if (body.fields) this.fields = body.fields;
    this.details = ('details' in body ? body.details : undefined) ?? {};
  }
}

/** The token is invalid, revoked or past refresh (612, or a 611 that survived a refresh). */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';

  static from(error: ApiError): SessionExpiredError {
    return new SessionExpiredError({
      status: error.status,
      error_description: error.description,
      code: error.code,
      time: error.time,
    });
  }
}

export type NetworkReason = NetworkFailure['reason'];

const NETWORK_MESSAGES: Record<NetworkReason, CoreMessage> = {
  offline: CORE_MESSAGES.networkOffline,
  timeout: CORE_MESSAGES.networkTimeout,
  aborted: CORE_MESSAGES.networkAborted,
};

/** No answer arrived (offline, refused, timed out, aborted); the message is the zh-TW text. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly messageKey: string;

  constructor(readonly reason: NetworkReason) {
    super(NETWORK_MESSAGES[reason].text);
    this.messageKey = NETWORK_MESSAGES[reason].key;
  }
}

/**
 * A write (POST, PUT, DELETE) met an expired token. The token has been refreshed, but the write is
 * never replayed behind the user's back: the form keeps its data and the user sends it again.
 */
export class RetryRequiredError extends Error {
  override name = 'RetryRequiredError';
  readonly messageKey = CORE_MESSAGES.retryRequired.key;

  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(CORE_MESSAGES.retryRequired.text);
  }
}
