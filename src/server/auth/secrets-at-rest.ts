import { isSealed, keyIdOf, SecretUnreadable, type SecretBox } from '../platform/secret-box';
import type { SiteStorage } from '../ports/storage.port';
import { isLegacyRecoveryHash, wrapLegacy, type RecoveryHashing } from './recovery-code.hash';
import { totpContext } from './two-factor.service';

/** The database holds secrets no key in force opens: the start stops with the keys it needs. */
export class SecretKeyMismatch extends Error {}

export interface SecretsUpgrade {
  /** TOTP secrets (in use or pending) found in clear and sealed. */
  sealed: number;
  /** TOTP secrets sealed with a previous key and sealed again with the current one. */
  resealed: number;
  /** Recovery codes stored as plain sha256 and wrapped in the slow hash. */
  rehashed: number;
  /**
   * Accounts whose sealed secret a key in force should open but does not (the value was changed):
   * left as they are, for an administrator to reset their two-step login.
   */
  unreadable: string[];
}

function opens(box: SecretBox, sealed: string, account: string): boolean {
  try {
    box.open(sealed, totpContext(account));
    return true;
  } catch (error) {
    if (error instanceof SecretUnreadable) return false;
    throw error;
  }
}

/** The zh-TW line for secrets sealed with keys that are not in force. */
export function missingKeysMessage(needed: readonly string[], box: SecretBox, where: string): string {
  return (
    `資料庫中的兩步驟驗證密鑰是以金鑰 ${needed.join('、')} 加密的，但目前的金鑰（${where}）是 ${box.current.id}。` +
    '請設定原來的 SECRET_KEY；換金鑰時把舊金鑰放在 SECRET_KEY_PREVIOUS（docs/deploy.md「更換 SECRET_KEY」）'
  );
}

/**
 * Brings every secret at rest to the current form, at each start, before the server answers:
 * TOTP secrets in clear (written before sealing existed) are sealed, those sealed with a
 * `SECRET_KEY_PREVIOUS` are sealed again with `SECRET_KEY`, and recovery codes stored as a plain
 * sha256 are wrapped in the slow hash (they verify as before). A secret that no key in force
 * opens stops the start with the key ids it needs, before anything is written: a server with the
 * wrong key would otherwise refuse every code, silently.
 *
 * Each account is one unit of work under its lock that re-reads its row, so instances starting
 * at once on one PostgreSQL do the work twice at most, never undo each other's.
 */
export async function upgradeSecretsAtRest(
  storage: SiteStorage,
  box: SecretBox,
  hashing: RecoveryHashing,
  where: string,
): Promise<SecretsUpgrade> {
  const users = await storage.stores.users.all();
  const needed = new Set<string>();
  const outcome: SecretsUpgrade = { sealed: 0, resealed: 0, rehashed: 0, unreadable: [] };
  for (const user of users) {
    for (const stored of [user.totpSecret, user.totpPendingSecret]) {
      if (stored === null || !isSealed(stored)) continue;
      const keyId = keyIdOf(stored)!;
      if (!box.knows(keyId)) needed.add(keyId);
      else if (!opens(box, stored, user.account) && !outcome.unreadable.includes(user.account))
        outcome.unreadable.push(user.account);
    }
  }
  if (needed.size > 0) throw new SecretKeyMismatch(missingKeysMessage([...needed].sort(), box, where));

  const current = (stored: string | null) => stored === null || keyIdOf(stored) === box.current.id;
  const stale = users.filter((user) => !current(user.totpSecret) || !current(user.totpPendingSecret));
  for (const { account } of stale) {
    await storage.write({ account }, async (tx) => {
      const user = await tx.users.find(account);
      if (!user) return;
      const next = { secret: user.totpSecret, pending: user.totpPendingSecret };
      let changed = false;
      for (const field of ['secret', 'pending'] as const) {
        const stored = next[field];
        if (stored === null || current(stored) || (isSealed(stored) && !opens(box, stored, account)))
          continue;
        outcome[isSealed(stored) ? 'resealed' : 'sealed'] += 1;
        next[field] = box.reseal(stored, totpContext(account));
        changed = true;
      }
      if (changed) await tx.accounts.replaceTotpSecrets(account, next);
    });
  }

  const legacy = new Map<string, string[]>();
  for (const { account, codeHash } of await storage.stores.accounts.allRecoveryHashes()) {
    if (isLegacyRecoveryHash(codeHash)) legacy.set(account, [...(legacy.get(account) ?? []), codeHash]);
  }
  for (const [account, digests] of legacy) {
    // Hashed before the unit of work: scrypt never runs inside one.
    const wrapped = await wrapLegacy(hashing, digests);
    await storage.write({ account }, async (tx) => {
      for (const [index, digest] of digests.entries())
        if (await tx.accounts.replaceRecoveryHash(account, digest, wrapped[index]!)) outcome.rehashed += 1;
    });
  }
  return outcome;
}
