import type {
  MyAccount,
  PasswordChange,
  SessionSummary,
  TwoFactorEnrolment,
  TwoFactorOwnerProof,
} from '../../shared/accounts.types';

/**
 * The signed-in account's own security: who it is and its rules, its address, a new
 * password, and the second step. Failures reject with `ApiError` (a 400 naming `fields`, a wrong code) or
 * `NetworkError`; the use cases turn them into outcomes.
 */
export interface AccountSecurity {
  me(): Promise<MyAccount>;
  /** The holder's own address; null clears it. Answers the account as it now is. */
  changeEmail(email: string | null): Promise<MyAccount>;
  /** The holder's own display name, trimmed. Answers the account as it now is. */
  changeName(displayName: string): Promise<MyAccount>;
  changePassword(change: PasswordChange): Promise<void>;
  /**
   * A new pending secret; the one in use (if any) stays until a code confirms the new one.
   * Replacing a working one takes the owner's proof.
   */
  startTwoFactor(proof?: TwoFactorOwnerProof): Promise<TwoFactorEnrolment>;
  confirmTwoFactor(code: string): Promise<{ recoveryCodes: string[] }>;
}

/** The account's login sessions, this one marked, each of which may be ended. */
export interface MySessions {
  list(): Promise<SessionSummary[]>;
  end(sessionId: string): Promise<void>;
}
