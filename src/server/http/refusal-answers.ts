import type { RefusalKind, Refusal } from '../platform/refusals';
import { ApiError } from './api-error';

/** The HTTP status of each refusal: the one place a service's no becomes a number. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  'read-only': 405,
  conflict: 409,
  stale: 412,
  unsupported: 415,
  unprocessable: 422,
  'precondition-missing': 428,
  limited: 429,
  unavailable: 503,
  // The platform's session protocol (the spec's error catalogue), outside HTTP's registry.
  'token-expired': 611,
  'token-invalid': 612,
};

/** A service's refusal as the API answers it: status, zh-TW description, fields and details. */
export function answerOf(refusal: Refusal): ApiError {
  const status = REFUSAL_STATUS[refusal.kind];
  const { code, retryAfterSeconds } = refusal.options;
  const headers: Record<string, string> = {
    ...(retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) }),
    // What a read-only thing still answers.
    ...(refusal.kind === 'read-only' ? { allow: 'GET' } : {}),
  };
  return new ApiError(
    status,
    refusal.description,
    refusal.fields,
    code ?? `E${status}`,
    headers,
    refusal.details,
  );
}
