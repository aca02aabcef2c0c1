import { Secret, TOTP } from 'otpauth';
import { legacyRecoveryHash, plainDerive } from '../../../../src/server/auth/recovery-code.hash';
import { SecretKeyMismatch, upgradeSecretsAtRest } from '../../../../src/server/auth/secrets-at-rest';
import { TwoFactorService } from '../../../../src/server/auth/two-factor.service';
import { newSecretKeyText, parseSecretKey, SecretBox } from '../../../../src/server/platform/secret-box';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const START = Date.UTC(2026, 10, 26, 12);
const hashing = { cost: 2 ** 10, derive: plainDerive };

/** The code an authenticator shows for `secret` at `at`. */
const codeOf = (secret: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });

/**
 * Two-step secrets at rest (the TOTP secret sealed with SECRET_KEY, recovery codes as slow
 * hashes), as each engine stores them: the rows are read as they lie in the database.
 */
export function twoFactorSecretsContract(engine: StorageEngine): void {
  describe(`two-step secrets at rest on ${engine.name}`, () => {
    let storage: Storage;
    let now: number;
    const clock = { now: () => now };
    const keyA = parseSecretKey(newSecretKeyText());
    const keyB = parseSecretKey(newSecretKeyText());

    const row = (account: string) =>
      engine.tables(storage, (db) =>
        db
          .selectFrom('users')
          .select(['totp_secret', 'totp_pending_secret'])
          .where('account', '=', account)
          .executeTakeFirstOrThrow(),
      );
    const codeRows = (account: string) =>
      engine.tables(storage, (db) =>
        db.selectFrom('recovery_codes').select('code_hash').where('account', '=', account).execute(),
      );

    /** Enrols `account` with the service as the setup route does: the secret and the codes. */
    async function enrol(twoFactor: TwoFactorService, account: string) {
      const { secret } = await twoFactor.begin(account, '臨海博物館');
      const codes = await twoFactor.confirm(account, codeOf(secret, now));
      return { secret, codes: codes! };
    }

    beforeEach(async () => {
      now = START;
      storage = await engine.open();
      await storage.write({ account: 'chief' }, async (tx) => {
        for (const account of ['chief', 'clerk'])
          await tx.accounts.insert({
            account,
            passwordHash: `hash-of-${account}`,
            displayName: account,
            admin: account === 'chief',
            email: null,
            createdAt: 1_000,
          });
      });
    });

    afterEach(() => engine.dispose());

    it('keeps no TOTP secret and no recovery code in clear in the database', async () => {
      const twoFactor = new TwoFactorService(storage, clock, new SecretBox(keyA), hashing);
      const { secret } = await twoFactor.begin('chief', '臨海博物館');
      const pending = (await row('chief')).totp_pending_secret!;
      expect(pending).toMatch(new RegExp(`^v1:${keyA.id}:`));
      expect(pending).not.toContain(secret);

      const codes = await twoFactor.confirm('chief', codeOf(secret, now));
      expect(codes).toHaveLength(10);
      const stored = await row('chief');
      expect(stored.totp_pending_secret).toBeNull();
      expect(stored.totp_secret).toMatch(new RegExp(`^v1:${keyA.id}:`));
      expect(stored.totp_secret).not.toContain(secret);
      const hashes = (await codeRows('chief')).map((entry) => entry.code_hash);
      expect(hashes).toHaveLength(10);
      for (const [index, code] of codes!.entries()) {
        expect(hashes[index]).toMatch(/^rc1\$1024\$/);
        expect(hashes).not.toContain(legacyRecoveryHash(code));
      }

      // What is sealed still works: a later code, and a recovery code once.
      now += 60_000;
      expect(await twoFactor.verify('chief', codeOf(secret, now))).toBe('totp');
      expect(await twoFactor.verify('chief', codes![3]!.toUpperCase())).toBe('recovery');
      expect(await twoFactor.verify('chief', codes![3]!)).toBeNull();
      expect(await twoFactor.recoveryCodesLeft('chief')).toBe(9);
    });

    it('does not open a sealed secret copied into another account’s row', async () => {
      const twoFactor = new TwoFactorService(storage, clock, new SecretBox(keyA), hashing);
      const { secret } = await enrol(twoFactor, 'chief');
      const sealed = (await row('chief')).totp_secret;
      await engine.tables(storage, (db) =>
        db.updateTable('users').set({ totp_secret: sealed }).where('account', '=', 'clerk').execute(),
      );
      now += 60_000;
      await expect(twoFactor.verify('clerk', codeOf(secret, now))).rejects.toThrow(/不屬於這一列/);
    });

    it('brings an older server’s clear secret and sha256 recovery codes forward, and they still work', async () => {
      const secret = new Secret({ size: 20 }).base32;
      await engine.tables(storage, async (db) => {
        await db.updateTable('users').set({ totp_secret: secret }).where('account', '=', 'clerk').execute();
        await db
          .insertInto('recovery_codes')
          .values(
            ['abcde-fghjk', 'mnpqr-stuvw'].map((code) => ({
              account: 'clerk',
              code_hash: legacyRecoveryHash(code),
              used_at: null,
            })),
          )
          .execute();
      });
      const twoFactor = new TwoFactorService(storage, clock, new SecretBox(keyA), hashing);
      // Before the start's upgrade, as written: still accepted.
      expect(await twoFactor.verify('clerk', 'ABCDE FGHJK')).toBe('recovery');

      const outcome = await upgradeSecretsAtRest(storage, new SecretBox(keyA), hashing, 'SECRET_KEY');
      expect(outcome).toEqual({ sealed: 1, resealed: 0, rehashed: 2, unreadable: [] });
      expect((await row('clerk')).totp_secret).toMatch(new RegExp(`^v1:${keyA.id}:`));
      const hashes = (await codeRows('clerk')).map((entry) => entry.code_hash);
      expect(hashes.every((hash) => hash.startsWith('rc1$'))).toBe(true);
      // A second start finds nothing left to do.
      expect(await upgradeSecretsAtRest(storage, new SecretBox(keyA), hashing, 'SECRET_KEY')).toEqual({
        sealed: 0,
        resealed: 0,
        rehashed: 0,
        unreadable: [],
      });

      expect(await twoFactor.verify('clerk', codeOf(secret, now))).toBe('totp');
      expect(await twoFactor.verify('clerk', 'mnpqrstuvw')).toBe('recovery');
      expect(await twoFactor.verify('clerk', 'abcde-fghjk')).toBeNull();
    });

    it('refuses a key it lacks, naming the one needed, and re-seals with SECRET_KEY_PREVIOUS', async () => {
      const { secret, codes } = await enrol(
        new TwoFactorService(storage, clock, new SecretBox(keyA), hashing),
        'chief',
      );
      const before = await row('chief');

      const wrong = upgradeSecretsAtRest(storage, new SecretBox(keyB), hashing, 'SECRET_KEY');
      await expect(wrong).rejects.toBeInstanceOf(SecretKeyMismatch);
      await expect(wrong).rejects.toThrow(
        new RegExp(
          `^資料庫中的兩步驟驗證密鑰是以金鑰 ${keyA.id} 加密的，但目前的金鑰（SECRET_KEY）是 ${keyB.id}。`,
        ),
      );
      expect(await row('chief')).toEqual(before);

      const rotated = new SecretBox(keyB, [keyA]);
      expect(await upgradeSecretsAtRest(storage, rotated, hashing, 'SECRET_KEY')).toMatchObject({
        resealed: 1,
      });
      expect((await row('chief')).totp_secret).toMatch(new RegExp(`^v1:${keyB.id}:`));

      // The old key can go: the new one alone opens the secret, and the codes never needed a key.
      const after = new TwoFactorService(storage, clock, new SecretBox(keyB), hashing);
      now += 60_000;
      expect(await after.verify('chief', codeOf(secret, now))).toBe('totp');
      expect(await after.verify('chief', codes[0]!)).toBe('recovery');
    });
  });
}
