import type { Kysely, Selectable } from 'kysely';
import type { Rights } from '../../../shared/api-types';
import type { StoredUser, UserStore } from '../../ports/user-store.port';
import type { Tables } from '../tables';

export type UserRow = Selectable<Tables['users']>;

/** A person as one site sees them: their row, and their membership of the unit's site if any. */
type MemberRow = UserRow & { site_admin: number | null; member: string | null; joined: number | null };

export const userOf = (row: MemberRow): StoredUser => ({
  account: row.account,
  passwordHash: row.password_hash,
  displayName: row.display_name,
  rights: JSON.parse(row.rights_json) as Required<Rights>,
  admin: row.site_admin === 1 || row.is_platform_admin === 1,
  platformAdmin: row.is_platform_admin === 1,
  member: row.member !== null || row.is_platform_admin === 1,
  siteMember: row.member !== null,
  joinedHere: row.joined === 1,
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

/**
 * People with their membership of the unit's site (the site scope confines the join to it):
 * `member` is null for a person who does not belong to the site.
 */
export const withMembership = (q: Kysely<Tables>) =>
  q
    .selectFrom('users')
    .leftJoin('site_members', 'site_members.account', 'users.account')
    .selectAll('users')
    .select(['site_members.is_admin as site_admin', 'site_members.account as member', 'site_members.joined']);

export class KyselyUserStore implements UserStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async find(account: string): Promise<StoredUser | undefined> {
    const row = await withMembership(this.q).where('users.account', '=', account).executeTakeFirst();
    return row ? userOf(row) : undefined;
  }

  /** Every person of the platform, whichever sites they belong to. */
  async all(): Promise<StoredUser[]> {
    return (await withMembership(this.q).orderBy('users.account').execute()).map(userOf);
  }

  /** The site's people: its members (a platform administrator is one only where made one). */
  async members(): Promise<StoredUser[]> {
    const rows = await withMembership(this.q)
      .where('site_members.account', 'is not', null)
      .orderBy('users.account')
      .execute();
    return rows.map(userOf);
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

  /** The site's members. */
  async count(): Promise<number> {
    const row = await this.q
      .selectFrom('site_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordLogin(account: string, at: number): Promise<void> {
    await this.q.updateTable('users').set({ last_login_at: at }).where('account', '=', account).execute();
  }
}
