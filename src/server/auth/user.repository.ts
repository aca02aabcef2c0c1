import type { Rights } from '../../shared/api-types';
import type { SqliteDatabase } from '../database/sqlite.database';

export interface StoredUser {
  account: string;
  passwordHash: string;
  displayName: string;
  rights: Required<Rights>;
  /** Manages accounts, site settings and the audit log (issue 22), apart from content rights. */
  admin: boolean;
  /** Where mail for the account goes (issue 23), or null: then it gets none. */
  email: string | null;
  createdAt: number | null;
  mustChangePassword: boolean;
  passwordChangedAt: number | null;
  lastLoginAt: number | null;
  disabledAt: number | null;
  disabledReason: string | null;
  /** The TOTP secret in use (base32), or null without two-step login. */
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

interface UserRow {
  account: string;
  password_hash: string;
  display_name: string;
  rights_json: string;
  is_admin: number;
  email: string | null;
  created_at: number | null;
  must_change_password: number;
  password_changed_at: number | null;
  last_login_at: number | null;
  disabled_at: number | null;
  disabled_reason: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

const userOf = (row: UserRow): StoredUser => ({
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

/** Accounts as stored; writes that change several tables run in the caller's transaction. */
export class UserRepository {
  constructor(private readonly db: SqliteDatabase) {}

  find(account: string): StoredUser | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
    return row ? userOf(row) : undefined;
  }

  all(): StoredUser[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY account').all() as UserRow[]).map(userOf);
  }

  /** The addresses of these accounts that have one, for mail to colleagues (issue 23). */
  emailsOf(accounts: readonly string[]): string[] {
    return accounts.flatMap((account) => {
      const email = this.find(account)?.email;
      return email ? [email] : [];
    });
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  /** A login succeeded (sign-in): the account list's 最後登入 and the idle-account rule read this. */
  recordLogin(account: string, at: number): void {
    this.db.prepare('UPDATE users SET last_login_at = ? WHERE account = ?').run(at, account);
  }
}
