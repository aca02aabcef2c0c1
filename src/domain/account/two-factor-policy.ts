import { ApiError } from '../errors/api-errors';
import { readOneTimeCode } from '../login/one-time-code';

/** A Base32 secret in groups of four, the way authenticator apps ask it to be typed. */
export function secretInGroups(secret: string): string[] {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  return clean.match(/.{1,4}/g) ?? [];
}

export const TWO_FACTOR_MESSAGES = {
  codeMissing: '請輸入驗證 App 上顯示的 6 位數驗證碼。',
  codeMalformed: '驗證碼是 6 位數字。',
  codeRefused: '驗證碼不正確，請確認手機時間正確，並輸入 App 上目前顯示的驗證碼。',
} as const;

/** Confirming an enrolment takes a code from the app, never a recovery code. */
export function readEnrolmentCode(raw: string): { ok: true; code: string } | { ok: false; message: string } {
  if (raw.trim() === '') return { ok: false, message: TWO_FACTOR_MESSAGES.codeMissing };
  const reading = readOneTimeCode(raw);
  return reading.ok && /^\d{6}$/.test(reading.code)
    ? { ok: true, code: reading.code }
    : { ok: false, message: TWO_FACTOR_MESSAGES.codeMalformed };
}

/** Whether the server refused the code itself (400, or 401 `otp_invalid`) rather than failing. */
export function isCodeRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 401);
}
