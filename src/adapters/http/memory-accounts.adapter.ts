import type { AccountsSource, AuditSource, ResetPassword } from '../../domain/accounts/accounts.port';
import { auditActionText, auditDetailText, auditIpOf } from '../../shared/audit-words';
import { documentLabel } from '../../shared/document-label';
import { ApiError } from '../../domain/errors/api-errors';
import { emailBroken } from '../../shared/accounts.schema';
import { formatClientTime } from '../../domain/time/client-time-format';
import type { Clock } from '../../domain/time/clock.port';
import {
  PERSON_OF_ANOTHER_SITE,
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

const iso = (ms: number): string => new Date(ms).toISOString();
const taipeiDate = (at: string): string => formatClientTime(Date.parse(at)).slice(0, 10);

function refusal(status: number, description: string, clock: Clock, code = `E${status}`): ApiError {
  return new ApiError({
    status,
    error_description: description,
    code,
    time: formatClientTime(clock.now()),
  });
}

/** An account as the twin builds it; tests name only what they care about. */
export function anAccount(account: string, fields: Partial<AccountSummary> = {}): AccountSummary {
  return {
    account,
    displayName: account,
    admin: false,
    email: null,
    rights: [],
    lastLoginAt: null,
    createdAt: null,
    status: 'active',
    disabledReason: null,
    twoFactor: false,
    passwordChangeRequired: false,
    ...fields,
  };
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The in-memory twin of the accounts and audit API (`ApiAccounts`, `ApiAudit`), keeping the
 * server's rules that the screens word: only an administrator is answered (403 otherwise), the
 * last administrator is neither deleted nor demoted (409), a taken account name is refused (409),
 * a reset answers a one-time password and ends the sessions, and every action is audited.
 */
export class MemoryAccounts implements AccountsSource, AuditSource {
  private readonly accounts = new Map<string, AccountSummary>();
  private readonly lines: AuditRow[] = [];
  private paths: RightsPath[] = [];
  private caller = 'admin';
  private issued = 0;
  /** Sessions ended per account, so a test can say a reset ended them. */
  readonly endedSessions = new Map<string, number>();

  /** People of the server's other sites, by account: they join this site instead of a new account. */
  readonly elsewhere = new Map<string, string>();

  constructor(private readonly clock: Clock) {}

  /** Adds or replaces an account as it is stored. */
  seed(account: AccountSummary): this {
    this.accounts.set(account.account, account);
    return this;
  }

  withPaths(paths: RightsPath[]): this {
    this.paths = paths;
    return this;
  }

  /** Calls from now on come from this account. */
  as(account: string): this {
    this.caller = account;
    return this;
  }

  /** A line of the audit table, as another part of the server would write it. */
  record(line: Omit<AuditRow, 'id'>): this {
    this.lines.push({ id: this.lines.length + 1, ...line });
    return this;
  }

  get(account: string): AccountSummary | undefined {
    return this.accounts.get(account);
  }

  list(): Promise<AccountSummary[]> {
    return this.answer(() => [...this.accounts.values()]);
  }

  rightsPaths(): Promise<RightsPath[]> {
    return this.answer(() => this.paths);
  }

  create(input: NewAccount): Promise<CreatedAccount> {
    return this.answer(() => {
      this.checkEmail(input.email);
      if (this.accounts.has(input.account))
        throw refusal(409, `帳號「${input.account}」已經存在，請換一個帳號名稱。`, this.clock);
      if (this.elsewhere.has(input.account))
        throw refusal(
          409,
          `帳號「${input.account}」已是其他網站的帳號：請把這個人加入本網站，而不是另開帳號。`,
          this.clock,
          PERSON_OF_ANOTHER_SITE,
        );
      const account = anAccount(input.account, {
        displayName: input.displayName,
        admin: input.admin,
        email: input.email ?? null,
        rights: input.rights,
        createdAt: iso(this.clock.now()),
        passwordChangeRequired: true,
      });
      this.accounts.set(account.account, account);
      this.audited('account.create', account.account);
      return { account, initialPassword: this.newPassword() };
    });
  }

  join(name: string, place: JoinAccount): Promise<AccountSummary> {
    return this.answer(() => {
      const displayName = this.elsewhere.get(name);
      if (displayName === undefined) throw refusal(404, '找不到這個帳號。', this.clock);
      if (this.accounts.has(name)) throw refusal(409, `帳號「${name}」已是本網站的帳號。`, this.clock);
      const account = anAccount(name, { displayName, admin: place.admin, rights: place.rights });
      this.accounts.set(name, account);
      this.elsewhere.delete(name);
      this.audited('account.join', name);
      return account;
    });
  }

  update(name: string, update: AccountUpdate): Promise<AccountSummary> {
    return this.answer(() => {
      const account = this.find(name);
      this.checkEmail(update.email);
      if (update.admin === false && account.admin && this.admins() <= 1)
        throw refusal(409, '不能取消最後一位網站管理者的管理權限。', this.clock);
      return this.put({ ...account, ...update }, 'account.update');
    });
  }

  setRights(name: string, rights: PathRights[]): Promise<AccountSummary> {
    return this.answer(() => this.put({ ...this.find(name), rights }, 'account.rights'));
  }

  act(name: string, action: AccountAction): Promise<AccountSummary | ResetPassword> {
    return this.answer(() => {
      const account = this.find(name);
      switch (action) {
        case 'disable':
          this.endSessions(name);
          return this.put({ ...account, status: 'disabled', disabledReason: 'admin' }, 'account.disable');
        case 'enable':
          return this.put({ ...account, status: 'active', disabledReason: null }, 'account.enable');
        case 'unlock':
          return this.put({ ...account, status: 'active' }, 'account.unlock');
        case 'reset-password': {
          this.endSessions(name);
          this.put({ ...account, passwordChangeRequired: true }, 'account.reset-password');
          return { account: name, initialPassword: this.newPassword() };
        }
        case 'end-sessions':
          this.endSessions(name);
          return this.put(account, 'account.end-sessions');
        case 'reset-two-factor':
          return this.put({ ...account, twoFactor: false }, 'account.reset-two-factor');
      }
    });
  }

  remove(name: string): Promise<void> {
    return this.answer(() => {
      const account = this.find(name);
      if (account.admin && this.admins() <= 1) throw refusal(409, '不能刪除最後一位網站管理者。', this.clock);
      this.accounts.delete(name);
      this.audited('account.delete', name);
    });
  }

  page(query: AuditQuery): Promise<AuditPage> {
    return this.answer(() => {
      const rows = this.matching(query);
      const offset = query.offset ?? 0;
      const shown = rows.slice(offset, offset + (query.limit ?? rows.length));
      // The server names each line's document; the twin knows no titles, so the core's name.
      const named = shown.map((row) => ({
        ...row,
        document: row.docId === null ? null : documentLabel(row.docId),
      }));
      return { rows: named, total: rows.length };
    });
  }

  csv(query: AuditQuery): Promise<string> {
    return this.answer(() =>
      [
        '時間,帳號,動作,文件,版本,說明,IP',
        ...this.matching(query).map((row) =>
          [
            row.at,
            row.account,
            auditActionText(row.action),
            row.docId === null ? null : documentLabel(row.docId),
            row.revision,
            row.detail === null ? null : auditDetailText(row.detail, row.action),
            auditIpOf(row.detail),
          ]
            .map(csvCell)
            .join(','),
        ),
      ].join('\r\n'),
    );
  }

  /** Newest first, as the server answers; dates compared as Taipei days, both ends included. */
  private matching(query: AuditQuery): AuditRow[] {
    return this.lines
      .filter((row) => query.account === undefined || row.account === query.account)
      .filter((row) => query.action === undefined || row.action === query.action)
      .filter((row) => query.docId === undefined || row.docId === query.docId)
      .filter((row) => query.from === undefined || taipeiDate(row.at) >= query.from)
      .filter((row) => query.to === undefined || taipeiDate(row.at) <= query.to)
      .reverse();
  }

  /** The server's 400 for an address that is not one, naming the field. */
  private checkEmail(email: string | null | undefined): void {
    const broken = email ? emailBroken(email) : null;
    if (broken)
      throw new ApiError({
        status: 400,
        error_description: `輸入資料有誤：${broken}`,
        code: 'E400',
        time: formatClientTime(this.clock.now()),
        fields: { email: broken },
      });
  }

  private admins(): number {
    return [...this.accounts.values()].filter((a) => a.admin).length;
  }

  private find(name: string): AccountSummary {
    const account = this.accounts.get(name);
    if (!account) throw refusal(404, '找不到這個帳號。', this.clock);
    return account;
  }

  private put(account: AccountSummary, action: string): AccountSummary {
    this.accounts.set(account.account, account);
    this.audited(action, account.account);
    return account;
  }

  private endSessions(name: string): void {
    this.endedSessions.set(name, (this.endedSessions.get(name) ?? 0) + 1);
  }

  private newPassword(): string {
    this.issued += 1;
    return `Once-${String(this.issued).padStart(4, '0')}-kR7vQ2mX9pLw`;
  }

  private audited(action: string, target: string): void {
    this.record({
      at: iso(this.clock.now()),
      account: this.caller,
      action,
      docId: null,
      revision: null,
      detail: JSON.stringify({ account: target }),
    });
  }

  /** Only an administrator is answered, as the server's guard does. */
  private answer<T>(run: () => T): Promise<T> {
    try {
      if (this.accounts.get(this.caller)?.admin !== true)
        throw refusal(403, '只有網站管理者可以管理帳號與查看稽核紀錄。', this.clock);
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
