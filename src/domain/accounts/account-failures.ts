import { ApiError, NetworkError, RetryRequiredError } from '../errors/api-errors';

/** A 403 from the administrators' API: the caller is not an administrator. */
export const NOT_ADMIN = '只有網站管理者可以使用這個畫面。若需要管理帳號或查看稽核紀錄，請洽網站管理者。';

/**
 * What a failed call of 帳號管理 or 稽核紀錄 says: the server's zh-TW words when it sent some (a 403,
 * the last administrator's 409, a 400 naming the field), otherwise a sentence of ours by status.
 */
export function accountFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.description) return error.description;
    if (error.status === 403) return NOT_ADMIN;
    if (error.status === 404) return '找不到這個帳號，可能已被刪除；請重新整理清單。';
    if (error.status === 409) return '這個動作與帳號目前的狀態衝突，請重新整理清單後再試。';
    return fallback;
  }
  // The api client's own errors already carry zh-TW messages (offline, timeout, send again).
  if (error instanceof NetworkError || error instanceof RetryRequiredError) return error.message;
  return fallback;
}

/** The caller is not an administrator: the page shows a sentence, not a broken table. */
export const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
