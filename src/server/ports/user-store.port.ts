import type { Rights } from '../../shared/api-types';

export interface StoredUser {
  account: string;
  passwordHash: string;
  displayName: string;
  rights: Required<Rights>;
  /**
   * Manages the site's accounts, settings and audit log, apart from content rights: its
   * 網站管理者, or a platform administrator.
   */
  admin: boolean;
  /** 平台管理者: manages the sites, and may act in any of them. */
  platformAdmin: boolean;
  /** Belongs to the unit's site (or is a platform administrator): may sign in there. */
  member: boolean;
  /** Is one of the unit's site's own people (its accounts list), not only a platform administrator. */
  siteMember: boolean;
  /** Joined this site from another (their account, password and name are that site's to change). */
  joinedHere: boolean;
  /** Where mail for the account goes, or null: then it gets none. */
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

/** Accounts as stored; writes that change several tables run in the caller's unit of work. */
export interface UserStore {
  find(account: string): Promise<StoredUser | undefined>;
  /** Every person of the platform (the idle watch, the key upgrade): as this site sees them. */
  all(): Promise<StoredUser[]>;
  /** The people who belong to this site: its accounts list. */
  members(): Promise<StoredUser[]>;
  /** The addresses of these accounts that have one, for mail to colleagues. */
  emailsOf(accounts: readonly string[]): Promise<string[]>;
  count(): Promise<number>;
  /** A login succeeded (sign-in): the account list's 最後登入 and the idle-account rule read this. */
  recordLogin(account: string, at: number): Promise<void>;
}
