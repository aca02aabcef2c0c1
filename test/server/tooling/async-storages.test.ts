import asyncHooks from 'node:async_hooks';
// The jest runtime's helper is CommonJS, loaded by jest without types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { trackAsyncStorages } = require('../../support/async-storages') as {
  trackAsyncStorages(): { release(): void };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the async storages a test file makes (test/support/async-storages.js)', () => {
  it('are disabled when released: a context entered before reads nothing after', async () => {
    const tracked = trackAsyncStorages();
    const storage = new asyncHooks.AsyncLocalStorage<string>();
    const reads: Array<string | undefined> = [];
    const later = storage.run('the file', async () => {
      reads.push(storage.getStore());
      await tick();
      reads.push(storage.getStore());
    });
    tracked.release();
    await later;
    expect(reads).toEqual(['the file', undefined]);
  });

  it('leaves alone a storage made before or after, and puts the class back', async () => {
    const Before = asyncHooks.AsyncLocalStorage;
    const before = new asyncHooks.AsyncLocalStorage<string>();
    const tracked = trackAsyncStorages();
    expect(asyncHooks.AsyncLocalStorage).not.toBe(Before);
    const during = new asyncHooks.AsyncLocalStorage<string>();
    expect(during).toBeInstanceOf(Before);
    tracked.release();
    expect(asyncHooks.AsyncLocalStorage).toBe(Before);
    const after = new asyncHooks.AsyncLocalStorage<string>();
    const read = (storage: InstanceType<typeof Before>, value: string) =>
      storage.run(value, async () => {
        await tick();
        return storage.getStore();
      });
    expect(await read(before, 'before')).toBe('before');
    expect(await read(after, 'after')).toBe('after');
  });
});
