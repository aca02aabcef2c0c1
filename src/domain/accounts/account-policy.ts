import { displayNameBroken, emailBroken } from '../../shared/accounts.schema';
import type { AccountAction, AccountSummary } from '../../shared/accounts.types';
import type { ConfirmQuestion } from '../dialogs/dialogs.port';
import { formatClientTime } from '../time/client-time-format';

/** Every per-account action of 帳號管理: the server's actions plus rights and delete. */
export type AccountCommand = AccountAction | 'rights' | 'delete';

/** The order the buttons appear in, and each one's name. */
export const ACCOUNT_COMMANDS: ReadonlyArray<{ command: AccountCommand; text: string }> = [
  { command: 'rights', text: '編輯帳號' },
  { command: 'disable', text: '停用' },
  { command: 'enable', text: '啟用' },
  { command: 'unlock', text: '解除鎖定' },
  { command: 'reset-password', text: '重設密碼' },
  { command: 'end-sessions', text: '結束所有登入' },
  { command: 'reset-two-factor', text: '重設兩步驟驗證' },
  { command: 'delete', text: '刪除' },
];

export const commandText = (command: AccountCommand): string =>
  ACCOUNT_COMMANDS.find((c) => c.command === command)?.text ?? command;

export const roleText = (account: Pick<AccountSummary, 'admin'>): string =>
  account.admin ? '網站管理者' : '編輯者';

/** 啟用, 停用 (with why, when the server says), 鎖定中. */
export function statusText(account: Pick<AccountSummary, 'status' | 'disabledReason'>): string {
  if (account.status === 'locked') return '鎖定中';
  if (account.status === 'active') return '啟用';
  return account.disabledReason === 'idle' ? '停用（閒置過久）' : '停用';
}

/** The address mail to the account goes to, or 未設定 (then it gets none). */
export const emailText = (account: Pick<AccountSummary, 'email'>): string => account.email ?? '未設定';

export const twoFactorText = (account: Pick<AccountSummary, 'twoFactor'>): string =>
  account.twoFactor ? '已設定' : '未設定';

export const passwordChangeText = (account: Pick<AccountSummary, 'passwordChangeRequired'>): string =>
  account.passwordChangeRequired ? '下次登入須變更' : '不需要';

/** `2026-11-23 10:32` in Taipei, or 從未登入. */
export function lastLoginText(account: Pick<AccountSummary, 'lastLoginAt'>): string {
  if (account.lastLoginAt === null) return '從未登入';
  return formatClientTime(Date.parse(account.lastLoginAt)).slice(0, 16) || account.lastLoginAt;
}

const isLastAdmin = (account: AccountSummary, all: readonly AccountSummary[]): boolean =>
  account.admin && all.filter((other) => other.admin).length <= 1;

/** Why the last administrator cannot be deleted; the server's 409 says the same. */
export const LAST_ADMIN_REFUSAL = '不能刪除最後一位網站管理者：請先將另一個帳號設為網站管理者。';

/**
 * The commands a row offers: no 啟用 on an account that is not disabled, no 停用 on one that is,
 * no 解除鎖定 unless locked, no 重設兩步驟驗證 without a second step. 刪除 is offered even to the
 * last administrator, so the refusal can be said in words where the button is (`deleteRefusal`).
 */
export function commandsOffered(account: AccountSummary): AccountCommand[] {
  const offered: Record<AccountCommand, boolean> = {
    rights: true,
    disable: account.status !== 'disabled',
    enable: account.status === 'disabled',
    unlock: account.status === 'locked',
    'reset-password': true,
    'end-sessions': true,
    'reset-two-factor': account.twoFactor,
    delete: true,
  };
  return ACCOUNT_COMMANDS.map((c) => c.command).filter((command) => offered[command]);
}

/** Why deleting is refused before asking, or null when it may be asked. */
export function deleteRefusal(account: AccountSummary, all: readonly AccountSummary[]): string | null {
  return isLastAdmin(account, all) ? LAST_ADMIN_REFUSAL : null;
}

/**
 * The question each action asks first; null for those that take nothing away (啟用, 解除鎖定).
 * The yes button names the action.
 */
export function commandQuestion(
  command: AccountAction | 'delete',
  account: AccountSummary,
): ConfirmQuestion | null {
  const who = `${account.displayName}（${account.account}）`;
  switch (command) {
    case 'disable':
      return {
        title: '停用帳號',
        message: `停用 ${who}？停用後這個帳號無法登入，目前的登入也會結束；之後可以再啟用。`,
        action: '停用',
      };
    case 'reset-password':
      return {
        title: '重設密碼',
        message: `重設 ${who} 的密碼？將產生一組一次性密碼，並結束這個帳號所有的登入；對方下次登入時必須變更密碼。`,
        action: '重設密碼',
      };
    case 'end-sessions':
      return {
        title: '結束所有登入',
        message: `結束 ${who} 在所有裝置上的登入？對方須重新登入。`,
        action: '結束所有登入',
      };
    case 'reset-two-factor':
      return {
        title: '重設兩步驟驗證',
        message: `移除 ${who} 的兩步驟驗證？對方下次登入時須重新設定。`,
        action: '重設兩步驟驗證',
      };
    case 'delete':
      return {
        title: '刪除帳號',
        message: `刪除 ${who}？帳號與其權限將永久移除，無法復原；稽核紀錄仍會保留。`,
        action: '刪除',
      };
    default:
      return null;
  }
}

/** What was done, for the live region. */
export function commandDone(command: AccountAction | 'delete' | 'rights', account: AccountSummary): string {
  const who = `${account.displayName}（${account.account}）`;
  const done: Record<AccountAction | 'delete' | 'rights', string> = {
    rights: `已更新 ${who} 的帳號資料與權限`,
    disable: `已停用 ${who}`,
    enable: `已啟用 ${who}`,
    unlock: `已解除 ${who} 的鎖定`,
    'reset-password': `已重設 ${who} 的密碼，並結束其所有登入`,
    'end-sessions': `已結束 ${who} 的所有登入`,
    'reset-two-factor': `已重設 ${who} 的兩步驟驗證`,
    delete: `已刪除 ${who}`,
  };
  return done[command];
}

export interface NewAccountInput {
  account: string;
  displayName: string;
  /** As typed; blank means no address. */
  email?: string;
}

/**
 * Why a typed address cannot be sent, by the rule the server applies (src/shared/accounts.schema),
 * or null; a blank one is no address, which is allowed.
 */
export function emailProblem(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return null;
  const broken = emailBroken(email);
  return broken === null ? null : `${broken}。`;
}

/** What is sent for a typed address: trimmed, and null when blank (none, or cleared). */
export const emailToSend = (typed: string): string | null => (typed.trim() === '' ? null : typed.trim());

/** The longest account name the login accepts (core.login.accountTooLong). */
export const ACCOUNT_MAX_LENGTH = 64;

/** What is wrong with a typed display name by the server's rule, as a sentence; null when nothing. */
export function displayNameProblem(typed: string): string | null {
  const broken = displayNameBroken(typed);
  return broken === null ? null : `${broken}。`;
}

/**
 * What the form checks before sending (the server checks again and its 400 is shown too): field →
 * message, empty when nothing is wrong.
 */
export function newAccountProblems(input: NewAccountInput): Partial<Record<keyof NewAccountInput, string>> {
  const problems: Partial<Record<keyof NewAccountInput, string>> = {};
  const account = input.account.trim();
  if (account === '') problems.account = '請輸入帳號。';
  else if (account.length > ACCOUNT_MAX_LENGTH)
    problems.account = `帳號不可超過 ${ACCOUNT_MAX_LENGTH} 個字元。`;
  else if (/\s/.test(account)) problems.account = '帳號不可包含空白。';
  const display = displayNameProblem(input.displayName);
  if (display !== null) problems.displayName = display;
  const email = emailProblem(input.email ?? '');
  if (email !== null) problems.email = email;
  return problems;
}
