import type { TokenAnswerExtensions } from '../../shared/accounts.types';

/**
 * What a login still owes before anything else may be used (附表十): a new password (the
 * first login, a reset, an expired password), then a second step set up (`REQUIRE_2FA`). The server
 * refuses every other call meanwhile (403 `setup_owed`); the client opens the forms in this order.
 */
export type OwedStep = 'password' | 'two-factor';

/** The order the steps are taken in: the new password first, so the enrolment runs on it. */
export const OWED_ORDER: readonly OwedStep[] = ['password', 'two-factor'];

/** The steps a token answer says are owed, in order; [] for an account with nothing owed. */
export function owedStepsFrom(answer: TokenAnswerExtensions | undefined): OwedStep[] {
  return OWED_ORDER.filter((step) =>
    step === 'password'
      ? answer?.password_change_required === true
      : answer?.two_factor_setup_required === true,
  );
}

/** The step to open now, or null when nothing is owed. */
export function nextOwedStep(owed: readonly OwedStep[]): OwedStep | null {
  return OWED_ORDER.find((step) => owed.includes(step)) ?? null;
}
