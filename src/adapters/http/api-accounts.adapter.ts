import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { QueryParams } from '../../application/api/query-string';
import type { AccountsSource, AuditSource, ResetPassword } from '../../domain/accounts/accounts.port';
import {
  ACCOUNT_PATHS,
  type AccountAction,
  type AccountSummary,
  type AccountUpdate,
  type AuditPage,
  type AuditQuery,
  type AuditRow,
  type CreatedAccount,
  type JoinAccount,
  type NewAccount,
  type PathRights,
  type RightsPath,
} from '../../shared/accounts.types';

/** 帳號管理 and 稽核紀錄 word every failure in place (a 403 is a sentence, not a dialog). */
const INLINE: ApiRequestOptions = { errors: 'inline' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/**
 * The accounts port over the api client and the path table (docs/api.md, "Accounts"). None of
 * the writes is replayed after a 611: the administrator is asked to send again.
 */
export class ApiAccounts implements AccountsSource {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<AccountSummary[]> {
    return listOf<AccountSummary>(await this.api.get<unknown>(ACCOUNT_PATHS.accounts, INLINE));
  }

  async rightsPaths(): Promise<RightsPath[]> {
    return listOf<RightsPath>(await this.api.get<unknown>(ACCOUNT_PATHS.rightsPaths, INLINE));
  }

  create(account: NewAccount): Promise<CreatedAccount> {
    return this.api.post<CreatedAccount>(ACCOUNT_PATHS.accounts, account, INLINE);
  }

  join(account: string, place: JoinAccount): Promise<AccountSummary> {
    return this.api.post<AccountSummary>(ACCOUNT_PATHS.accountJoin(account), place, INLINE);
  }

  update(account: string, update: AccountUpdate): Promise<AccountSummary> {
    return this.api.put<AccountSummary>(ACCOUNT_PATHS.account(account), update, INLINE);
  }

  setRights(account: string, rights: PathRights[]): Promise<AccountSummary> {
    return this.api.put<AccountSummary>(ACCOUNT_PATHS.accountRights(account), { rights }, INLINE);
  }

  act(account: string, action: AccountAction): Promise<AccountSummary | ResetPassword> {
    return this.api.post<AccountSummary | ResetPassword>(
      ACCOUNT_PATHS.accountAction(account, action),
      undefined,
      INLINE,
    );
  }

  async remove(account: string): Promise<void> {
    await this.api.delete<unknown>(ACCOUNT_PATHS.account(account), INLINE);
  }
}

/** The query as the server reads it: numbers as strings, absent filters left out. */
const paramsOf = (query: AuditQuery): QueryParams => ({
  account: query.account,
  action: query.action,
  docId: query.docId,
  from: query.from,
  to: query.to,
  limit: query.limit === undefined ? undefined : String(query.limit),
  offset: query.offset === undefined ? undefined : String(query.offset),
});

/** The audit port: a page as JSON, or the same rows as CSV (read as text through the same client). */
export class ApiAudit implements AuditSource {
  constructor(private readonly api: ApiClient) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const answer = await this.api.get<unknown>(ACCOUNT_PATHS.audit, { ...INLINE, params: paramsOf(query) });
    const rows = isRecord(answer) && Array.isArray(answer.rows) ? (answer.rows as AuditRow[]) : [];
    return { rows, total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : rows.length };
  }

  /**
   * Through the api client rather than a plain link: the route needs the `access_token` header,
   * and an expired token is refreshed on the way like any read.
   */
  csv(query: AuditQuery): Promise<string> {
    return this.api.get<string>(ACCOUNT_PATHS.auditCsv, {
      ...INLINE,
      params: paramsOf(query),
      headers: { Accept: 'text/csv' },
      text: true,
    });
  }
}
