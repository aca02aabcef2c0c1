import type { AccountSecurity } from '../../domain/account/my-account.port';
import {
  checkReEnrolmentProof,
  isCodeRefusal,
  readEnrolmentCode,
  reEnrolmentRefusal,
  secretInGroups,
  TWO_FACTOR_MESSAGES,
  type ReEnrolmentProofErrors,
} from '../../domain/account/two-factor-policy';
import type { Session } from '../../domain/session/session';
import type { TwoFactorEnrolment, TwoFactorOwnerProof } from '../../shared/accounts.types';

export type StartTwoFactorOutcome =
  | { kind: 'started'; enrolment: TwoFactorEnrolment; secretGroups: string[] }
  /** Re-enrolling: the password or code is missing or was refused; messages per field. */
  | { kind: 'proof-refused'; fields: ReEnrolmentProofErrors }
  | { kind: 'failed' };

export type ConfirmTwoFactorOutcome =
  /** The ten one-time recovery codes, shown once and never again. */
  | { kind: 'confirmed'; recoveryCodes: string[] }
  | { kind: 'invalid-code'; message: string }
  | { kind: 'failed' };

export interface TwoFactorDeps {
  security: Pick<AccountSecurity, 'startTwoFactor' | 'confirmTwoFactor'>;
  session: Pick<Session, 'settle'>;
}

/**
 * 設定兩步驟登入 (RFC 6238): a new secret from the server, pending until a code from the
 * app confirms it; an earlier second step keeps working until then, so a reset abandoned halfway
 * locks nobody out. Replacing a working second step takes the owner's proof (password and a
 * current or recovery code); the server then ends the account's other sessions.
 */
export async function startTwoFactor(
  deps: TwoFactorDeps,
  proof?: TwoFactorOwnerProof,
): Promise<StartTwoFactorOutcome> {
  if (proof) {
    const problems = checkReEnrolmentProof(proof);
    if (problems) return { kind: 'proof-refused', fields: problems };
  }
  try {
    const enrolment = await deps.security.startTwoFactor(
      proof ? { password: proof.password, code: proof.code.trim() } : undefined,
    );
    return { kind: 'started', enrolment, secretGroups: secretInGroups(enrolment.secret) };
  } catch (error) {
    const refusal = proof ? reEnrolmentRefusal(error) : null;
    if (refusal) return { kind: 'proof-refused', fields: refusal };
    return { kind: 'failed' };
  }
}

/**
 * The code from the app confirms the pending secret; the answer's recovery codes are handed to the
 * view to show once, and a setup owed since login is settled.
 */
export async function confirmTwoFactor(deps: TwoFactorDeps, typed: string): Promise<ConfirmTwoFactorOutcome> {
  const reading = readEnrolmentCode(typed);
  if (!reading.ok) return { kind: 'invalid-code', message: reading.message };
  let recoveryCodes: string[];
  try {
    ({ recoveryCodes } = await deps.security.confirmTwoFactor(reading.code));
  } catch (error) {
    if (isCodeRefusal(error)) return { kind: 'invalid-code', message: TWO_FACTOR_MESSAGES.codeRefused };
    return { kind: 'failed' };
  }
  deps.session.settle('two-factor');
  return { kind: 'confirmed', recoveryCodes };
}

/** The recovery codes as a text file to keep (one per line, with what they are for). */
export function recoveryCodesText(account: string, codes: readonly string[]): string {
  return [
    `兩步驟登入復原碼（帳號：${account}）`,
    '每組只能使用一次。手機遺失時，可在登入的驗證碼欄位輸入其中一組。',
    '',
    ...codes,
    '',
  ].join('\n');
}
