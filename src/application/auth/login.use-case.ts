import type { Captcha } from '../../domain/captcha/captcha.port';
import { ApiError, NetworkError } from '../../domain/errors/api-errors';
import { SERVER_FAULT, serverFaultMessage } from '../../domain/errors/error-policy';
import { validateLoginFields, type Credentials } from '../../domain/login/login-fields';
import { CORE_MESSAGES, type CoreMessage } from '../../domain/messages/core-messages';
import { sessionEndFrom, type Session } from '../../domain/session/session';
import { presentValue } from '../../domain/storage/stored-value';
import type { Clock } from '../../domain/time/clock.port';
import type { TokenAnswer } from '../../shared/api-types';
import type { ApiClient } from '../api/api-client';
import { API_PATHS } from '../../shared/api-paths';

export type { Credentials };

export type LoginFailureReason =
  /** A field is out of bounds; nothing was sent. */
  | 'invalid-fields'
  /** 401: wrong account, password or captcha. */
  | 'rejected'
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
  | { ok: true }
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
  let captchaResponse: string;
  try {
    captchaResponse = await deps.captcha.getResponse();
  } catch {
    deps.captcha.reset();
    return failure('captcha', CORE_MESSAGES.loginCaptchaUnavailable);
  }
  let answer: Partial<TokenAnswer> | undefined;
  try {
    answer = await deps.api.post<Partial<TokenAnswer> | undefined>(API_PATHS.auth.token, undefined, {
      form: {
        account: credentials.account.trim(),
        password: credentials.password,
        'g-recaptcha-response': captchaResponse,
        grant_type: 'password',
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
  deps.session.start(token, sessionEndFrom(answer?.session_expires_in, deps.clock.now()));
  return { ok: true };
}

function failure(reason: LoginFailureReason, message: CoreMessage): LoginResult {
  return { ok: false, reason, message: message.text, messageKey: message.key };
}

function failureOf(error: unknown): LoginResult {
  if (error instanceof NetworkError)
    return { ok: false, reason: 'network', message: error.message, messageKey: error.messageKey };
  if (!(error instanceof ApiError)) return failure('server', CORE_MESSAGES.genericError);
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
