import type { Kysely, Selectable } from 'kysely';
import type { Rights } from '../../../shared/api-types';
import type { StoredUser, UserStore } from '../../ports/user-store.port';
import type { Tables } from '../tables';

export type UserRow = Selectable<Tables['users']>;

export const userOf = (row: UserRow): StoredUser => ({
  account: row.account,
  passwordHash: row.password_hash,
  displayName: row.display_name,
  rights: JSON.parse(row.rights_json) as Required<Rights>,
  admin: row.is_admin === 1,
  email: row.email,
  createdAt: row.created_at,
  mustChangePassword: row.must_change_password === 1,
  passwordChangedAt: row.password_changed_at,
  lastLoginAt: row.last_login_at,
  disabledAt: row.disabled_at,
  disabledReason: row.disabled_reason,
  totpSecret: row.totp_secret,
  totpPendingSecret: row.totp_pending_secret,
  totpLastStep: row.totp_last_step,
});

export class KyselyUserStore implements UserStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async find(account: string): Promise<StoredUser | undefined> {
    const row = await this.q
      .selectFrom('users')
      .selectAll()
      .where('account', '=', account)
      .executeTakeFirst();
    return row ? userOf(row) : undefined;
  }

  async all(): Promise<StoredUser[]> {
    return (await this.q.selectFrom('users').selectAll().orderBy('account').execute()).map(userOf);
  }

  async emailsOf(accounts: readonly string[]): Promise<string[]> {
    if (accounts.length === 0) return [];
    const rows = await this.q
      .selectFrom('users')
      .select(['account', 'email'])
      .where('account', 'in', [...accounts])
      .execute();
    const byAccount = new Map(rows.map((row) => [row.account, row.email]));
    // In the order asked, as the colleagues were named.
    return accounts.flatMap((account) => {
      const email = byAccount.get(account);
      return email ? [email] : [];
    });
  }

  async count(): Promise<number> {
    const row = await this.q
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordLogin(account: string, at: number): Promise<void> {
    await this.q.updateTable('users').set({ last_login_at: at }).where('account', '=', account).execute();
  }
}
