import { recordFailedSecret, type FailedSecretDeps } from './failed-secret';
import type { LoginLimit } from './login-throttle';
import type { PasswordHasher } from './password.hasher';
import type { TwoFactorService } from './two-factor.service';
import type { StoredUser } from '../ports/user-store.port';

/**
 * Replacing a second step that works is the owner's act, not a session's: a stolen session token
 * alone must not swap the authenticator (and void the recovery codes) under the owner. So a
 * re-enrolment asks for the password and a current code or an unused recovery code. A first
 * enrolment (none set up yet, or the setup a login owes after an administrator's reset) has no
 * second step to prove and stays as it is.
 */
export function reEnrolmentNeedsProof(
  user: Pick<StoredUser, 'totpSecret'>,
  owed: { twoFactorSetup: boolean },
): boolean {
  return user.totpSecret !== null && !owed.twoFactorSetup;
}

export interface OwnerProof {
  password?: unknown;
  code?: unknown;
}

export type ProofOutcome =
  | { kind: 'proven' }
  | { kind: 'missing' }
  | { kind: 'throttled'; limit: LoginLimit; retryAfterSeconds: number }
  | { kind: 'wrong-password' }
  | { kind: 'wrong-code' };

export interface OwnerProofDeps extends FailedSecretDeps {
  hasher: PasswordHasher;
  twoFactor: TwoFactorService;
}

const text = (value: unknown, most: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= most ? value : undefined;

/**
 * Checks the owner's proof as a login would: each try counts toward the same lockout, a wrong
 * password or code is audited as a failed login, and the code (or recovery code) is spent.
 */
export async function proveOwner(
  deps: OwnerProofDeps,
  user: StoredUser,
  proof: OwnerProof | undefined,
  ip: string,
): Promise<ProofOutcome> {
  const password = text(proof?.password, 200);
  const code = text(proof?.code, 40);
  if (password === undefined || code === undefined) return { kind: 'missing' };
  const { throttle, hasher, twoFactor } = deps;
  const admission = await throttle.admit(user.account, ip);
  if (!admission.admitted)
    return { kind: 'throttled', limit: admission.limit, retryAfterSeconds: admission.retryAfterSeconds };
  const fail = (reason: 'credentials' | 'otp'): Promise<void> =>
    recordFailedSecret(deps, admission.attempt, {
      account: user.account,
      reason,
      ip,
      during: 'two-factor.reset',
    });
  if (!(await hasher.verify(password, user.passwordHash))) {
    await fail('credentials');
    return { kind: 'wrong-password' };
  }
  if ((await twoFactor.verify(user.account, code)) === null) {
    await fail('otp');
    return { kind: 'wrong-code' };
  }
  await throttle.withdraw(admission.attempt);
  return { kind: 'proven' };
}
