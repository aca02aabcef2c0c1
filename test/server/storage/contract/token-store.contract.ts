import type { StoredToken } from '../../../../src/server/ports/token-store.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const aToken = (overrides: Partial<StoredToken> = {}): StoredToken => ({
  tokenHash: 'hash-1',
  sessionId: 'session-1',
  account: 'chief',
  issuedAt: 1_000,
  sessionStartedAt: 1_000,
  expiresAt: 2_000,
  refreshUntil: 10_000,
  supersededAt: null,
  revokedAt: null,
  ip: '10.0.0.1',
  userAgent: 'Firefox',
  lastUsedAt: 1_000,
  ...overrides,
});

/** Access tokens and sessions, the same on every engine. */
export function tokenStoreContract(engine: StorageEngine): void {
  describe(`the token store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
      await storage.write({ account: 'chief' }, async (tx) => {
        for (const account of ['chief', 'clerk'])
          await tx.accounts.insert({
            account,
            passwordHash: 'x',
            displayName: account,
            admin: false,
            email: null,
            createdAt: 1,
          });
      });
    });

    afterEach(() => engine.dispose());

    it('finds a token as it was inserted, and nothing for an unknown hash', async () => {
      await storage.stores.tokens.insert(aToken());
      expect(await storage.stores.tokens.find('hash-1')).toEqual(aToken());
      expect(await storage.stores.tokens.find('hash-2')).toBeUndefined();
    });

    it('keeps the first successor key offered, also to ten instances starting at once', async () => {
      const keys = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          storage.write({ key: 'token_successor_key' }, (tx) => tx.tokens.successorKey(`key-${index}`)),
        ),
      );
      expect(new Set(keys).size).toBe(1);
      expect(await storage.stores.tokens.successorKey('another')).toBe(keys[0]);
    });

    it('lists the live sessions oldest first, with where their first token came from', async () => {
      const { tokens } = storage.stores;
      await tokens.insert(
        aToken({ tokenHash: 'a1', sessionId: 'later', sessionStartedAt: 3_000, issuedAt: 3_000 }),
      );
      await tokens.insert(
        aToken({ tokenHash: 'b1', sessionId: 'first', ip: '10.0.0.9', userAgent: 'Safari' }),
      );
      await tokens.insert(
        aToken({ tokenHash: 'b2', sessionId: 'first', issuedAt: 4_000, ip: '10.0.0.8', lastUsedAt: 4_500 }),
      );
      await tokens.insert(aToken({ tokenHash: 'c1', sessionId: 'ended', revokedAt: 2_000 }));
      await tokens.insert(aToken({ tokenHash: 'd1', sessionId: 'old', refreshUntil: 4_999 }));
      await tokens.insert(aToken({ tokenHash: 'e1', sessionId: 'theirs', account: 'clerk' }));
      const sessions = await tokens.liveSessionsOf('chief', 5_000);
      expect(sessions).toEqual([
        {
          sessionId: 'first',
          account: 'chief',
          ip: '10.0.0.9',
          userAgent: 'Safari',
          startedAt: 1_000,
          lastUsedAt: 4_500,
        },
        {
          sessionId: 'later',
          account: 'chief',
          ip: '10.0.0.1',
          userAgent: 'Firefox',
          startedAt: 3_000,
          lastUsedAt: 1_000,
        },
      ]);
      expect(await tokens.accountOfSession('theirs')).toBe('clerk');
      expect(await tokens.accountOfSession('never')).toBeUndefined();
    });

    it('ends every session of an account but the one kept, and counts the live ones it ended', async () => {
      const { tokens } = storage.stores;
      await tokens.insert(aToken({ tokenHash: 'a1', sessionId: 'one' }));
      await tokens.insert(aToken({ tokenHash: 'a2', sessionId: 'one' }));
      await tokens.insert(aToken({ tokenHash: 'b1', sessionId: 'two' }));
      await tokens.insert(aToken({ tokenHash: 'c1', sessionId: 'kept' }));
      await tokens.insert(aToken({ tokenHash: 'd1', sessionId: 'past', refreshUntil: 4_000 }));
      expect(await tokens.revokeSessionsOf('chief', 5_000, 'kept')).toBe(2);
      expect((await tokens.find('a2'))?.revokedAt).toBe(5_000);
      expect((await tokens.find('d1'))?.revokedAt).toBe(5_000);
      expect((await tokens.find('c1'))?.revokedAt).toBeNull();
      expect(await tokens.revokeSessionsOf('chief', 6_000)).toBe(1);
      expect((await tokens.find('a2'))?.revokedAt).toBe(5_000);
    });

    it('keeps the first time a token was superseded, and touches every token of its session', async () => {
      const { tokens } = storage.stores;
      await tokens.insert(aToken({ tokenHash: 'a1' }));
      await tokens.insert(aToken({ tokenHash: 'a2' }));
      await tokens.markSuperseded('a1', 3_000);
      await tokens.markSuperseded('a1', 4_000);
      expect((await tokens.find('a1'))?.supersededAt).toBe(3_000);
      await tokens.touchSession('session-1', 7_000);
      expect((await tokens.find('a2'))?.lastUsedAt).toBe(7_000);
    });

    it('forgets the tokens past their refresh window', async () => {
      const { tokens } = storage.stores;
      await tokens.insert(aToken({ tokenHash: 'old', refreshUntil: 4_999 }));
      await tokens.insert(aToken({ tokenHash: 'new', refreshUntil: 5_000 }));
      await tokens.deleteUnusableBefore(5_000);
      expect(await tokens.find('old')).toBeUndefined();
      expect(await tokens.find('new')).toBeDefined();
    });
  });
}
