import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { AccountSecurity, MySessions } from '../../domain/account/my-account.port';
import {
  ACCOUNT_PATHS,
  type MyAccount,
  type PasswordChange,
  type SessionSummary,
  type TwoFactorEnrolment,
  type TwoFactorOwnerProof,
} from '../../shared/accounts.types';

/** A refused password or code is the form's to show next to its field: no dialog for these. */
const FORM_ANSWERS: ApiRequestOptions = { answers: [400] };
const CODE_ANSWERS: ApiRequestOptions = { answers: [400, 401] };
/** Reads whose failure the view words itself (and the header's quiet read after login): no dialog. */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/**
 * 我的帳號 over the api client and the accounts path table (docs/api.md, "Accounts"). Failures that
 * are not the form's (network, 5xx) go through the api client's error policy as everywhere else.
 */
export class ApiMyAccount implements AccountSecurity, MySessions {
  constructor(private readonly api: ApiClient) {}

  me(): Promise<MyAccount> {
    return this.api.get<MyAccount>(ACCOUNT_PATHS.me, INLINE);
  }

  changeEmail(email: string | null): Promise<MyAccount> {
    return this.api.put<MyAccount>(ACCOUNT_PATHS.myEmail, { email }, FORM_ANSWERS);
  }

  changeName(displayName: string): Promise<MyAccount> {
    return this.api.put<MyAccount>(ACCOUNT_PATHS.myName, { displayName }, FORM_ANSWERS);
  }

  async changePassword(change: PasswordChange): Promise<void> {
    await this.api.post<unknown>(ACCOUNT_PATHS.myPassword, change, FORM_ANSWERS);
  }

  startTwoFactor(proof?: TwoFactorOwnerProof): Promise<TwoFactorEnrolment> {
    // A refused proof is the form's to show beside its fields.
    return proof
      ? this.api.post<TwoFactorEnrolment>(ACCOUNT_PATHS.myTwoFactorSetup, proof, CODE_ANSWERS)
      : this.api.post<TwoFactorEnrolment>(ACCOUNT_PATHS.myTwoFactorSetup);
  }

  confirmTwoFactor(code: string): Promise<{ recoveryCodes: string[] }> {
    return this.api.post<{ recoveryCodes: string[] }>(
      ACCOUNT_PATHS.myTwoFactorConfirm,
      { code },
      CODE_ANSWERS,
    );
  }

  list(): Promise<SessionSummary[]> {
    return this.api.get<SessionSummary[]>(ACCOUNT_PATHS.mySessions, INLINE);
  }

  async end(sessionId: string): Promise<void> {
    await this.api.delete<unknown>(ACCOUNT_PATHS.mySession(sessionId));
  }
}
