import { moduleRights } from '../../../src/application/editing/module-rights.use-case';
import type { RightsSource } from '../../../src/domain/content/content.port';

describe('the account’s rights on each module', () => {
  it('asks every module at once, in order, and gives null where an answer failed', async () => {
    const asked: string[] = [];
    const pending: Array<() => void> = [];
    const rights: RightsSource = {
      rights: (path) => {
        asked.push(path);
        return new Promise((resolve, reject) =>
          pending.push(() =>
            path === 'about' ? reject(new Error('403')) : resolve({ r: true, w: path === 'news', d: false }),
          ),
        );
      },
    };
    const answer = moduleRights({ rights }, ['news', 'about', 'events']);
    // All three were asked before any answered.
    expect(asked).toEqual(['news', 'about', 'events']);
    pending.forEach((settle) => settle());
    await expect(answer).resolves.toEqual([
      { r: true, w: true, d: false },
      null,
      { r: true, w: false, d: false },
    ]);
  });
});
