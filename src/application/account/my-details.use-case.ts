import type { AccountSecurity } from '../../domain/account/my-account.port';
import { displayNameProblem, emailProblem, emailToSend } from '../../domain/accounts/account-policy';
import { ApiError } from '../../domain/errors/api-errors';
import type { MyAccount } from '../../shared/accounts.types';

/** What became of a change to one of the holder's own details (its address, its display name). */
export type ChangeDetailOutcome =
  /** Stored; `me` is the account as the server now has it, `message` what to announce. */
  | { kind: 'saved'; me: MyAccount; message: string }
  /** Nothing to send: what was typed is what is already stored. */
  | { kind: 'unchanged'; message: string }
  /** Refused by the rule (checked here first, or the server's 400): nothing changed. */
  | { kind: 'invalid'; message: string }
  /** Anything else (network, 5xx): the api client's policy has already said so. */
  | { kind: 'failed' };

/**
 * The one shape of both changes: the server's rule checked here first, nothing sent when nothing
 * changed, and a 400 shown in the server's words for `field` (or its description).
 */
async function changeDetail<T>(request: {
  problem: string | null;
  value: T;
  stored: T;
  unchanged: string;
  field: string;
  send: (value: T) => Promise<MyAccount>;
  saved: (me: MyAccount) => string;
}): Promise<ChangeDetailOutcome> {
  if (request.problem !== null) return { kind: 'invalid', message: request.problem };
  if (request.value === request.stored) return { kind: 'unchanged', message: request.unchanged };
  try {
    const me = await request.send(request.value);
    return { kind: 'saved', me, message: request.saved(me) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { kind: 'invalid', message: error.fields?.[request.field] ?? error.description };
    return { kind: 'failed' };
  }
}

/**
 * 我的帳號's 電子郵件: the holder sets or clears the address the site's mail to it
 * (assignments, reviews) goes to. Checked by the server's rule first, then `PUT /backend/me/email`.
 */
export function changeMyEmail(
  deps: { security: Pick<AccountSecurity, 'changeEmail'> },
  request: { me: MyAccount; typed: string },
): Promise<ChangeDetailOutcome> {
  return changeDetail({
    problem: emailProblem(request.typed),
    value: emailToSend(request.typed),
    stored: request.me.email,
    unchanged: '電子郵件地址沒有變更。',
    field: 'email',
    send: (email) => deps.security.changeEmail(email),
    saved: (me) =>
      me.email === null
        ? '已清除電子郵件地址：您將不會收到網站寄出的通知信。'
        : `已儲存電子郵件地址：通知信將寄到 ${me.email}。`,
  });
}

/**
 * 我的帳號's 顯示名稱: the holder renames itself, the name colleagues see on an edit lock, a
 * mailbox note or a mail. The account name, which logs in, stays. Then `PUT /backend/me/name`.
 */
export function changeMyName(
  deps: { security: Pick<AccountSecurity, 'changeName'> },
  request: { me: MyAccount; typed: string },
): Promise<ChangeDetailOutcome> {
  return changeDetail({
    problem: displayNameProblem(request.typed),
    value: request.typed.trim(),
    stored: request.me.displayName,
    unchanged: '顯示名稱沒有變更。',
    field: 'displayName',
    send: (displayName) => deps.security.changeName(displayName),
    saved: (me) => `已儲存顯示名稱：其他同仁將看到「${me.displayName}」。`,
  });
}
