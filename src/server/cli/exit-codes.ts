import { PasswordRefused } from '../accounts/password.service';
import type { Refusal, RefusalKind } from '../platform/refusals';

/** The `accounts` command's exit codes, as docs/deploy.md promises them to scripts. */
export const EXIT = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  notFound: 3,
  conflict: 4,
  passwordRefused: 5,
  noDatabase: 6,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The exit code of each refusal: the one place a service's no becomes a number for a script, as
 * src/server/http/refusal-answers.ts makes it one for the API. A refusal the command cannot meet
 * (a sign-in's, the session protocol's) is unexpected there.
 */
export const REFUSAL_EXIT: Readonly<Record<RefusalKind, ExitCode>> = {
  invalid: EXIT.usage,
  'not-found': EXIT.notFound,
  conflict: EXIT.conflict,
  stale: EXIT.conflict,
  forbidden: EXIT.unexpected,
  unprocessable: EXIT.unexpected,
  unsupported: EXIT.unexpected,
  'read-only': EXIT.unexpected,
  'precondition-missing': EXIT.unexpected,
  unauthenticated: EXIT.unexpected,
  limited: EXIT.unexpected,
  unavailable: EXIT.unexpected,
  'token-expired': EXIT.unexpected,
  'token-invalid': EXIT.unexpected,
};

/** A refusal's exit code; a password the rules refuse is invalid input with a code of its own. */
export function exitCodeOf(refusal: Refusal): ExitCode {
  return refusal instanceof PasswordRefused ? EXIT.passwordRefused : REFUSAL_EXIT[refusal.kind];
}
