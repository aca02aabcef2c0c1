import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Clock } from '../platform/clock';
import { ApiError, errorBody, sendApiError } from './api-error';
import { Refusal } from '../platform/refusals';
import { answerOf } from './refusal-answers';
import { CONTENT_MAX_CHARS } from '../../shared/authoring.constants';
import { BODY_LIMIT_BYTES } from './body-limit';

// Both limits, since Fastify's error does not say which route refused: a writer counts characters.
const BODY_LIMIT_TEXT = `表單上限為 ${BODY_LIMIT_BYTES / 1024} KB，文件內容最多 ${CONTENT_MAX_CHARS.toLocaleString('en-US')} 字`;

/** Fastify's own errors about malformed input, reworded in zh-TW and all answered as 400. */
const INPUT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `請求內容過大（${BODY_LIMIT_TEXT}）。`,
  FST_ERR_CTP_INVALID_JSON_BODY: '請求內容不是有效的 JSON。',
  FST_ERR_CTP_EMPTY_JSON_BODY: '請求內容不可為空白。',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    '不支援的內容類型，請使用 application/json 或 application/x-www-form-urlencoded。',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '請求內容長度與 Content-Length 不符。',
};

const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: '請求格式不正確。',
  404: '找不到指定的資料。',
  405: '不支援此請求方法。',
  406: '請求的內容類型不正確。',
  408: '請求逾時，請重新送出。',
  413: '請求內容過大。',
  415: '不支援的內容類型。',
  431: '請求標頭過大。',
};

export const SERVER_FAULT_TEXT = '伺服器發生錯誤，請稍後再試。';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Maps anything thrown while answering to the error the client may see; never a stack trace. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Refusal) return answerOf(error);
  if (isFastifyError(error)) {
    const inputText = INPUT_ERRORS[error.code];
    if (inputText) return new ApiError(400, inputText);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return new ApiError(status, CLIENT_ERROR_TEXT[status] ?? '請求無法處理。');
  }
  return new ApiError(500, SERVER_FAULT_TEXT);
}

export function installErrorHandler(app: FastifyInstance, clock: Clock): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    // 611 and 612 are part of the session protocol, not faults: only HTTP's 5xx earn a stack trace.
    if (apiError.status >= 500 && apiError.status <= 599) request.log.error({ err: error }, 'request failed');
    else if (apiError.status === 611 || apiError.status === 612)
      request.log.info({ status: apiError.status }, apiError.description);
    return sendApiError(reply, apiError, clock.now());
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded gets the usual error body, instead of
 * Fastify's own text that echoes the URL back.
 */
export function frameworkErrorAnswer(
  clock: Clock,
  headers: Record<string, string>,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  // These answers skip the onSend hooks, so the security headers are added here.
  return (error, _request, reply) => {
    void sendApiError(reply.headers(headers), toApiError(error), clock.now());
  };
}

const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: what Node itself refuses before any route runs (a request that
 * stalled past the timeout, headers too large, bytes that are not HTTP) still gets the error body
 * and the security headers, written straight onto the socket.
 */
export function clientErrorAnswer(
  clock: Clock,
  headers: Record<string, string>,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    if (socket.writable) {
      const body = JSON.stringify(
        errorBody(new ApiError(status, CLIENT_ERROR_TEXT[status] ?? '請求無法處理。'), clock.now()),
      );
      const lines = [
        `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy();
  };
}
