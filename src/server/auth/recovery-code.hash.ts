import { createHash, randomBytes, scrypt } from 'node:crypto';

/**
 * How recovery codes are stored: scrypt (a slow hash) over the sha256 of the canonical code, with
 * one random salt per enrolment, as `rc1$N$salt$hash` (base64url). A code is 50 random bits, so
 * unlike a password no dictionary finds it; but a plain sha256 of 50 bits falls to an offline
 * search once the database leaks, and scrypt at 2^14 makes that search cost thousands of years.
 *
 * Hashing the sha256 rather than the code lets the unsalted sha256 rows written before this be
 * wrapped as they are, without their codes: `wrapLegacy` gives the very hash the code would get.
 * One salt per enrolment, not per code, lets a login hash the typed code once and find it by value
 * among the account's codes. The hash does not depend on `SECRET_KEY`, so a key rotation leaves
 * the codes working.
 */

export const DEFAULT_RECOVERY_CODE_COST = 2 ** 14;
const BLOCK_SIZE = 8;
const KEY_LENGTH = 32;
const SCHEME = 'rc1';
/** The most a stored hash may ask for: 2^17 × 8 × 128 bytes = 128 MB. */
const MOST_COST = 2 ** 17;

/** scrypt as the password hasher runs it (bounded concurrency), or plain. */
export type Derive = (input: string, salt: Buffer, cost: number) => Promise<Buffer>;

export const plainDerive: Derive = (input, salt, cost) =>
  new Promise((resolve, reject) => {
    scrypt(
      input,
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 256 * cost * BLOCK_SIZE + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** The hash stored before: unsalted sha256 of the canonical code, 64 hex digits. */
export const legacyRecoveryHash = (canonical: string): string =>
  createHash('sha256').update(canonical).digest('hex');

export const isLegacyRecoveryHash = (stored: string): boolean => /^[0-9a-f]{64}$/.test(stored);

export interface RecoveryHashing {
  cost: number;
  derive: Derive;
}

export const defaultRecoveryHashing: RecoveryHashing = {
  cost: DEFAULT_RECOVERY_CODE_COST,
  derive: plainDerive,
};

async function hashWith(
  hashing: RecoveryHashing,
  digest: string,
  salt: Buffer,
  cost: number,
): Promise<string> {
  const key = await hashing.derive(digest, salt, cost);
  return [SCHEME, cost, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Wraps sha256 digests (a new enrolment's codes, or legacy rows) under one new salt. One at a
 * time: the scrypt threads are shared with file reads and logins.
 */
export async function wrapLegacy(hashing: RecoveryHashing, digests: readonly string[]): Promise<string[]> {
  const salt = randomBytes(16);
  const hashes: string[] = [];
  for (const digest of digests) hashes.push(await hashWith(hashing, digest, salt, hashing.cost));
  return hashes;
}

/** The stored forms of new canonical codes, for one enrolment. */
export function hashRecoveryCodes(
  hashing: RecoveryHashing,
  canonicals: readonly string[],
): Promise<string[]> {
  return wrapLegacy(hashing, canonicals.map(legacyRecoveryHash));
}

/**
 * The stored forms a typed code would have among `stored` (the account's unused hashes): one per
 * salt found (one per enrolment, so normally one), and the legacy form while such rows remain.
 */
export async function candidateHashes(
  hashing: RecoveryHashing,
  canonical: string,
  stored: readonly string[],
): Promise<string[]> {
  const digest = legacyRecoveryHash(canonical);
  const candidates: string[] = [];
  const salts = new Set<string>();
  for (const hash of stored) {
    if (isLegacyRecoveryHash(hash)) {
      if (!candidates.includes(digest)) candidates.push(digest);
      continue;
    }
    const [scheme, costText, salt] = hash.split('$');
    const cost = Number(costText);
    const key = `${costText}$${salt}`;
    if (scheme !== SCHEME || !salt || salts.has(key)) continue;
    // A stored cost is trusted only within bounds: a hostile row cannot make a login take a GB.
    if (!Number.isInteger(Math.log2(cost)) || cost < 2 || cost > MOST_COST) continue;
    salts.add(key);
    candidates.push(await hashWith(hashing, digest, Buffer.from(salt, 'base64url'), cost));
  }
  return candidates;
}
