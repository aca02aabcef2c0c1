import { randomInt } from 'node:crypto';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordRuleBroken,
  type PasswordOwner,
  type PasswordPolicy,
} from '../../shared/password-rules';
import { weakPasswordFinding } from '../../shared/password-strength';
import type { PasswordHasher } from '../auth/password.hasher';
import { Refusal } from '../platform/refusals';
import type { SecurityOptions } from '../server-options';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';

/**
 * A password the rules refuse, with the zh-TW reason for the form or the command line: invalid
 * input, beside the `password` field unless the caller names its own; the command exits with its
 * own code for it.
 */
export class PasswordRefused extends Refusal {
  constructor(
    readonly reason: string,
    field = 'password',
  ) {
    super('invalid', reason, { [field]: reason });
    this.name = 'PasswordRefused';
  }
}

/**
 * The first rule `password` breaks for `account` named `displayName` under `policy`, or null: the
 * length, kinds and name rules, then the common-password lists. The one check of every password
 * the server takes, a seed's accounts included (site-seed.service.ts).
 */
export function passwordBroken(
  policy: PasswordPolicy,
  account: string,
  password: string,
  displayName = '',
): string | null {
  return (
    passwordRuleBroken(password, { account, displayName }, policy) ??
    weakPasswordFinding(password, [account, displayName].filter(Boolean))
  );
}

// No 0/O, 1/l/I: a one-time password is read off a screen and typed.
const ONE_TIME_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Passwords as 附表十 wants them kept: checked against the rules, the common lists and
 * the last `historyDepth` passwords before they are hashed; written with their history. Both the
 * routes and the `accounts` command set passwords here, so the rules cannot differ between them.
 */
export class PasswordService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly hasher: PasswordHasher,
    readonly policy: PasswordPolicy,
  ) {}

  /**
   * The first rule `password` breaks for `account` named `displayName`, or null; reuse is checked
   * by `hashNew`. Every path that sets a password comes here, the `accounts` command included.
   */
  ruleBroken(account: string, password: string, displayName = ''): string | null {
    return passwordBroken(this.policy, account, password, displayName);
  }

  /**
   * The hash of a new password for `account`, or PasswordRefused: a broken rule, or one of the
   * account's current and last `historyDepth` passwords again.
   */
  async hashNew(account: string, password: string, displayName = ''): Promise<string> {
    const broken = this.ruleBroken(account, password, displayName);
    if (broken) throw new PasswordRefused(broken);
    // The history is read before hashing, outside any unit of work: hashing is slow.
    const recent = await this.storage.stores.accounts.recentPasswordHashes(account, this.historyKept());
    for (const earlier of recent) {
      if (await this.hasher.verify(password, earlier))
        throw new PasswordRefused(`新密碼不可與最近 ${this.policy.historyDepth} 次使用過的密碼相同。`);
    }
    return this.hasher.hash(password);
  }

  /**
   * Stores `hash` as the account's password, the replaced one into its history (the newest
   * `historyDepth - 1` kept). Run inside the caller's unit of work; `mustChange` marks a one-time password.
   */
  private async store(
    tx: Pick<Stores, 'accounts'>,
    account: string,
    hash: string,
    at: number,
    mustChange: boolean,
  ): Promise<void> {
    await tx.accounts.setPassword(account, hash, at, mustChange, this.historyKept());
  }

  /**
   * Makes `hash` the account's password and ends every session of the account but `keepSession`
   * (the one that changed it), in the caller's unit of work: whoever held the old password must
   * not go on with it. The same for the holder's change and an administrator's reset; answers how
   * many sessions ended.
   */
  async replace(
    tx: Pick<Stores, 'accounts' | 'tokens'>,
    account: string,
    hash: string,
    at: number,
    { mustChange, keepSession }: { mustChange: boolean; keepSession?: string },
  ): Promise<number> {
    await this.store(tx, account, hash, at, mustChange);
    return tx.tokens.revokeSessionsOf(account, at, keepSession);
  }

  /**
   * A one-time password that passes the rules for `owner`: 16 characters from an unambiguous
   * alphabet, grouped. Drawn again in the rare case that a name turns up inside it by chance.
   */
  oneTimePassword(owner: PasswordOwner): string {
    const length = Math.max(16, this.policy.minLength);
    for (;;) {
      const characters = Array.from({ length }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]);
      const candidate = characters.join('').replace(/(.{4})(?=.)/g, '$1-');
      if (passwordRuleBroken(candidate, owner, this.policy) === null) return candidate;
    }
  }

  /**
   * The history keeps one fewer than `historyDepth`, since the current password is the newest of
   * the last `historyDepth`.
   */
  private historyKept(): number {
    return Math.max(0, this.policy.historyDepth - 1);
  }
}

/** The password policy the server's security options set (PASSWORD_MIN_LENGTH, PASSWORD_MAX_AGE_DAYS). */
export function passwordPolicyOf(security: SecurityOptions): PasswordPolicy {
  return {
    ...DEFAULT_PASSWORD_POLICY,
    minLength: security.passwordMinLength,
    maxAgeDays: security.passwordMaxAgeDays,
  };
}
