import type {
  AccountAction,
  AccountSummary,
  AccountUpdate,
  AuditPage,
  AuditQuery,
  CreatedAccount,
  JoinAccount,
  NewAccount,
  PathRights,
  RightsPath,
} from '../../shared/accounts.types';

/** What `reset-password` answers: the new one-time password, shown once. */
export interface ResetPassword {
  account: string;
  initialPassword: string;
}

/**
 * 帳號管理, administrators only: the accounts API of docs/api.md ("Accounts"). Failures
 * reject with the api client's typed errors (`ApiError` with the server's zh-TW words).
 */
export interface AccountsSource {
  list(): Promise<AccountSummary[]>;
  /** The module paths rights can name, with their menu titles (`*` not among them). */
  rightsPaths(): Promise<RightsPath[]>;
  create(account: NewAccount): Promise<CreatedAccount>;
  /** A person of another site of the server joins this one with a role and rights here. */
  join(account: string, place: JoinAccount): Promise<AccountSummary>;
  update(account: string, update: AccountUpdate): Promise<AccountSummary>;
  /** The whole list replaces the account's rights. */
  setRights(account: string, rights: PathRights[]): Promise<AccountSummary>;
  act(account: string, action: AccountAction): Promise<AccountSummary | ResetPassword>;
  remove(account: string): Promise<void>;
}

/** 稽核紀錄, administrators only. */
export interface AuditSource {
  page(query: AuditQuery): Promise<AuditPage>;
  /** The same rows as CSV text (UTF-8; the byte order mark is the saver's business). */
  csv(query: AuditQuery): Promise<string>;
}
