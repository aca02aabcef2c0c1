import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-types';
import { formatTaipeiDateTime } from '../platform/taipei-time';

/**
 * An error the client is meant to see: its status (possibly 611/612, outside HTTP's registry),
 * a zh-TW description and, for bad input, a message per field.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly fields?: Record<string, string>,
    readonly code: string = `E${status}`,
    readonly headers: Record<string, string> = {},
    /** Extra members of the body, e.g. the server's copy on a 412. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

export const badRequest = (description: string, fields?: Record<string, string>): ApiError =>
  new ApiError(400, description, fields);

export const notFound = (description = '找不到指定的資料。'): ApiError => new ApiError(404, description);

export function errorBody(error: ApiError, now: number): ApiErrorBody {
  return {
    ...error.details,
    status: error.status,
    error_description: error.description,
    code: error.code,
    time: formatTaipeiDateTime(now),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/**
 * Sends an error body with the HTTP status equal to `body.status`. Fastify's `reply.code` only
 * accepts 100–599; Node's response accepts up to 999, so the platform's 611/612 are written
 * straight onto the raw response.
 */
export function sendApiError(reply: FastifyReply, error: ApiError, now: number): FastifyReply {
  if (error.status >= 100 && error.status <= 599) reply.code(error.status);
  else reply.raw.statusCode = error.status;
  reply.headers(error.headers);
  reply.header('cache-control', 'no-store');
  return reply.type('application/json; charset=utf-8').send(errorBody(error, now));
}
