import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { TwoFactorService } from '../../../../src/server/auth/two-factor.service';
import { parseSecretKey, SecretBox } from '../../../../src/server/platform/secret-box';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const NOW = Date.UTC(2026, 10, 26, 12);
const clock = { now: () => NOW };

const newAccount = (account: string, admin = false) => ({
  account,
  passwordHash: `hash-of-${account}`,
  displayName: account,
  admin,
  email: null,
  createdAt: 1_000,
});

/** The account-level writes, the same on every engine. */
export function accountStoreContract(engine: StorageEngine): void {
  describe(`the account store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await storage.write({ account: 'chief' }, async (tx) => {
        await tx.accounts.insert(newAccount('chief', true));
        await tx.accounts.insert(newAccount('clerk'));
      });
    });

    afterEach(() => engine.dispose());

    it('creates an account whose one-time password must be changed, changed at its creation', async () => {
      const chief = await storage.stores.users.find('chief');
      expect(chief).toMatchObject({
        admin: true,
        mustChangePassword: true,
        passwordChangedAt: 1_000,
        createdAt: 1_000,
        disabledAt: null,
      });
    });

    it('replaces the rights, the site-wide row first, and keeps rights_json to the * row', async () => {
      const { accounts } = storage.stores;
      await accounts.replaceRights('clerk', [
        { path: 'news', r: true, w: true, d: false, p: false },
        { path: '*', r: true, w: false, d: false, p: false },
      ]);
      await accounts.replaceRights('clerk', [
        { path: 'news', r: true, w: true, d: false, p: true },
        { path: 'about', r: true, w: false, d: false, p: false },
        { path: '*', r: true, w: false, d: true, p: false },
      ]);
      expect((await accounts.rights('clerk')).map((row) => row.path)).toEqual(['*', 'about', 'news']);
      expect((await accounts.rights()).every((row) => row.account === 'clerk')).toBe(true);
      expect((await storage.stores.users.find('clerk'))?.rights).toEqual({ r: true, w: false, d: true });
      expect((await storage.stores.rights.rightsOn('clerk', 'news')).p).toBe(true);
    });

    it('counts the other enabled administrators', async () => {
      const { accounts } = storage.stores;
      expect(await accounts.otherEnabledAdmins('chief')).toBe(0);
      await accounts.update('clerk', { admin: true, displayName: '書記' });
      expect(await accounts.otherEnabledAdmins('chief')).toBe(1);
      await accounts.setDisabled('clerk', 5_000, 'admin');
      expect(await accounts.otherEnabledAdmins('chief')).toBe(0);
      expect(await storage.stores.users.find('clerk')).toMatchObject({
        displayName: '書記',
        disabledAt: 5_000,
        disabledReason: 'admin',
      });
    });

    it('keeps the newest passwords in the history, the current one first', async () => {
      const { accounts } = storage.stores;
      for (const [index, hash] of ['h1', 'h2', 'h3', 'h4'].entries())
        await accounts.setPassword('clerk', hash, 2_000 + index, false, 2);
      expect(await accounts.recentPasswordHashes('clerk', 2)).toEqual(['h4', 'h3', 'h2']);
      // Two changes in one millisecond: the later written is the newer.
      await accounts.setPassword('clerk', 'h5', 9_000, true, 2);
      await accounts.setPassword('clerk', 'h6', 9_000, true, 2);
      expect(await accounts.recentPasswordHashes('clerk', 5)).toEqual(['h6', 'h5', 'h4']);
      expect(await storage.stores.users.find('clerk')).toMatchObject({
        passwordChangedAt: 9_000,
        mustChangePassword: true,
      });
    });

    it('accepts a TOTP step once under 10 concurrent uses of one code', async () => {
      const secret = new Secret({ size: 20 }).base32;
      await storage.write({ account: 'clerk' }, (tx) => tx.accounts.enableTotp('clerk', secret, 0, []));
      const code = new TOTP({
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
        secret: Secret.fromBase32(secret),
      }).generate({
        timestamp: NOW,
      });
      // A secret stored in clear, as an older server left it: still read.
      const box = new SecretBox(parseSecretKey('nJOLXsrT+qUduFavr/El0ueuTZaP5GynYvuEh0lK0Co='));
      const twoFactor = new TwoFactorService(storage, clock, box);
      const answers = await Promise.all(Array.from({ length: 10 }, () => twoFactor.verify('clerk', code)));
      expect(answers.filter((answer) => answer === 'totp')).toHaveLength(1);
      expect(await storage.stores.accounts.advanceTotpStep('clerk', 1)).toBe(false);
    });

    it('spends a recovery code once, and replaces the codes when the second step is enabled again', async () => {
      const { accounts } = storage.stores;
      await accounts.setPendingTotp('clerk', 'PENDING');
      expect((await storage.stores.users.find('clerk'))?.totpPendingSecret).toBe('PENDING');
      await accounts.enableTotp('clerk', 'PENDING', 7, ['a', 'b']);
      expect(await storage.stores.users.find('clerk')).toMatchObject({
        totpSecret: 'PENDING',
        totpPendingSecret: null,
        totpLastStep: 7,
      });
      expect(await accounts.useRecoveryCode('clerk', 'a', 1)).toBe(true);
      expect(await accounts.useRecoveryCode('clerk', 'a', 2)).toBe(false);
      expect(await accounts.recoveryCodesLeft('clerk')).toBe(1);
      await accounts.enableTotp('clerk', 'PENDING', 8, ['c', 'd', 'e']);
      expect(await accounts.recoveryCodesLeft('clerk')).toBe(3);
      await accounts.resetTwoFactor('clerk');
      expect(await accounts.recoveryCodesLeft('clerk')).toBe(0);
      expect((await storage.stores.users.find('clerk'))?.totpSecret).toBeNull();
    });

    it('removes an account with every row hanging on it, but not its audit entries', async () => {
      const { accounts } = storage.stores;
      await accounts.replaceRights('clerk', [{ path: '*', r: true, w: false, d: false, p: false }]);
      await accounts.setPassword('clerk', 'h2', 2_000, false, 2);
      await accounts.enableTotp('clerk', 'S', 1, [createHash('sha256').update('x').digest('hex')]);
      await storage.stores.loginAttempts.record('clerk', '10.0.0.1', 1_000);
      await storage.stores.audit.record({
        at: 1,
        account: 'clerk',
        action: 'a',
        docId: null,
        revision: null,
        detail: null,
      });
      await storage.write({ account: 'clerk' }, (tx) => tx.accounts.remove('clerk', { person: true }));
      expect(await storage.stores.users.find('clerk')).toBeUndefined();
      expect(await accounts.rights('clerk')).toEqual([]);
      expect(await accounts.recentPasswordHashes('clerk', 5)).toEqual([]);
      expect(await storage.stores.loginAttempts.timesSince({ account: 'clerk' }, 0)).toEqual([]);
      expect((await storage.stores.audit.query({ account: 'clerk' }, 10, 0)).total).toBe(1);
    });

    it('starts the idle watch once and reads the latest enable of each account', async () => {
      const { accounts } = storage.stores;
      expect(await accounts.idleWatchSince(5_000)).toBe(5_000);
      expect(await accounts.idleWatchSince(9_000)).toBe(5_000);
      for (const [at, target] of [
        [1, 'clerk'],
        [3, 'clerk'],
        [2, 'chief'],
      ] as const)
        await storage.stores.audit.record({
          at,
          account: 'cli',
          action: 'account.enable',
          docId: null,
          revision: null,
          detail: JSON.stringify({ target }),
        });
      expect(await accounts.lastEnabledAt()).toEqual(
        new Map([
          ['clerk', 3],
          ['chief', 2],
        ]),
      );
    });
  });
}
