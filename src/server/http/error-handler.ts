import type { FastifyError, FastifyInstance } from 'fastify';
import type { Clock } from '../platform/clock';
import { ApiError, sendApiError } from './api-error';
import { BODY_LIMIT_BYTES } from './body-limit';

const BODY_LIMIT_TEXT = `${BODY_LIMIT_BYTES / 1024} KB`;

/** Fastify's own errors about malformed input, reworded in zh-TW and all answered as 400. */
const INPUT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `請求內容過大，上限為 ${BODY_LIMIT_TEXT}。`,
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
};

export const SERVER_FAULT_TEXT = '伺服器發生錯誤，請稍後再試。';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** Maps anything thrown while answering to the error the client may see; never a stack trace. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
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
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, apiError, clock.now());
  });
}
