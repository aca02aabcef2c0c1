import type { Check } from '../../shared/authoring.schema';

/**
 * Why a service said no, in the service's own terms: what was asked is invalid, not there, not
 * allowed, in conflict with what is stored, or out of date. Services throw these and never speak
 * HTTP; one mapping makes each an answer for the routes (src/server/http/refusal-answers.ts) and
 * another an exit code for the command line (src/server/cli/exit-codes.ts).
 */
export type RefusalKind =
  /** The input breaks a rule: `fields` says which, beside each field. */
  | 'invalid'
  | 'not-found'
  /** The caller may not do this, whoever they are. */
  | 'forbidden'
  /** What is stored does not allow it now (a taken address, a module that still has items…). */
  | 'conflict'
  /** The caller's copy is older than the stored one (`details.current` is the stored one). */
  | 'stale'
  /** Well-formed, but the content may not go out as it is (an accessibility finding…). */
  | 'unprocessable'
  /** Content of a kind the service does not take (an upload that is no image or PDF it can read). */
  | 'unsupported'
  /** It is there, and it can be read, but it takes nothing sent to it (a page that is no mailbox). */
  | 'read-only'
  /** A precondition the caller must send was missing (the revision a change starts from). */
  | 'precondition-missing'
  /** Who is asking could not be established (a wrong password, a code owed or wrong). */
  | 'unauthenticated'
  /** Too many attempts: `retryAfterSeconds` says when to come back. */
  | 'limited'
  /** A service this one needs cannot answer now (the captcha's verifier). */
  | 'unavailable'
  /** The session protocol: the access token is past its lifetime, and may still be reflashed. */
  | 'token-expired'
  /** The session protocol: the token, or its session, can no longer be used; log in again. */
  | 'token-invalid';

/** What a refusal may carry besides its words. */
export interface RefusalOptions {
  /** The API's `code` where the client tells refusals of one kind apart (`otp_required`). */
  code?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    /** One zh-TW sentence for the person who asked. */
    readonly description: string,
    /** A zh-TW message per field, for input beside its field. */
    readonly fields?: Record<string, string>,
    /** What else the caller needs to act on it (the stored copy, the findings). */
    readonly details: Record<string, unknown> = {},
    readonly options: RefusalOptions = {},
  ) {
    super(description);
    this.name = 'Refusal';
  }
}

export const invalid = (description: string, fields?: Record<string, string>): Refusal =>
  new Refusal('invalid', description, fields);

export const notFound = (description = '找不到指定的資料。'): Refusal =>
  new Refusal('not-found', description);

export const forbidden = (description: string, options: RefusalOptions = {}): Refusal =>
  new Refusal('forbidden', description, undefined, {}, options);

export const conflict = (
  description: string,
  fields?: Record<string, string>,
  details: Record<string, unknown> = {},
): Refusal => new Refusal('conflict', description, fields, details);

export const stale = (description: string, details: Record<string, unknown>): Refusal =>
  new Refusal('stale', description, undefined, details);

export const unprocessable = (
  description: string,
  fields?: Record<string, string>,
  details: Record<string, unknown> = {},
): Refusal => new Refusal('unprocessable', description, fields, details);

export const unauthenticated = (
  description: string,
  options: RefusalOptions = {},
  fields?: Record<string, string>,
): Refusal => new Refusal('unauthenticated', description, fields, {}, options);

export const limited = (description: string, retryAfterSeconds: number): Refusal =>
  new Refusal('limited', description, undefined, {}, { retryAfterSeconds });

export const unsupported = (description: string): Refusal => new Refusal('unsupported', description);

export const readOnly = (description: string): Refusal => new Refusal('read-only', description);

export const unavailable = (description: string): Refusal => new Refusal('unavailable', description);

export const preconditionMissing = (description: string): Refusal =>
  new Refusal('precondition-missing', description);

/** The value of a passed check; a failed one refuses with its fields, in zh-TW. */
export function requireValid<T>(check: Check<T>): T {
  if (!check.ok) throw invalid(`輸入資料有誤：${Object.values(check.fields).join('；')}`, check.fields);
  return check.value;
}
