import { passwordExpiresAt } from '../../shared/password-rules';
import type { SecurityOptions, TwoFactorRequirement } from '../server-options';
import type { StoredUser } from '../ports/user-store.port';

/** What a login still owes before its session may do anything but the 我的帳號 calls. */
export interface OwedSetup {
  /** A one-time password, a reset, or a password past `PASSWORD_MAX_AGE_DAYS`. */
  passwordChange: boolean;
  /** `REQUIRE_2FA` applies to the account and it has no second step yet. */
  twoFactorSetup: boolean;
}

export type SetupRules = Pick<SecurityOptions, 'passwordMaxAgeDays' | 'requireTwoFactor'>;

/** Whether `REQUIRE_2FA` asks this account for a second step. */
export function twoFactorRequired(
  user: Pick<StoredUser, 'admin'>,
  requirement: TwoFactorRequirement,
): boolean {
  return requirement === 'all' || (requirement === 'admins' && user.admin);
}

/** Read from the account as stored, so the restriction lifts the moment the change is made (pure). */
export function setupOwed(
  user: Pick<StoredUser, 'admin' | 'mustChangePassword' | 'passwordChangedAt' | 'totpSecret'>,
  rules: SetupRules,
  now: number,
): OwedSetup {
  const expiresAt = passwordExpiresAt(user.passwordChangedAt, rules.passwordMaxAgeDays);
  return {
    passwordChange: user.mustChangePassword || (expiresAt !== null && now >= expiresAt),
    twoFactorSetup: user.totpSecret === null && twoFactorRequired(user, rules.requireTwoFactor),
  };
}

export const isOwing = (owed: OwedSetup): boolean => owed.passwordChange || owed.twoFactorSetup;

/** The zh-TW sentence of the 403 for what is owed. */
export function owedSentence(owed: OwedSetup): string {
  if (owed.passwordChange && owed.twoFactorSetup) return '請先變更密碼並完成兩步驟驗證設定。';
  if (owed.passwordChange) return '請先變更密碼。';
  return '請先完成兩步驟驗證設定。';
}
