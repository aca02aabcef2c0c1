import { sql, type Kysely } from 'kysely';
import type { PathRights } from '../../../shared/accounts.types';
import type { AccountRights, AccountStore, NewAccountRow } from '../../ports/account-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

const IDLE_WATCH_SINCE = 'idle_watch_since';
/** What hangs on an account in one site: taking a person off a site they joined leaves the rest. */
const SITE_ACCOUNT_TABLES = ['site_members', 'user_rights', 'access_tokens', 'edit_locks'] as const;
/** What hangs on the person besides their row, in every site; the audit log stays, it is the record. */
const PERSON_TABLES = ['password_history', 'recovery_codes', 'login_attempts'] as const;

export class KyselyAccountStore implements AccountStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async insert(row: NewAccountRow): Promise<void> {
    await this.q
      .insertInto('users')
      .values({
        account: row.account,
        password_hash: row.passwordHash,
        display_name: row.displayName,
        rights_json: '{"r":false,"w":false,"d":false}',
        is_platform_admin: Number(row.platformAdmin ?? false),
        created_at: row.createdAt,
        must_change_password: 1,
        password_changed_at: row.createdAt,
        email: row.email,
      })
      .execute();
    await this.q
      .insertInto('site_members')
      .values({ account: row.account, is_admin: Number(row.admin) })
      .execute();
  }

  async join(account: string, admin: boolean): Promise<void> {
    await this.q
      .insertInto('site_members')
      .values({ account, is_admin: Number(admin), joined: 1 })
      .execute();
  }

  async update(
    account: string,
    changes: { displayName?: string; admin?: boolean; email?: string | null },
  ): Promise<void> {
    // 網站管理者 is a role in this site; the name and the address are the person's, everywhere.
    if (changes.admin !== undefined)
      await this.q
        .updateTable('site_members')
        .set({ is_admin: Number(changes.admin) })
        .where('account', '=', account)
        .execute();
    const set = {
      ...(changes.displayName !== undefined ? { display_name: changes.displayName } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
    };
    if (Object.keys(set).length === 0) return;
    await this.q.updateTable('users').set(set).where('account', '=', account).execute();
  }

  async setDisabled(account: string, at: number | null, reason: string | null): Promise<void> {
    await this.q
      .updateTable('users')
      .set({ disabled_at: at, disabled_reason: reason })
      .where('account', '=', account)
      .execute();
  }

  async rights(account?: string): Promise<AccountRights[]> {
    let query = this.q.selectFrom('user_rights').select(['account', 'path', 'r', 'w', 'd', 'p']);
    if (account !== undefined) query = query.where('account', '=', account);
    const rows = await query
      .orderBy('account')
      // The site-wide row first, then the paths in order.
      .orderBy((eb) => eb('path', '<>', '*'))
      .orderBy('path')
      .execute();
    return rows.map((row) => ({
      account: row.account,
      path: row.path,
      r: row.r === 1,
      w: row.w === 1,
      d: row.d === 1,
      p: row.p === 1,
    }));
  }

  async replaceRights(account: string, rights: PathRights[]): Promise<void> {
    await this.q.deleteFrom('user_rights').where('account', '=', account).execute();
    if (rights.length > 0)
      await this.q
        .insertInto('user_rights')
        .values(
          rights.map(({ path, r, w, d, p }) => ({
            account,
            path,
            r: Number(r),
            w: Number(w),
            d: Number(d),
            p: Number(p),
          })),
        )
        .execute();
    // p lives in user_rights only, as the migration keeps it.
    const site = rights.find((entry) => entry.path === '*');
    await this.q
      .updateTable('users')
      .set({ rights_json: JSON.stringify({ r: site?.r ?? false, w: site?.w ?? false, d: site?.d ?? false }) })
      .where('account', '=', account)
      .execute();
  }

  async otherEnabledAdmins(account: string): Promise<number> {
    const { n } = await this.q
      .selectFrom('site_members')
      .innerJoin('users', 'users.account', 'site_members.account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_members.is_admin', '=', 1)
      .where('users.disabled_at', 'is', null)
      .where('users.account', '<>', account)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async remove(account: string, { person }: { person: boolean }): Promise<'person' | 'site'> {
    for (const table of SITE_ACCOUNT_TABLES)
      await this.q.deleteFrom(table).where('account', '=', account).execute();
    if (!person) return 'site';
    // The person may belong to other sites too, whose rows this site's unit cannot read (row-level
    // security on PostgreSQL): the database's own foreign key from those memberships tells. Then
    // the person, and what is theirs, stay; only this site's rows went.
    await sql`SAVEPOINT remove_person`.execute(this.q);
    try {
      for (const table of PERSON_TABLES)
        await this.q.deleteFrom(table).where('account', '=', account).execute();
      await this.q.deleteFrom('users').where('account', '=', account).execute();
    } catch (error) {
      if (!this.dialect.isForeignKeyViolation(error)) throw error;
      await sql`ROLLBACK TO SAVEPOINT remove_person`.execute(this.q);
      return 'site';
    }
    await sql`RELEASE SAVEPOINT remove_person`.execute(this.q);
    return 'person';
  }

  async setPassword(
    account: string,
    hash: string,
    at: number,
    mustChange: boolean,
    keep: number,
  ): Promise<void> {
    const current = await this.q
      .selectFrom('users')
      .select('password_hash')
      .where('account', '=', account)
      .executeTakeFirst();
    if (current) {
      await this.q
        .insertInto('password_history')
        .values({ account, password_hash: current.password_hash, changed_at: at })
        .execute();
      // The newest by time, and by row key among equal times.
      await this.q
        .deleteFrom('password_history')
        .where('account', '=', account)
        .where(this.dialect.rowKey, 'not in', (eb) =>
          eb
            .selectFrom('password_history')
            .select(this.dialect.rowKey.as('kept'))
            .where('account', '=', account)
            .orderBy('changed_at', 'desc')
            .orderBy(this.dialect.rowKey, 'desc')
            .limit(keep),
        )
        .execute();
    }
    await this.q
      .updateTable('users')
      .set({ password_hash: hash, password_changed_at: at, must_change_password: Number(mustChange) })
      .where('account', '=', account)
      .execute();
  }

  async recentPasswordHashes(account: string, history: number): Promise<string[]> {
    const current = await this.q
      .selectFrom('users')
      .select('password_hash')
      .where('account', '=', account)
      .executeTakeFirst();
    const earlier = await this.q
      .selectFrom('password_history')
      .select('password_hash')
      .where('account', '=', account)
      .orderBy('changed_at', 'desc')
      // The later of two at one time.
      .orderBy(this.dialect.rowKey, 'desc')
      .limit(history)
      .execute();
    return [...(current ? [current.password_hash] : []), ...earlier.map((row) => row.password_hash)];
  }

  async setPendingTotp(account: string, secret: string): Promise<void> {
    await this.q
      .updateTable('users')
      .set({ totp_pending_secret: secret })
      .where('account', '=', account)
      .execute();
  }

  async enableTotp(
    account: string,
    secret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<void> {
    await this.q
      .updateTable('users')
      .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
      .where('account', '=', account)
      .execute();
    await this.q.deleteFrom('recovery_codes').where('account', '=', account).execute();
    if (recoveryCodeHashes.length > 0)
      await this.q
        .insertInto('recovery_codes')
        .values(recoveryCodeHashes.map((code_hash) => ({ account, code_hash, used_at: null })))
        .execute();
  }

  async advanceTotpStep(account: string, step: number): Promise<boolean> {
    // One conditional write: a code of this step or an earlier one is never accepted twice.
    const result = await this.q
      .updateTable('users')
      .set({ totp_last_step: step })
      .where('account', '=', account)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async unusedRecoveryHashes(account: string): Promise<string[]> {
    const rows = await this.q
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('account', '=', account)
      .where('used_at', 'is', null)
      .execute();
    return rows.map((row) => row.code_hash);
  }

  async allRecoveryHashes(): Promise<Array<{ account: string; codeHash: string }>> {
    const rows = await this.q
      .selectFrom('recovery_codes')
      .select(['account', 'code_hash'])
      .orderBy('account')
      .execute();
    return rows.map((row) => ({ account: row.account, codeHash: row.code_hash }));
  }

  async replaceRecoveryHash(account: string, from: string, to: string): Promise<boolean> {
    const result = await this.q
      .updateTable('recovery_codes')
      .set({ code_hash: to })
      .where('account', '=', account)
      .where('code_hash', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async replaceTotpSecrets(
    account: string,
    secrets: { secret: string | null; pending: string | null },
  ): Promise<void> {
    await this.q
      .updateTable('users')
      .set({ totp_secret: secrets.secret, totp_pending_secret: secrets.pending })
      .where('account', '=', account)
      .execute();
  }

  async useRecoveryCode(account: string, codeHash: string, at: number): Promise<boolean> {
    const result = await this.q
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('account', '=', account)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recoveryCodesLeft(account: string): Promise<number> {
    const { n } = await this.q
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account', '=', account)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async resetTwoFactor(account: string): Promise<void> {
    await this.q
      .updateTable('users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('account', '=', account)
      .execute();
    await this.q.deleteFrom('recovery_codes').where('account', '=', account).execute();
  }

  async idleWatchSince(now: number): Promise<number> {
    await this.q
      .insertInto('meta')
      .values({ key: IDLE_WATCH_SINCE, value: String(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.q
      .selectFrom('meta')
      .select('value')
      .where('key', '=', IDLE_WATCH_SINCE)
      .executeTakeFirstOrThrow();
    return Number(row.value);
  }

  async lastEnabledAt(): Promise<Map<string, number>> {
    // Read whole and parsed here rather than with a JSON function: enables are few, and the
    // engines spell JSON paths differently.
    const rows = await this.q
      .selectFrom('audit_log')
      .select(['at', 'detail'])
      .where('action', '=', 'account.enable')
      .execute();
    const latest = new Map<string, number>();
    for (const { at, detail } of rows) {
      const target = detail === null ? undefined : (JSON.parse(detail) as { target?: unknown }).target;
      if (typeof target === 'string' && at > (latest.get(target) ?? -Infinity)) latest.set(target, at);
    }
    return latest;
  }

  async modules(): Promise<Array<{ path: string; info: unknown }>> {
    const rows = await this.q.selectFrom('modules').select(['path', 'info_json']).orderBy('path').execute();
    return rows.map((row) => ({ path: row.path, info: JSON.parse(row.info_json) as unknown }));
  }
}
