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

export const REENROL_MESSAGES = {
  passwordMissing: '請輸入目前的密碼。',
  codeMissing: '請輸入驗證 App 上目前的驗證碼，或一組復原碼。',
  refused: '無法確認是您本人，請檢查密碼與驗證碼。',
} as const;

export interface ReEnrolmentProofErrors {
  password?: string;
  code?: string;
}

/** Re-enrolling asks for the password and a code or recovery code: both must be filled in. */
export function checkReEnrolmentProof(form: {
  password: string;
  code: string;
}): ReEnrolmentProofErrors | null {
  const errors: ReEnrolmentProofErrors = {};
  if (form.password === '') errors.password = REENROL_MESSAGES.passwordMissing;
  if (form.code.trim() === '') errors.code = REENROL_MESSAGES.codeMissing;
  return errors.password || errors.code ? errors : null;
}

/** The server's refusal of a proof, per field (its own sentences), or null when it is no refusal. */
export function reEnrolmentRefusal(error: unknown): ReEnrolmentProofErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: ReEnrolmentProofErrors = {};
  if (error.fields?.password) errors.password = error.fields.password;
  if (error.fields?.code) errors.code = error.fields.code;
  if (!errors.password && !errors.code) errors.code = error.description || REENROL_MESSAGES.refused;
  return errors;
}

/** Whether the server refused the code itself (400, or 401 `otp_invalid`) rather than failing. */
export function isCodeRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 401);
}
