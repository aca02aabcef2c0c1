import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ConcurrencyLimit } from '../platform/concurrency-limit';

/**
 * scrypt's CPU/memory cost N. 2^15 with r=8, p=1 takes about 32 MB and a few hundred
 * milliseconds on a small machine; tests choose a far lower cost to stay fast.
 */
export const DEFAULT_PASSWORD_COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
): Promise<Buffer> {
  // Node refuses scrypt above 32 MB unless told; leave room for the largest cost we write.
  const maxmem = 256 * cost * blockSize + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes as `scrypt$N$r$p$salt$hash` (base64url), so each stored hash carries its own parameters. */
export class PasswordHasher {
  private decoy: Promise<string> | undefined;
  private readonly slots: ConcurrencyLimit;

  /**
   * scrypt runs on libuv's thread pool, which file reads share. `concurrency` hashes at most run
   * at once, so a burst of logins leaves threads for static files (twenty logins took a
   * page from 95 ms to 4.3 s).
   */
  constructor(
    private readonly cost: number = DEFAULT_PASSWORD_COST,
    concurrency = 1,
  ) {
    if (!Number.isInteger(Math.log2(cost)) || cost < 2)
      throw new Error('the scrypt cost must be a power of two');
    this.slots = new ConcurrencyLimit(concurrency);
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.slots.run(() => derive(password, salt, this.cost, BLOCK_SIZE, PARALLELISM));
    return [
      'scrypt',
      this.cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  /** scrypt of another secret (a recovery code) with the same parameters, in the same bounded slots. */
  deriveKey(input: string, salt: Buffer, cost: number): Promise<Buffer> {
    return this.slots.run(() => derive(input, salt, cost, BLOCK_SIZE, PARALLELISM));
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await this.slots.run(() =>
      derive(password, Buffer.from(salt, 'base64url'), Number(cost), Number(blockSize), Number(parallelism)),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * Checks the password against a throw-away hash, for accounts that do not exist: a wrong
   * account then costs as long as a wrong password and the timing does not reveal accounts.
   */
  async verifyAgainstDecoy(password: string): Promise<false> {
    await this.verify(password, await this.prepareDecoy());
    return false;
  }

  /**
   * Makes the decoy hash ahead of the first unknown account, whose login would otherwise cost one
   * hash more than any other and give the account away.
   */
  prepareDecoy(): Promise<string> {
    this.decoy ??= this.hash(randomBytes(16).toString('hex'));
    return this.decoy;
  }
}
