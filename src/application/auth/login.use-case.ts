import type { Captcha } from '../../domain/captcha/captcha.port';
import { ApiError, NetworkError } from '../../domain/errors/api-errors';
import { SERVER_FAULT, serverFaultMessage } from '../../domain/errors/error-policy';
import { validateLoginFields, type Credentials } from '../../domain/login/login-fields';
import { CORE_MESSAGES, type CoreMessage } from '../../domain/messages/core-messages';
import { sessionEndFrom, type Session } from '../../domain/session/session';
import { presentValue } from '../../domain/storage/stored-value';
import type { Clock } from '../../domain/time/clock.port';
import type { TokenAnswer } from '../../shared/api-types';
import { OTP_INVALID_CODE, OTP_REQUIRED_CODE, type TokenAnswerExtensions } from '../../shared/accounts.types';
import { owedStepsFrom, type OwedStep } from '../../domain/account/owed-steps';
import { readOneTimeCode } from '../../domain/login/one-time-code';
import type { ApiClient } from '../api/api-client';
import { API_PATHS } from '../../shared/api-paths';

export type { Credentials };

export type LoginFailureReason =
  /** A field is out of bounds; nothing was sent. */
  | 'invalid-fields'
  /** 401: wrong account, password or captcha. */
  | 'rejected'
  /** 401 `otp_required`: the password was right; the account asks for its second step. */
  | 'otp-required'
  /** 401 `otp_invalid`: the code was wrong or already used (it counts toward the lockout). */
  | 'otp-invalid'
  /** 429 */
  | 'too-many-attempts'
  /** 400, possibly with the server's message per field. */
  | 'bad-input'
  /** The captcha widget gave no response. */
  | 'captcha'
  | 'network'
  /** Any other answer (500, an unusable success). */
  | 'server';

export type LoginResult =
  | {
      ok: true;
      /** What the token answer says must be done before anything else; [] when nothing. */
      owed: OwedStep[];
    }
  | {
      ok: false;
      reason: LoginFailureReason;
      /** zh-TW text to show inline on the login page. */
      message: string;
      /** i18n key of `message` when it is one of the core's own texts. */
      messageKey?: string;
      /** Field name → zh-TW message. */
      fields?: Record<string, string>;
    };

export interface LoginDeps {
  api: ApiClient;
  session: Pick<Session, 'start'>;
  captcha: Captcha;
  /** Turns the answer's seconds-left into the session's end, for the warning before it. */
  clock: Clock;
}

/**
 * Logs in (spec section 7): fields checked first, then the form-encoded token call. Failures come
 * back as a result for the login page to show inline, never through the global error dialog, and
 * the captcha is reset so the next attempt gets a fresh one. The password is sent, never kept.
 *
 * Two-step login (RFC 6238): for an account with a second step, a right password without
 * `otp` answers 401 `otp_required`; the page then asks for the code and calls again with the same
 * credentials plus `otp`. A token answer may say a new password and/or a second step are owed; the
 * session keeps that, so every tab and a reload open those forms first.
 */
export async function login(deps: LoginDeps, credentials: Credentials): Promise<LoginResult> {
  const fieldErrors = validateLoginFields(credentials);
  if (fieldErrors) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors).map(([name, message]) => [name, message.text]),
    );
    const first = (fieldErrors.account ?? fieldErrors.password)!;
    return { ok: false, reason: 'invalid-fields', message: first.text, messageKey: first.key, fields };
  }
  let otp: string | undefined;
  if (credentials.otp !== undefined) {
    const reading = readOneTimeCode(credentials.otp);
    if (!reading.ok) {
      const { key, text } = reading.message;
      return { ok: false, reason: 'invalid-fields', message: text, messageKey: key, fields: { otp: text } };
    }
    otp = reading.code;
  }
  let captchaResponse: string;
  try {
    captchaResponse = await deps.captcha.getResponse();
  } catch {
    deps.captcha.reset();
    return failure('captcha', CORE_MESSAGES.loginCaptchaUnavailable);
  }
  type Answer = Partial<TokenAnswer> & TokenAnswerExtensions;
  let answer: Answer | undefined;
  try {
    answer = await deps.api.post<Answer | undefined>(API_PATHS.auth.token, undefined, {
      form: {
        account: credentials.account.trim(),
        password: credentials.password,
        'g-recaptcha-response': captchaResponse,
        grant_type: 'password',
        // Absent unless the server asked: the spec's call is unchanged for accounts without it.
        ...(otp === undefined ? {} : { otp }),
      },
      errors: 'caller',
      withToken: false,
    });
  } catch (error) {
    deps.captcha.reset();
    return failureOf(error);
  }
  const token = presentValue(answer?.access_token);
  if (token === null) {
    deps.captcha.reset();
    return failure('server', CORE_MESSAGES.invalidResponse);
  }
  const owed = owedStepsFrom(answer);
  deps.session.start(token, sessionEndFrom(answer?.session_expires_in, deps.clock.now()), owed);
  return { ok: true, owed };
}

/** The second step's words; their keys live in the `account` text group. */
export const LOGIN_STEP_MESSAGES = {
  otpRequired: {
    key: 'account.login.otpRequired',
    text: '此帳號已啟用兩步驟登入，請輸入驗證 App 上的 6 位數驗證碼，或一組復原碼。',
  },
  otpInvalid: { key: 'account.login.otpInvalid', text: '驗證碼錯誤或已使用過，請重新輸入。' },
} as const satisfies Record<string, CoreMessage>;

function failure(reason: LoginFailureReason, message: CoreMessage): LoginResult {
  return { ok: false, reason, message: message.text, messageKey: message.key };
}

function failureOf(error: unknown): LoginResult {
  if (error instanceof NetworkError)
    return { ok: false, reason: 'network', message: error.message, messageKey: error.messageKey };
  if (!(error instanceof ApiError)) return failure('server', CORE_MESSAGES.genericError);
  // The second step's answers say only that the password was right, which the asking itself says.
  if (error.status === 401 && error.code === OTP_REQUIRED_CODE)
    return failure('otp-required', LOGIN_STEP_MESSAGES.otpRequired);
  if (error.status === 401 && error.code === OTP_INVALID_CODE)
    return failure('otp-invalid', LOGIN_STEP_MESSAGES.otpInvalid);
  // 401 and 429 get the core's own words: they must not reveal which of the three inputs was wrong.
  if (error.status === 401) return failure('rejected', CORE_MESSAGES.loginRejected);
  if (error.status === 429) return failure('too-many-attempts', CORE_MESSAGES.loginTooManyAttempts);
  if (error.status === 400) {
    const result: LoginResult = { ok: false, reason: 'bad-input', message: error.description };
    if (error.fields) result.fields = error.fields;
    return result;
  }
  return {
    ok: false,
    reason: 'server',
    message: error.status === SERVER_FAULT ? serverFaultMessage(error) : error.description,
  };
}
