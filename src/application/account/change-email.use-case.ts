import type { AccountSecurity } from '../../domain/account/my-account.port';
import { emailProblem, emailToSend } from '../../domain/accounts/account-policy';
import { ApiError } from '../../domain/errors/api-errors';
import type { MyAccount } from '../../shared/accounts.types';

export type ChangeEmailOutcome =
  /** Stored; `me` is the account as the server now has it, `message` what to announce. */
  | { kind: 'saved'; me: MyAccount; message: string }
  /** Nothing to send: the address typed is the one already stored. */
  | { kind: 'unchanged'; message: string }
  /** The address is not one (checked here first, or the server's 400): nothing changed. */
  | { kind: 'invalid'; message: string }
  /** Anything else (network, 5xx): the api client's policy has already said so. */
  | { kind: 'failed' };

/**
 * 我的帳號's 電子郵件 (issue 23): the holder sets or clears the address the site's mail to it
 * (assignments, reviews) goes to. Checked by the server's rule first, then `PUT /backend/me/email`.
 */
export async function changeMyEmail(
  deps: { security: Pick<AccountSecurity, 'changeEmail'> },
  request: { me: MyAccount; typed: string },
): Promise<ChangeEmailOutcome> {
  const problem = emailProblem(request.typed);
  if (problem !== null) return { kind: 'invalid', message: problem };
  const email = emailToSend(request.typed);
  if (email === request.me.email) return { kind: 'unchanged', message: '電子郵件地址沒有變更。' };
  try {
    const me = await deps.security.changeEmail(email);
    return {
      kind: 'saved',
      me,
      message:
        me.email === null
          ? '已清除電子郵件地址：您將不會收到網站寄出的通知信。'
          : `已儲存電子郵件地址：通知信將寄到 ${me.email}。`,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { kind: 'invalid', message: error.fields?.email ?? error.description };
    return { kind: 'failed' };
  }
}
