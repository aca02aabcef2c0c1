import type {
  AccountSummary,
  AccountUpdate,
  CreatedAccount,
  NewAccount,
  PathRights,
  RightsPath,
} from '../../shared/accounts.types';
import * as v from 'valibot';
import { accountNameBroken, rightsPathSchema } from '../../shared/accounts.schema';
import { DAY_MS } from '../../shared/password-rules';
import type { AuditRepository } from '../authoring/audit.repository';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { Clock } from '../platform/clock';
import { lockedAccounts, type LockPolicy } from './account-lock';
import type { PasswordService } from './password.service';

/** Who acts when no person does: the scheduler's maintenance, and the `accounts` command. */
export const SYSTEM_ACTOR = 'system';
export const CLI_ACTOR = 'cli';
/** Names the audit log and the documents' `updated_by` use for the server itself; no person may take them. */
const RESERVED_ACCOUNTS = new Set([SYSTEM_ACTOR, CLI_ACTOR, 'seed']);

interface AccountRow {
  account: string;
  display_name: string;
  is_admin: number;
  created_at: number | null;
  must_change_password: number;
  last_login_at: number | null;
  disabled_at: number | null;
  disabled_reason: string | null;
  totp_secret: string | null;
  email: string | null;
}

const ACCOUNT_COLUMNS =
  'account, display_name, is_admin, created_at, must_change_password, last_login_at, disabled_at, disabled_reason, totp_secret, email';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

export const accountNotFound = (): ApiError => notFound('找不到這個帳號。');
export const conflict = (description: string): ApiError => new ApiError(409, description);

/**
 * Accounts as an administrator manages them (issue 22): one service for the HTTP routes, the
 * `accounts` command and the scheduler's maintenance, so a rule (the last administrator, the
 * password rules, the audit) is written once. Every change and its audit entry are one transaction;
 * hashing, which is slow and asynchronous, happens before it.
 */
export class AccountService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly passwords: PasswordService,
    private readonly audit: AuditRepository,
    private readonly lockPolicy: LockPolicy,
  ) {}

  list(): AccountSummary[] {
    const rows = this.db
      .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users ORDER BY account`)
      .all() as AccountRow[];
    const locked = lockedAccounts(this.db, this.clock.now(), this.lockPolicy);
    const rights = this.allRights();
    return rows.map((row) => this.summaryOf(row, locked, rights.get(row.account) ?? []));
  }

  summary(account: string): AccountSummary {
    const row = this.row(account);
    const locked = lockedAccounts(this.db, this.clock.now(), this.lockPolicy);
    return this.summaryOf(row, locked, this.rightsOf(row.account));
  }

  /** The stored name of `account` (names are kept in lower case; older ones as written). */
  resolve(account: string): string {
    return this.row(account).account;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  /**
   * A new account with a one-time initial password (or `password`, checked by the rules, from the
   * command line or THEMESITE_ADMIN_PASSWORD), which must be changed at the first login.
   */
  async create(input: NewAccount, actor: string, password?: string): Promise<CreatedAccount> {
    const account = input.account.toLowerCase();
    const broken = accountNameBroken(account);
    if (broken) throw badRequest(`輸入資料有誤：${broken}`, { account: broken });
    if (RESERVED_ACCOUNTS.has(account))
      throw badRequest('輸入資料有誤：這個帳號名稱保留給系統使用', { account: '這個帳號名稱保留給系統使用' });
    this.checkRightsPaths(input.rights);
    if (this.find(account)) throw conflict(`帳號「${account}」已經存在。`);
    const initialPassword = password ?? this.passwords.oneTimePassword();
    const hash = await this.passwords.hashNew(account, initialPassword, input.displayName);
    const now = this.clock.now();
    immediate(this.db, () => {
      // Checked again inside the write lock: another request may have taken the name meanwhile.
      if (this.find(account)) throw conflict(`帳號「${account}」已經存在。`);
      this.db
        .prepare(
          `INSERT INTO users (account, password_hash, display_name, rights_json, is_admin, created_at,
             must_change_password, password_changed_at, email)
           VALUES (?, ?, ?, '{"r":false,"w":false,"d":false}', ?, ?, 1, ?, ?)`,
        )
        .run(account, hash, input.displayName, Number(input.admin), now, now, input.email ?? null);
      this.writeRights(account, input.rights);
      this.record(actor, 'account.create', account, {
        displayName: input.displayName,
        admin: input.admin,
        email: input.email ?? null,
        rights: input.rights,
      });
    });
    return { account: this.summary(account), initialPassword };
  }

  update(account: string, update: AccountUpdate, actor: string): AccountSummary {
    immediate(this.db, () => {
      const row = this.row(account);
      if (update.admin === false && row.is_admin === 1) {
        this.refuseSelf(actor, row.account, '不能取消自己的管理者身分，請由另一位管理者操作。');
        this.refuseLastAdmin(row, '這是最後一位啟用中的網站管理者，不能取消其管理者身分。');
      }
      if (update.displayName !== undefined)
        this.db
          .prepare('UPDATE users SET display_name = ? WHERE account = ?')
          .run(update.displayName, row.account);
      if (update.admin !== undefined)
        this.db
          .prepare('UPDATE users SET is_admin = ? WHERE account = ?')
          .run(Number(update.admin), row.account);
      if (update.email !== undefined)
        this.db.prepare('UPDATE users SET email = ? WHERE account = ?').run(update.email, row.account);
      // The old address too, so the log says what an address change replaced.
      const was = update.email !== undefined ? { previousEmail: row.email } : {};
      this.record(actor, 'account.update', row.account, { ...update, ...was });
    });
    return this.summary(account);
  }

  /** The whole list replaces the account's rights. */
  setRights(account: string, rights: PathRights[], actor: string): AccountSummary {
    this.checkRightsPaths(rights);
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      this.db.prepare('DELETE FROM user_rights WHERE account = ?').run(stored);
      this.writeRights(stored, rights);
      this.record(actor, 'account.rights', stored, { rights });
    });
    return this.summary(account);
  }

  /** One path's rights (the command's `set-rights`); none of r, w, d, p removes the path's row. */
  setPathRights(
    account: string,
    path: string,
    rights: Omit<PathRights, 'path'>,
    actor: string,
  ): AccountSummary {
    const others = this.rightsOf(this.resolve(account)).filter((entry) => entry.path !== path);
    const next = rights.r || rights.w || rights.d || rights.p ? [...others, { path, ...rights }] : others;
    return this.setRights(account, next, actor);
  }

  /** Disabling also ends the account's sessions: a disabled account must not go on acting. */
  disable(account: string, actor: string): AccountSummary {
    immediate(this.db, () => {
      const row = this.row(account);
      this.refuseSelf(actor, row.account, '不能停用自己的帳號，請由另一位管理者操作。');
      if (row.is_admin === 1) this.refuseLastAdmin(row, '這是最後一位啟用中的網站管理者，不能停用。');
      const now = this.clock.now();
      if (row.disabled_at === null)
        this.db
          .prepare("UPDATE users SET disabled_at = ?, disabled_reason = 'admin' WHERE account = ?")
          .run(now, row.account);
      this.revokeSessions(row.account, now);
      this.record(actor, 'account.disable', row.account, {});
    });
    return this.summary(account);
  }

  enable(account: string, actor: string): AccountSummary {
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      this.db
        .prepare('UPDATE users SET disabled_at = NULL, disabled_reason = NULL WHERE account = ?')
        .run(stored);
      this.record(actor, 'account.enable', stored, {});
    });
    return this.summary(account);
  }

  /** Clears the account's login attempts from every address: the throttle admits it again. */
  unlock(account: string, actor: string): AccountSummary {
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      const { changes } = this.db.prepare('DELETE FROM login_attempts WHERE account = ?').run(stored);
      this.record(actor, 'account.unlock', stored, { attemptsCleared: changes });
    });
    return this.summary(account);
  }

  /** A new one-time password, to be changed at the next login; every session of the account ends. */
  async resetPassword(account: string, actor: string): Promise<{ account: string; initialPassword: string }> {
    const row = this.row(account);
    const initialPassword = this.passwords.oneTimePassword();
    const hash = await this.passwords.hashNew(row.account, initialPassword, row.display_name);
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      const now = this.clock.now();
      this.passwords.store(stored, hash, now, true);
      const sessions = this.revokeSessions(stored, now);
      this.record(actor, 'account.reset-password', stored, { sessionsEnded: sessions });
    });
    return { account: row.account, initialPassword };
  }

  endSessions(account: string, actor: string): AccountSummary {
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      const sessions = this.revokeSessions(stored, this.clock.now());
      this.record(actor, 'account.end-sessions', stored, { sessionsEnded: sessions });
    });
    return this.summary(account);
  }

  /** Removes the second step and its recovery codes; the next login sets it up again when required. */
  resetTwoFactor(account: string, actor: string): AccountSummary {
    immediate(this.db, () => {
      const { account: stored } = this.row(account);
      this.db
        .prepare(
          'UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE account = ?',
        )
        .run(stored);
      this.db.prepare('DELETE FROM recovery_codes WHERE account = ?').run(stored);
      this.record(actor, 'account.reset-two-factor', stored, {});
    });
    return this.summary(account);
  }

  /** Removes the account and what hangs on it; its audit entries stay, they are the record. */
  delete(account: string, actor: string): void {
    immediate(this.db, () => {
      const row = this.row(account);
      this.refuseSelf(actor, row.account, '不能刪除自己的帳號，請由另一位管理者操作。');
      if (row.is_admin === 1) this.refuseLastAdmin(row, '這是最後一位啟用中的網站管理者，不能刪除。');
      for (const table of [
        'user_rights',
        'access_tokens',
        'password_history',
        'recovery_codes',
        'edit_locks',
        'login_attempts',
      ])
        this.db.prepare(`DELETE FROM ${table} WHERE account = ?`).run(row.account);
      this.db.prepare('DELETE FROM users WHERE account = ?').run(row.account);
      this.record(actor, 'account.delete', row.account, {
        displayName: row.display_name,
        admin: row.is_admin === 1,
      });
    });
  }

  /**
   * Disables accounts unused for `days` (ACCOUNT_IDLE_DISABLE_DAYS; 附表十): the last login, or the
   * creation when never logged in. Answers how many were disabled.
   */
  disableIdle(days: number): number {
    if (days <= 0) return 0;
    const now = this.clock.now();
    return immediate(this.db, () => {
      // Logins were not recorded before issue 22: the watch starts when this job first runs, so an
      // upgraded database gives every account a full idle period instead of disabling it at once.
      this.db
        .prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('idle_watch_since', ?)")
        .run(String(now));
      const idle = this.db
        .prepare(
          // An administrator who enables an idle account gives it a fresh start: its latest
          // account.enable counts as use, so the next tick does not disable it again.
          `SELECT account, last_login_at, created_at FROM (
             SELECT account, last_login_at, created_at, MAX(
               COALESCE(last_login_at, created_at, 0),
               (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'idle_watch_since'),
               COALESCE((SELECT MAX(at) FROM audit_log WHERE action = 'account.enable'
                 AND json_extract(detail, '$.target') = users.account), 0)) AS used_at
             FROM users WHERE disabled_at IS NULL)
           WHERE used_at < ?`,
        )
        .all(now - days * DAY_MS) as Array<{
        account: string;
        last_login_at: number | null;
        created_at: number | null;
      }>;
      for (const row of idle) {
        this.db
          .prepare("UPDATE users SET disabled_at = ?, disabled_reason = 'idle' WHERE account = ?")
          .run(now, row.account);
        this.revokeSessions(row.account, now);
        this.record(SYSTEM_ACTOR, 'account.idle-disable', row.account, {
          lastLoginAt: iso(row.last_login_at),
          createdAt: iso(row.created_at),
          idleDays: days,
        });
      }
      return idle.length;
    });
  }

  /** The paths rights can name: `*` (全站) and every module, with its title. */
  rightsPaths(): RightsPath[] {
    const modules = this.db.prepare('SELECT path, info_json FROM modules ORDER BY path').all() as Array<{
      path: string;
      info_json: string;
    }>;
    return [
      { path: '*', title: '全站' },
      ...modules.map(({ path, info_json }) => {
        const title = (JSON.parse(info_json) as { title?: unknown }).title;
        return { path, title: typeof title === 'string' && title.length > 0 ? title : path };
      }),
    ];
  }

  private find(account: string): AccountRow | undefined {
    const select = this.db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE account = ?`);
    return (select.get(account) ?? select.get(account.toLowerCase())) as AccountRow | undefined;
  }

  private row(account: string): AccountRow {
    const row = this.find(account);
    if (!row) throw accountNotFound();
    return row;
  }

  private summaryOf(row: AccountRow, locked: Set<string>, rights: PathRights[]): AccountSummary {
    return {
      account: row.account,
      displayName: row.display_name,
      admin: row.is_admin === 1,
      email: row.email,
      rights,
      lastLoginAt: iso(row.last_login_at),
      createdAt: iso(row.created_at),
      status: row.disabled_at !== null ? 'disabled' : locked.has(row.account) ? 'locked' : 'active',
      disabledReason: row.disabled_at !== null ? row.disabled_reason : null,
      twoFactor: row.totp_secret !== null,
      passwordChangeRequired: row.must_change_password === 1,
    };
  }

  private allRights(): Map<string, PathRights[]> {
    const rows = this.db
      .prepare("SELECT account, path, r, w, d, p FROM user_rights ORDER BY account, path <> '*', path")
      .all() as Array<{ account: string; path: string; r: number; w: number; d: number; p: number }>;
    const byAccount = new Map<string, PathRights[]>();
    for (const { account, path, r, w, d, p } of rows) {
      const list = byAccount.get(account) ?? [];
      list.push({ path, r: r === 1, w: w === 1, d: d === 1, p: p === 1 });
      byAccount.set(account, list);
    }
    return byAccount;
  }

  private rightsOf(account: string): PathRights[] {
    return this.allRights().get(account) ?? [];
  }

  /**
   * Paths are checked for their form only: an administrator may give rights on a page before
   * creating it (an empty site has no modules yet). The command warns about unknown paths.
   */
  private checkRightsPaths(rights: PathRights[]): void {
    const wrong = rights.map((entry) => entry.path).filter((path) => !v.is(rightsPathSchema, path));
    if (wrong.length > 0) {
      const text = `頁面路徑格式不正確：${wrong.join('、')}`;
      throw badRequest(`輸入資料有誤：${text}`, { rights: text });
    }
  }

  /**
   * Writes the rows and keeps `users.rights_json` equal to the `*` row's r/w/d, which older code
   * reads (p lives in user_rights only, as the migration keeps it).
   */
  private writeRights(account: string, rights: PathRights[]): void {
    const insert = this.db.prepare(
      'INSERT INTO user_rights (account, path, r, w, d, p) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const { path, r, w, d, p } of rights)
      insert.run(account, path, Number(r), Number(w), Number(d), Number(p));
    const site = rights.find((entry) => entry.path === '*');
    this.db
      .prepare('UPDATE users SET rights_json = ? WHERE account = ?')
      .run(JSON.stringify({ r: site?.r ?? false, w: site?.w ?? false, d: site?.d ?? false }), account);
  }

  private revokeSessions(account: string, now: number): number {
    const sessions = this.db
      .prepare(
        'SELECT COUNT(DISTINCT session_id) AS n FROM access_tokens WHERE account = ? AND revoked_at IS NULL AND refresh_until > ?',
      )
      .get(account, now) as { n: number };
    this.db
      .prepare('UPDATE access_tokens SET revoked_at = ? WHERE account = ? AND revoked_at IS NULL')
      .run(now, account);
    return sessions.n;
  }

  private refuseSelf(actor: string, account: string, description: string): void {
    if (actor === account) throw conflict(description);
  }

  /** Refuses when `row` is the only enabled administrator: the site would have no one to manage it. */
  private refuseLastAdmin(row: AccountRow, description: string): void {
    if (row.disabled_at !== null) return;
    const { n } = this.db
      .prepare('SELECT COUNT(*) AS n FROM users WHERE is_admin = 1 AND disabled_at IS NULL AND account <> ?')
      .get(row.account) as { n: number };
    if (n === 0) throw conflict(description);
  }

  private record(actor: string, action: string, target: string, detail: Record<string, unknown>): void {
    this.audit.record({
      at: this.clock.now(),
      account: actor,
      action,
      docId: null,
      revision: null,
      detail: JSON.stringify({ target, ...detail }),
    });
  }
}
