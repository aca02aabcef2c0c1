import { accountFailureText } from '../../domain/accounts/account-failures';
import { commandDone, commandQuestion, deleteRefusal } from '../../domain/accounts/account-policy';
import type { AccountsSource } from '../../domain/accounts/accounts.port';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { AccountAction, AccountSummary } from '../../shared/accounts.types';

export type AccountActionOutcome =
  /** Done; `account` is the server's new copy, `message` what to announce. */
  | { kind: 'done'; account: AccountSummary; message: string }
  /** 重設密碼: the new one-time password, shown once. */
  | { kind: 'password'; account: AccountSummary; initialPassword: string; message: string }
  /** The administrator answered 取消. */
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

interface ActionPorts {
  accounts: Pick<AccountsSource, 'act'>;
  dialogs: Pick<Dialogs, 'confirm'>;
}

/**
 * 停用, 啟用, 解除鎖定, 重設密碼, 結束所有登入, 重設兩步驟驗證: asked first when the action takes
 * something away, then sent. The server audits each.
 */
export async function runAccountAction(
  ports: ActionPorts,
  request: { account: AccountSummary; action: AccountAction },
): Promise<AccountActionOutcome> {
  const { account, action } = request;
  const question = commandQuestion(action, account);
  if (
    question &&
    !(await ports.dialogs.confirm(question.message, question.title, { action: question.action }))
  )
    return { kind: 'declined' };
  try {
    const answer = await ports.accounts.act(account.account, action);
    const message = commandDone(action, account);
    if ('initialPassword' in answer)
      return { kind: 'password', account, initialPassword: answer.initialPassword, message };
    return { kind: 'done', account: answer, message };
  } catch (error) {
    return { kind: 'failed', message: accountFailureText(error, '無法完成這個動作，請稍後再試。') };
  }
}

export type DeleteAccountOutcome =
  | { kind: 'deleted'; message: string }
  /** Not asked, not sent: the last administrator (the server's 409 words it the same way). */
  | { kind: 'refused'; message: string }
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

/** 刪除: refused at once for the last administrator, otherwise asked, then deleted. */
export async function deleteAccount(
  ports: { accounts: Pick<AccountsSource, 'remove'>; dialogs: Pick<Dialogs, 'confirm'> },
  request: { account: AccountSummary; all: readonly AccountSummary[] },
): Promise<DeleteAccountOutcome> {
  const { account, all } = request;
  const refusal = deleteRefusal(account, all);
  if (refusal !== null) return { kind: 'refused', message: refusal };
  const question = commandQuestion('delete', account)!;
  if (!(await ports.dialogs.confirm(question.message, question.title, { action: question.action })))
    return { kind: 'declined' };
  try {
    await ports.accounts.remove(account.account);
    return { kind: 'deleted', message: commandDone('delete', account) };
  } catch (error) {
    return { kind: 'failed', message: accountFailureText(error, '無法刪除帳號，請稍後再試。') };
  }
}
