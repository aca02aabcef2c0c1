import {
  PERSON_OF_ANOTHER_SITE,
  type AccountSummary,
  type AccountUpdate,
  type CreatedAccount,
  type NewAccount,
  type PathRights,
  type RightsPath,
} from '../../shared/accounts.types';
import * as v from 'valibot';
import { accountNameBroken, rightsPathSchema } from '../../shared/accounts.schema';
import { DAY_MS } from '../../shared/password-rules';
import type { StoredUser } from '../ports/user-store.port';
import { requireAdministrator } from '../authoring/authoring-rules';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { conflict, forbidden, invalid, notFound, Refusal } from '../platform/refusals';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import { lockedAccounts, type LockPolicy } from './account-lock';
import type { AccountRights } from '../ports/account-store.port';
import type { PasswordService } from './password.service';

/** Who acts when no person does: the scheduler's maintenance, and the `accounts` command. */
export const SYSTEM_ACTOR = 'system';
export const CLI_ACTOR = 'cli';
/** Names the audit log and the documents' `updated_by` use for the server itself; no person may take them. */
const RESERVED_ACCOUNTS = new Set([SYSTEM_ACTOR, CLI_ACTOR, 'seed']);

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

export const accountNotFound = (): Refusal => notFound('找不到這個帳號。');
const JOINED_TEXT =
  '這個帳號是從其他網站加入的：在本網站只能調整其權限與管理者身分；密碼、兩步驟驗證、停用與帳號資料，請由其所屬網站或平台管理者處理。';

/**
 * Who manages an account. A string is a caller the server already trusts, and the name its audit
 * rows carry: the `accounts` command on the server machine (`cli`), the scheduler (`system`), the
 * first administrator's start. An account signed in over HTTP comes as `{ account }`, and must be
 * an administrator when the operation decides, as the database says then: a right taken away a
 * moment ago counts.
 */
export type AccountActor = string | { readonly account: string };

const actorName = (actor: AccountActor): string => (typeof actor === 'string' ? actor : actor.account);

/**
 * Accounts as an administrator manages them: one service for the HTTP routes, the
 * `accounts` command and the scheduler's maintenance, so a rule (the last administrator, the
 * password rules, the audit) is written once. Every change and its audit entry are one unit of
 * work under the account's lock, which reads again what decides the change; hashing, which is slow,
 * happens before it.
 */
export class AccountService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly passwords: PasswordService,
    private readonly lockPolicy: LockPolicy,
  ) {
    this.audit = new AuditWriter(clock);
  }

  async list(actor: AccountActor): Promise<AccountSummary[]> {
    const { stores } = this.storage;
    await authorise(stores, actor);
    const users = await stores.users.members();
    const locked = await lockedAccounts(stores.loginAttempts, this.clock.now(), this.lockPolicy);
    const rights = rightsByAccount(await stores.accounts.rights());
    return users.map((user) => this.summaryOf(user, locked, rights.get(user.account) ?? []));
  }

  /** One account as the list shows it, for the server's own callers (after a change, the command). */
  async summary(account: string): Promise<AccountSummary> {
    const { stores } = this.storage;
    const user = await this.row(stores, account);
    const locked = await lockedAccounts(stores.loginAttempts, this.clock.now(), this.lockPolicy);
    return this.summaryOf(user, locked, await this.rightsOf(stores, user.account));
  }

  /** The stored name of `account` (names are kept in lower case; older ones as written). */
  async resolve(account: string): Promise<string> {
    return (await this.row(this.storage.stores, account)).account;
  }

  count(): Promise<number> {
    return this.storage.stores.users.count();
  }

  /**
   * A new account with a one-time initial password (or `password`, checked by the rules, from the
   * command line or THEMESITE_ADMIN_PASSWORD), which must be changed at the first login.
   */
  async create(
    input: NewAccount,
    actor: AccountActor,
    password?: string,
    /** 平台管理者: only the command line and the first administrator make one. */
    platformAdmin = false,
  ): Promise<CreatedAccount> {
    // First, so that whoever may not create learns nothing of the names taken, and hashes nothing.
    await authorise(this.storage.stores, actor);
    const account = input.account.toLowerCase();
    const broken = accountNameBroken(account);
    if (broken) throw invalid(`輸入資料有誤：${broken}`, { account: broken });
    if (RESERVED_ACCOUNTS.has(account))
      throw invalid('輸入資料有誤：這個帳號名稱保留給系統使用', { account: '這個帳號名稱保留給系統使用' });
    this.checkRightsPaths(input.rights);
    const existing = await find(this.storage.stores, account);
    if (existing?.siteMember === false)
      throw new Refusal(
        'conflict',
        `帳號「${account}」已是其他網站的帳號：請把這個人加入本網站，而不是另開帳號。`,
        undefined,
        {},
        { code: PERSON_OF_ANOTHER_SITE },
      );
    if (existing) throw conflict(`帳號「${account}」已經存在。`);
    const initialPassword =
      password ?? this.passwords.oneTimePassword({ account, displayName: input.displayName });
    const hash = await this.passwords.hashNew(account, initialPassword, input.displayName);
    const now = this.clock.now();
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      // Checked again inside the write lock: another request may have taken the name meanwhile.
      if (await find(tx, account)) throw conflict(`帳號「${account}」已經存在。`);
      await tx.accounts.insert({
        account,
        passwordHash: hash,
        displayName: input.displayName,
        admin: input.admin,
        platformAdmin,
        email: input.email ?? null,
        createdAt: now,
      });
      await tx.accounts.replaceRights(account, input.rights);
      await this.record(tx, actor, 'account.create', account, {
        displayName: input.displayName,
        admin: input.admin,
        email: input.email ?? null,
        rights: input.rights,
      });
    });
    return { account: await this.summary(account), initialPassword };
  }

  /**
   * A person of another site of the server joins this one, as 網站管理者 or with `rights`: their
   * password, second step, name and address stay theirs, one identity across the sites.
   */
  async join(
    account: string,
    { admin, rights }: { admin: boolean; rights: PathRights[] },
    actor: AccountActor,
  ): Promise<AccountSummary> {
    await authorise(this.storage.stores, actor);
    this.checkRightsPaths(rights);
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const person = await find(tx, account);
      if (!person) throw accountNotFound();
      if (person.siteMember) throw conflict(`帳號「${person.account}」已是本網站的帳號。`);
      await tx.accounts.join(person.account, admin);
      await tx.accounts.replaceRights(person.account, rights);
      await this.record(tx, actor, 'account.join', person.account, { admin, rights });
    });
    return this.summary(account);
  }

  async update(account: string, update: AccountUpdate, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const personal = update.displayName !== undefined || update.email !== undefined;
      const row = await (personal ? this.person(tx, account, actor) : this.row(tx, account, actor));
      if (update.admin === false && row.admin) {
        this.refuseSelf(actor, row.account, '不能取消自己的管理者身分，請由另一位管理者操作。');
        await this.refuseLastAdmin(tx, row, '這是最後一位啟用中的網站管理者，不能取消其管理者身分。');
      }
      await tx.accounts.update(row.account, {
        ...(update.displayName !== undefined ? { displayName: update.displayName } : {}),
        ...(update.admin !== undefined ? { admin: update.admin } : {}),
        ...(update.email !== undefined ? { email: update.email } : {}),
      });
      // The old address too, so the log says what an address change replaced.
      const was = update.email !== undefined ? { previousEmail: row.email } : {};
      await this.record(tx, actor, 'account.update', row.account, { ...update, ...was });
    });
    return this.summary(account);
  }

  /** The whole list replaces the account's rights. */
  async setRights(account: string, rights: PathRights[], actor: AccountActor): Promise<AccountSummary> {
    await authorise(this.storage.stores, actor);
    this.checkRightsPaths(rights);
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.row(tx, account, actor);
      await tx.accounts.replaceRights(stored, rights);
      await this.record(tx, actor, 'account.rights', stored, { rights });
    });
    return this.summary(account);
  }

  /** One path's rights (the command's `set-rights`); none of r, w, d, p removes the path's row. */
  async setPathRights(
    account: string,
    path: string,
    rights: Omit<PathRights, 'path'>,
    actor: AccountActor,
  ): Promise<AccountSummary> {
    const { stores } = this.storage;
    await authorise(stores, actor);
    const current = await this.rightsOf(stores, await this.resolve(account));
    const others = current.filter((entry) => entry.path !== path);
    const next = rights.r || rights.w || rights.d || rights.p ? [...others, { path, ...rights }] : others;
    return this.setRights(account, next, actor);
  }

  /** Disabling also ends the account's sessions: a disabled account must not go on acting. */
  async disable(account: string, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const row = await this.person(tx, account, actor);
      this.refuseSelf(actor, row.account, '不能停用自己的帳號，請由另一位管理者操作。');
      if (row.admin) await this.refuseLastAdmin(tx, row, '這是最後一位啟用中的網站管理者，不能停用。');
      const now = this.clock.now();
      if (row.disabledAt === null) await tx.accounts.setDisabled(row.account, now, 'admin');
      await tx.tokens.revokeSessionsOf(row.account, now);
      await this.record(tx, actor, 'account.disable', row.account, {});
    });
    return this.summary(account);
  }

  async enable(account: string, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.person(tx, account, actor);
      await tx.accounts.setDisabled(stored, null, null);
      await this.record(tx, actor, 'account.enable', stored, {});
    });
    return this.summary(account);
  }

  /** Clears the account's login attempts from every address: the throttle admits it again. */
  async unlock(account: string, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.person(tx, account, actor);
      const attemptsCleared = await tx.loginAttempts.clearAccount(stored);
      await this.record(tx, actor, 'account.unlock', stored, { attemptsCleared });
    });
    return this.summary(account);
  }

  /** A new one-time password, to be changed at the next login; every session of the account ends. */
  async resetPassword(
    account: string,
    actor: AccountActor,
  ): Promise<{ account: string; initialPassword: string }> {
    await authorise(this.storage.stores, actor);
    const row = await this.person(this.storage.stores, account, actor);
    const initialPassword = this.passwords.oneTimePassword(row);
    const hash = await this.passwords.hashNew(row.account, initialPassword, row.displayName);
    await this.storage.write({ account: row.account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.person(tx, account, actor);
      const sessions = await this.passwords.replace(tx, stored, hash, this.clock.now(), { mustChange: true });
      await this.record(tx, actor, 'account.reset-password', stored, { sessionsEnded: sessions });
    });
    return { account: row.account, initialPassword };
  }

  async endSessions(account: string, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.row(tx, account, actor);
      const sessions = await tx.tokens.revokeSessionsOf(stored, this.clock.now());
      await this.record(tx, actor, 'account.end-sessions', stored, { sessionsEnded: sessions });
    });
    return this.summary(account);
  }

  /** Removes the second step and its recovery codes; the next login sets it up again when required. */
  async resetTwoFactor(account: string, actor: AccountActor): Promise<AccountSummary> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const { account: stored } = await this.person(tx, account, actor);
      await tx.accounts.resetTwoFactor(stored);
      await this.record(tx, actor, 'account.reset-two-factor', stored, {});
    });
    return this.summary(account);
  }

  /** Removes the account and what hangs on it; its audit entries stay, they are the record. */
  async delete(account: string, actor: AccountActor): Promise<void> {
    await this.storage.write({ account }, async (tx) => {
      await authorise(tx, actor);
      const row = await this.row(tx, account, actor);
      this.refuseSelf(actor, row.account, '不能刪除自己的帳號，請由另一位管理者操作。');
      if (row.admin) await this.refuseLastAdmin(tx, row, '這是最後一位啟用中的網站管理者，不能刪除。');
      // A person who belongs to another site too stays theirs (as WordPress multisite removes a
      // user from one site): only this site's place of them goes. One who belongs nowhere else
      // goes whole, on the last site that deletes them; a platform administrator stays one.
      const removed = await tx.accounts.remove(row.account, {
        person: !(row.joinedHere && row.platformAdmin),
      });
      await this.record(tx, actor, 'account.delete', row.account, {
        displayName: row.displayName,
        admin: row.admin,
        ...(removed === 'site' ? { removed } : {}),
      });
    });
  }

  /**
   * Disables accounts unused for `days` (ACCOUNT_IDLE_DISABLE_DAYS; 附表十): the last login, or the
   * creation when never logged in. Answers how many were disabled.
   */
  async disableIdle(days: number): Promise<number> {
    if (days <= 0) return 0;
    const now = this.clock.now();
    const before = now - days * DAY_MS;
    // Maintenance, site-wide: one writer, as the scheduler's tick has always been.
    return this.storage.write('site', async (tx) => {
      // Logins were not recorded before accounts had a last login: the watch starts when this job first runs, so an
      // upgraded database gives every account a full idle period instead of disabling it at once.
      const watchSince = await tx.accounts.idleWatchSince(now);
      // An administrator who enables an idle account gives it a fresh start: its latest
      // account.enable counts as use, so the next tick does not disable it again.
      const enabledAt = await tx.accounts.lastEnabledAt();
      const idle = (await tx.users.all()).filter((user) => {
        if (user.disabledAt !== null) return false;
        const usedAt = Math.max(
          user.lastLoginAt ?? user.createdAt ?? 0,
          watchSince,
          enabledAt.get(user.account) ?? 0,
        );
        return usedAt < before;
      });
      for (const user of idle) {
        await tx.accounts.setDisabled(user.account, now, 'idle');
        await tx.tokens.revokeSessionsOf(user.account, now);
        await this.record(tx, SYSTEM_ACTOR, 'account.idle-disable', user.account, {
          lastLoginAt: iso(user.lastLoginAt),
          createdAt: iso(user.createdAt),
          idleDays: days,
        });
      }
      return idle.length;
    });
  }

  /** The paths rights can name: `*` (全站) and every module, with its title. */
  async rightsPaths(actor: AccountActor): Promise<RightsPath[]> {
    await authorise(this.storage.stores, actor);
    const modules = await this.storage.stores.accounts.modules();
    return [
      { path: '*', title: '全站' },
      ...modules.map(({ path, info }) => {
        const title = (info as { title?: unknown } | null)?.title;
        return { path, title: typeof title === 'string' && title.length > 0 ? title : path };
      }),
    ];
  }

  /**
   * The account, for a change to the person rather than to their place in this site (password,
   * second step, disabling, the lock): a person who joined this site from another is that site's
   * to change, or a platform administrator's.
   */
  private async person(
    stores: Pick<Stores, 'users'>,
    account: string,
    actor: AccountActor,
  ): Promise<StoredUser> {
    const row = await this.row(stores, account, actor);
    if (row.joinedHere && typeof actor !== 'string') {
      const acting = await stores.users.find(actor.account);
      if (!acting?.platformAdmin) throw forbidden(JOINED_TEXT);
    }
    return row;
  }

  /**
   * The account as this site knows it: a person of another site is not found here. A platform
   * administrator's account is theirs on every site: only another platform administrator changes it.
   */
  private async row(
    stores: Pick<Stores, 'users'>,
    account: string,
    actor?: AccountActor,
  ): Promise<StoredUser> {
    const row = await find(stores, account);
    if (!row?.siteMember) throw accountNotFound();
    if (row.platformAdmin && actor !== undefined && typeof actor !== 'string') {
      const acting = await stores.users.find(actor.account);
      if (!acting?.platformAdmin) throw forbidden('只有平台管理者可以變更平台管理者的帳號。');
    }
    return row;
  }

  private summaryOf(user: StoredUser, locked: Set<string>, rights: PathRights[]): AccountSummary {
    return {
      account: user.account,
      displayName: user.displayName,
      admin: user.admin,
      email: user.email,
      rights,
      lastLoginAt: iso(user.lastLoginAt),
      createdAt: iso(user.createdAt),
      status: user.disabledAt !== null ? 'disabled' : locked.has(user.account) ? 'locked' : 'active',
      disabledReason: user.disabledAt !== null ? user.disabledReason : null,
      twoFactor: user.totpSecret !== null,
      passwordChangeRequired: user.mustChangePassword,
    };
  }

  private async rightsOf(stores: Pick<Stores, 'accounts'>, account: string): Promise<PathRights[]> {
    return rightsByAccount(await stores.accounts.rights(account)).get(account) ?? [];
  }

  /**
   * Paths are checked for their form only: an administrator may give rights on a page before
   * creating it (an empty site has no modules yet). The command warns about unknown paths.
   */
  private checkRightsPaths(rights: PathRights[]): void {
    const wrong = rights.map((entry) => entry.path).filter((path) => !v.is(rightsPathSchema, path));
    if (wrong.length > 0) {
      const text = `頁面路徑格式不正確：${wrong.join('、')}`;
      throw invalid(`輸入資料有誤：${text}`, { rights: text });
    }
  }

  private refuseSelf(actor: AccountActor, account: string, description: string): void {
    if (actorName(actor) === account) throw conflict(description);
  }

  /** Refuses when `row` is the only enabled administrator: the site would have no one to manage it. */
  private async refuseLastAdmin(tx: TransactionStores, row: StoredUser, description: string): Promise<void> {
    if (row.disabledAt !== null) return;
    if ((await tx.accounts.otherEnabledAdmins(row.account)) === 0) throw conflict(description);
  }

  private async record(
    tx: TransactionStores,
    actor: AccountActor,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(tx, { account: actorName(actor), action, detail: { target, ...detail } });
  }
}

/** A trusted caller passes; an account must be an administrator now (inside a unit: as it decides). */
async function authorise(stores: Pick<Stores, 'users'>, actor: AccountActor): Promise<void> {
  if (typeof actor !== 'string') await requireAdministrator(stores, actor.account);
}

/** The account as stored, else as typed in lower case (names are kept in lower case; older ones as written). */
async function find(stores: Pick<Stores, 'users'>, account: string): Promise<StoredUser | undefined> {
  return (await stores.users.find(account)) ?? (await stores.users.find(account.toLowerCase()));
}

function rightsByAccount(rows: AccountRights[]): Map<string, PathRights[]> {
  const byAccount = new Map<string, PathRights[]>();
  for (const { account, ...rights } of rows)
    byAccount.set(account, [...(byAccount.get(account) ?? []), rights]);
  return byAccount;
}
