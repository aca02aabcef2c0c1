import { accountFailureText, isRefusal } from '../../domain/accounts/account-failures';
import {
  emailProblem,
  emailToSend,
  newAccountProblems,
  type NewAccountInput,
} from '../../domain/accounts/account-policy';
import { rightsToSend, type RightsRow } from '../../domain/accounts/account-rights';
import type { AccountsSource } from '../../domain/accounts/accounts.port';
import { ApiError } from '../../domain/errors/api-errors';
import {
  PERSON_OF_ANOTHER_SITE,
  type AccountSummary,
  type AccountUpdate,
  type RightsPath,
} from '../../shared/accounts.types';

export type AccountsOutcome =
  | { kind: 'listed'; accounts: AccountSummary[]; paths: RightsPath[] }
  /** The caller is not an administrator (403): the server's sentence, shown instead of the table. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** 帳號管理 opens: the accounts and the paths rights can name, read together. */
export async function loadAccounts(
  source: Pick<AccountsSource, 'list' | 'rightsPaths'>,
): Promise<AccountsOutcome> {
  try {
    const [accounts, paths] = await Promise.all([source.list(), source.rightsPaths()]);
    return { kind: 'listed', accounts, paths };
  } catch (error) {
    const message = accountFailureText(error, '無法載入帳號清單，請稍後再試。');
    return isRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message };
  }
}

export interface NewAccountRequest extends NewAccountInput {
  admin: boolean;
  rows: readonly RightsRow[];
}

type FieldProblems = Partial<Record<keyof NewAccountInput, string>>;

export type CreateAccountOutcome =
  /** The one-time initial password, to be shown once. */
  | { kind: 'created'; account: AccountSummary; initialPassword: string }
  /** Nothing sent: the form names what to fix. */
  | { kind: 'invalid'; problems: FieldProblems }
  /** The name is a person of another site of the server: they may join this one instead. */
  | { kind: 'elsewhere'; account: string; message: string }
  /** The server refused (a taken account name, a 403…): its words, and the fields it named. */
  | { kind: 'failed'; message: string; problems: FieldProblems };

const FIELD_NAMES: ReadonlyArray<keyof NewAccountInput> = ['account', 'displayName', 'email'];

/** The 400's fields that are the form's own, so their messages stand under their inputs. */
function fieldProblems(error: unknown): FieldProblems {
  const problems: FieldProblems = {};
  if (error instanceof ApiError && error.fields)
    for (const name of FIELD_NAMES) if (error.fields[name]) problems[name] = error.fields[name];
  return problems;
}

/** 新增帳號: checked here first, then created with its rights; the server makes the password. */
export async function createAccount(
  source: Pick<AccountsSource, 'create'>,
  request: NewAccountRequest,
): Promise<CreateAccountOutcome> {
  const problems = newAccountProblems(request);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  try {
    const created = await source.create({
      account: request.account.trim(),
      displayName: request.displayName.trim(),
      admin: request.admin,
      rights: rightsToSend(request.rows),
      email: emailToSend(request.email ?? ''),
    });
    return { kind: 'created', account: created.account, initialPassword: created.initialPassword };
  } catch (error) {
    const message = accountFailureText(error, '無法新增帳號，請稍後再試。');
    if (error instanceof ApiError && error.code === PERSON_OF_ANOTHER_SITE)
      return { kind: 'elsewhere', account: request.account.trim().toLowerCase(), message };
    return { kind: 'failed', message, problems: fieldProblems(error) };
  }
}

export type JoinAccountOutcome =
  { kind: 'joined'; account: AccountSummary } | { kind: 'failed'; message: string };

/**
 * 加入本網站: the person of another site named in 新增帳號 joins this one with the role and rights
 * chosen there; their password and second step stay theirs.
 */
export async function joinAccount(
  source: Pick<AccountsSource, 'join'>,
  request: { account: string; admin: boolean; rows: readonly RightsRow[] },
): Promise<JoinAccountOutcome> {
  try {
    const account = await source.join(request.account, {
      admin: request.admin,
      rights: rightsToSend(request.rows),
    });
    return { kind: 'joined', account };
  } catch (error) {
    return { kind: 'failed', message: accountFailureText(error, '無法把這個帳號加入本網站，請稍後再試。') };
  }
}

export type SaveRightsOutcome =
  | { kind: 'saved'; account: AccountSummary }
  /** Nothing sent: the address is not one (the server's rule, checked here first). */
  | { kind: 'invalid'; problems: { email: string } }
  | { kind: 'failed'; message: string; problems: { email?: string } };

export interface SaveRightsRequest {
  account: AccountSummary;
  admin: boolean;
  /** The address as typed; blank clears it. */
  email: string;
  rows: readonly RightsRow[];
}

/**
 * 編輯帳號: the role and the address first when they changed, in one update (the server refuses
 * to demote the last administrator with 409, and then the rights are not touched either), then
 * the whole list of rights.
 */
export async function saveRights(
  source: Pick<AccountsSource, 'update' | 'setRights'>,
  request: SaveRightsRequest,
): Promise<SaveRightsOutcome> {
  const { account, admin, rows } = request;
  const problem = emailProblem(request.email);
  if (problem !== null) return { kind: 'invalid', problems: { email: problem } };
  const update: AccountUpdate = {};
  if (admin !== account.admin) update.admin = admin;
  const email = emailToSend(request.email);
  if (email !== account.email) update.email = email;
  try {
    if (Object.keys(update).length > 0) await source.update(account.account, update);
    return { kind: 'saved', account: await source.setRights(account.account, rightsToSend(rows)) };
  } catch (error) {
    const { email: wrong } = fieldProblems(error);
    return {
      kind: 'failed',
      message: accountFailureText(error, '無法儲存帳號資料，請稍後再試。'),
      problems: wrong ? { email: wrong } : {},
    };
  }
}
