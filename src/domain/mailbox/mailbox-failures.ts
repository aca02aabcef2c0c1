import { ApiError, NetworkError, RetryRequiredError } from '../errors/api-errors';

/** A 403 without words of the server's: the account may not read (or not change) the mailbox. */
export const NOT_MAILBOX_STAFF = '您沒有這個信箱的權限。若需要處理民眾來信，請洽網站管理者。';

/**
 * What a failed call of 信箱管理 says: the server's zh-TW words when it sent some (a 403, a closed
 * letter's 409, a 400 naming the field), otherwise a sentence of ours by status.
 */
export function mailboxFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.description) return error.description;
    if (error.status === 403) return NOT_MAILBOX_STAFF;
    if (error.status === 404) return '找不到這封信件，可能已超過保存期限而刪除；請重新整理清單。';
    if (error.status === 409) return '這封信件的狀態已經改變，請重新開啟後再試。';
    return fallback;
  }
  // The api client's own errors already carry zh-TW messages (offline, timeout, send again).
  if (error instanceof NetworkError || error instanceof RetryRequiredError) return error.message;
  return fallback;
}

/** The server refused the account (403): the screen says so instead of showing a broken table. */
export const isMailboxRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/** The letter is not there (404): gone after its retention time, or a mistyped serial number. */
export const isMissingLetter = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
