import type { PathRights } from '../../shared/accounts.types';

/** A new account's row: a one-time password, changed at the first login. */
export interface NewAccountRow {
  account: string;
  passwordHash: string;
  displayName: string;
  /** 網站管理者 of the unit's site, which the account joins. */
  admin: boolean;
  /** 平台管理者 (only the `accounts` command makes one). */
  platformAdmin?: boolean;
  email: string | null;
  createdAt: number;
}

export interface AccountRights extends PathRights {
  account: string;
}

/**
 * The account-level writes: the `users` row, its rights, password history, recovery
 * codes and TOTP fields. Reads of a whole account go through `UserStore`. Writes that belong
 * together run in the caller's unit of work under `{ account }`.
 */
export interface AccountStore {
  insert(row: NewAccountRow): Promise<void>;
  /** A person already on the platform joins the unit's site. */
  join(account: string, admin: boolean): Promise<void>;
  update(
    account: string,
    changes: { displayName?: string; admin?: boolean; email?: string | null },
  ): Promise<void>;
  /** `at` null enables the account again (and forgets the reason). */
  setDisabled(account: string, at: number | null, reason: string | null): Promise<void>;
  /** Rights rows, by account, the `*` row first; of one account when given. */
  rights(account?: string): Promise<AccountRights[]>;
  /** Replaces the account's rights; `users.rights_json` follows the `*` row's r/w/d for older readers. */
  replaceRights(account: string, rights: PathRights[]): Promise<void>;
  /** How many enabled administrators there are besides `account`. */
  otherEnabledAdmins(account: string): Promise<number>;
  /**
   * Takes the account off the unit's site; `person` removes the person as well (their own site's
   * call), with every row hanging on them but their audit entries, unless they still belong to
   * another site. Answers what went: the person, or only the site's place of them.
   */
  remove(account: string, options: { person: boolean }): Promise<'person' | 'site'>;

  /**
   * Sets the password; the replaced hash goes into the history, of which the newest `keep` stay.
   * `mustChange` marks a one-time password.
   */
  setPassword(account: string, hash: string, at: number, mustChange: boolean, keep: number): Promise<void>;
  /** The current hash, then the newest `history` hashes of the history. */
  recentPasswordHashes(account: string, history: number): Promise<string[]>;

  setPendingTotp(account: string, secret: string): Promise<void>;
  /** The pending secret becomes the account's, at `step`; the recovery codes are replaced. */
  enableTotp(account: string, secret: string, step: number, recoveryCodeHashes: string[]): Promise<void>;
  /** Accepts `step` only when it is later than the last accepted one: false for a replay. */
  advanceTotpStep(account: string, step: number): Promise<boolean>;
  /** The stored hashes of the account's unused recovery codes (to find their salt). */
  unusedRecoveryHashes(account: string): Promise<string[]>;
  /** Every recovery code row's account and hash, used or not (the start's upgrade of old hashes). */
  allRecoveryHashes(): Promise<Array<{ account: string; codeHash: string }>>;
  /** Replaces one stored hash by another of the same code; false when `from` is no longer there. */
  replaceRecoveryHash(account: string, from: string, to: string): Promise<boolean>;
  /** Writes the account's TOTP secrets as given (re-sealed), leaving the step as it is. */
  replaceTotpSecrets(
    account: string,
    secrets: { secret: string | null; pending: string | null },
  ): Promise<void>;
  /** Spends an unused recovery code; false when there is none with this hash. */
  useRecoveryCode(account: string, codeHash: string, at: number): Promise<boolean>;
  recoveryCodesLeft(account: string): Promise<number>;
  /** Removes the second step and its recovery codes. */
  resetTwoFactor(account: string): Promise<void>;

  /** When the idle-account watch began: `now` on its first call, kept from then on. */
  idleWatchSince(now: number): Promise<number>;
  /** The latest `account.enable` of each account in the audit log: an enable counts as use. */
  lastEnabledAt(): Promise<Map<string, number>>;
  /** The modules rights can name, by path, with their info as stored (parsed). */
  modules(): Promise<Array<{ path: string; info: unknown }>>;
}
