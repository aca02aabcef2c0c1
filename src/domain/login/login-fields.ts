import { LOGIN_FIELDS } from '../config/constants';
import { CORE_MESSAGES, type CoreMessage } from '../messages/core-messages';

export interface Credentials {
  account: string;
  password: string;
  /** The second step: a TOTP code or a recovery code, sent only once the server asks. */
  otp?: string;
}

export type LoginFieldErrors = Partial<Record<'account' | 'password', CoreMessage>>;

/** Characters as a person counts them: an emoji or a rare Han character outside the BMP is one. */
const length = (text: string): number => [...text].length;

/**
 * Checks the login fields against their bounds (account 1–64, password 1–128) before anything is
 * sent. The account is judged without surrounding spaces (they are never part of an account); the
 * password exactly as typed. Returns null when both are fine.
 */
export function validateLoginFields(credentials: Credentials): LoginFieldErrors | null {
  const errors: LoginFieldErrors = {};
  const account = typeof credentials.account === 'string' ? credentials.account.trim() : '';
  const password = typeof credentials.password === 'string' ? credentials.password : '';
  if (length(account) < LOGIN_FIELDS.account.min) errors.account = CORE_MESSAGES.accountRequired;
  else if (length(account) > LOGIN_FIELDS.account.max) errors.account = CORE_MESSAGES.accountTooLong;
  if (length(password) < LOGIN_FIELDS.password.min) errors.password = CORE_MESSAGES.passwordRequired;
  else if (length(password) > LOGIN_FIELDS.password.max) errors.password = CORE_MESSAGES.passwordTooLong;
  return Object.keys(errors).length > 0 ? errors : null;
}
