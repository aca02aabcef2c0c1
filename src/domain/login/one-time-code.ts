import type { CoreMessage } from '../messages/core-messages';

/** A TOTP code of RFC 6238 as authenticator apps show it. */
const TOTP = /^\d{6}$/;
/** A recovery code as the enrolment shows it: two groups of five letters or digits. */
const RECOVERY = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export const ONE_TIME_CODE_MESSAGES = {
  required: { key: 'account.login.otpMissing', text: '請輸入驗證碼或復原碼。' },
  malformed: {
    key: 'account.login.otpMalformed',
    text: '驗證碼是 6 位數字；復原碼是以連字號分成兩組的 10 個英數字（xxxxx-xxxxx）。',
  },
} as const satisfies Record<string, CoreMessage>;

export type OneTimeCodeReading = { ok: true; code: string } | { ok: false; message: CoreMessage };

/**
 * Reads what was typed or pasted into 驗證碼 (WCAG 2.2, 3.3.8: pasting and password managers must
 * work, so nothing a paste brings along counts against it): spaces and dashes inside a six-digit
 * code are dropped ("123 456", "123-456"), as are spaces around a recovery code, and full-width
 * digits and letters (typed with a Chinese input method) count as their ASCII forms.
 */
export function readOneTimeCode(raw: string): OneTimeCodeReading {
  const text = raw.normalize('NFKC').replace(/\s+/g, '');
  if (text === '') return { ok: false, message: ONE_TIME_CODE_MESSAGES.required };
  const digits = text.replace(/-/g, '');
  if (TOTP.test(digits)) return { ok: true, code: digits };
  if (RECOVERY.test(text)) return { ok: true, code: text };
  return { ok: false, message: ONE_TIME_CODE_MESSAGES.malformed };
}
