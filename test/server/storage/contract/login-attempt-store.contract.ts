import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../../../../src/server/auth/login-throttle';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const clock = { now: () => 100_000 };

/** Login attempts (附表十), the same on every engine: what the throttle counts must all be there. */
export function loginAttemptStoreContract(engine: StorageEngine): void {
  describe(`the login-attempt store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    it('answers the times by account, by address or by both, after a time', async () => {
      const attempts = storage.stores.loginAttempts;
      await attempts.record('chief', '10.0.0.1', 1_000);
      await attempts.record('chief', '10.0.0.2', 2_000);
      await attempts.record('clerk', '10.0.0.1', 3_000);
      expect((await attempts.timesSince({ account: 'chief' }, 0)).sort()).toEqual([1_000, 2_000]);
      expect((await attempts.timesSince({ ip: '10.0.0.1' }, 1_000)).sort()).toEqual([3_000]);
      expect(await attempts.timesSince({ account: 'chief', ip: '10.0.0.2' }, 0)).toEqual([2_000]);
      expect(await attempts.between(1_000, 3_000)).toEqual(
        expect.arrayContaining([
          { account: 'chief', ip: '10.0.0.2', attemptedAt: 2_000 },
          { account: 'clerk', ip: '10.0.0.1', attemptedAt: 3_000 },
        ]),
      );
      expect(await attempts.between(1_000, 3_000)).toHaveLength(2);
    });

    it('withdraws one attempt by its id and leaves its twin of the same time', async () => {
      const attempts = storage.stores.loginAttempts;
      const first = await attempts.record('chief', '10.0.0.1', 1_000);
      const second = await attempts.record('chief', '10.0.0.1', 1_000);
      expect(first).not.toBe(second);
      await attempts.withdraw(first);
      expect(await attempts.timesSince({ account: 'chief' }, 0)).toEqual([1_000]);
    });

    it('clears an address of one account, or the whole account with how many went, or the old ones', async () => {
      const attempts = storage.stores.loginAttempts;
      await attempts.record('chief', '10.0.0.1', 1_000);
      await attempts.record('chief', '10.0.0.2', 2_000);
      await attempts.record('chief', '10.0.0.2', 3_000);
      await attempts.record('clerk', '10.0.0.1', 4_000);
      await attempts.clear('chief', '10.0.0.1');
      expect(await attempts.timesSince({ account: 'chief' }, 0)).toHaveLength(2);
      expect(await attempts.clearAccount('chief')).toBe(2);
      await attempts.record('clerk', '10.0.0.1', 5_000);
      await attempts.purgeUpTo(4_000);
      expect(await attempts.timesSince({}, 0)).toEqual([5_000]);
    });

    it('counts every one of 20 concurrent attempts through the throttle', async () => {
      const throttle = new LoginThrottle(storage, clock, {
        perAccountAndIp: { ...DEFAULT_LOGIN_THROTTLE.perAccountAndIp, max: 100 },
        perIp: { ...DEFAULT_LOGIN_THROTTLE.perIp, max: 100 },
        perAccount: { ...DEFAULT_LOGIN_THROTTLE.perAccount, max: 100 },
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => throttle.admit('chief', '10.0.0.1')),
      );
      const ids = answers.map((answer) => (answer.admitted ? answer.attempt.id : null));
      expect(new Set(ids).size).toBe(20);
      expect(await storage.stores.loginAttempts.timesSince({ account: 'chief' }, 0)).toHaveLength(20);
    });

    it('admits exactly the limit of 20 concurrent failing attempts and refuses the rest', async () => {
      const throttle = new LoginThrottle(storage, clock);
      // Each admitted one fails, as a wrong password does; the others wait for that, then are refused.
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const answer = await throttle.admit('chief', '10.0.0.1');
          if (answer.admitted) await throttle.failed(answer.attempt);
          return answer;
        }),
      );
      expect(answers.filter((answer) => answer.admitted)).toHaveLength(
        DEFAULT_LOGIN_THROTTLE.perAccountAndIp.max,
      );
      expect(await storage.stores.loginAttempts.timesSince({ account: 'chief' }, 0)).toHaveLength(
        DEFAULT_LOGIN_THROTTLE.perAccountAndIp.max,
      );
    });

    it('admits all of 20 concurrent attempts that each turn out to owe only the code', async () => {
      const throttle = new LoginThrottle(storage, clock);
      const answers = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const answer = await throttle.admit('chief', '10.0.0.1');
          // A password check takes a while: the sixth arrives while the first five are being checked.
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (answer.admitted) await throttle.codeOwed(answer.attempt);
          return answer;
        }),
      );
      expect(answers.filter((answer) => answer.admitted)).toHaveLength(20);
      expect(await storage.stores.loginAttempts.timesSince({ account: 'chief' }, 0)).toEqual([]);
    });
  });
}
