import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryHistory } from '../../../src/adapters/http/memory-history.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { startModule } from '../../../src/application/editing/start-module.use-case';
import type { Rights } from '../../../src/domain/rights/rights';
import { NetworkError } from '../../../src/domain/errors/api-errors';

function setup(rightsByPath: Record<string, Rights> = {}) {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  const history = new MemoryHistory(time, authoring);
  const asked: string[] = [];
  const rights = {
    rights: (path: string) => {
      asked.push(path);
      const known = rightsByPath[path];
      return known ? Promise.resolve(known) : Promise.reject(new NetworkError('offline'));
    },
  };
  return { authoring, history, rights, asked };
}

describe('the module the dashboard opens on', () => {
  it('is the first module, in menu order, that holds items', async () => {
    const { authoring, history, rights, asked } = setup();
    authoring.seed('item:events:e-1', { id: 'e-1', title: '活動' }, 1, 'events');
    authoring.seed('item:news:n-1', { id: 'n-1', title: '消息' }, 1, 'news');

    expect(await startModule({ history, rights }, ['about', 'events', 'news'])).toBe('events');
    expect(asked).toEqual([]);
  });

  it('is the first the account may write when no module holds items', async () => {
    const { history, rights } = setup({
      about: { r: true, w: false, d: false },
      news: { r: true, w: true, d: false },
    });

    expect(await startModule({ history, rights }, ['about', 'gone', 'news'])).toBe('news');
  });

  it('is the first module when nothing holds items and nothing is writable, and none without modules', async () => {
    const { history, rights } = setup({ about: { r: true, w: false, d: false } });

    expect(await startModule({ history, rights }, ['about', 'news'])).toBe('about');
    expect(await startModule({ history, rights }, [])).toBeNull();
  });

  it('counts a module whose list cannot be read as empty', async () => {
    const { history, rights } = setup({ news: { r: true, w: true, d: false } });
    jest.spyOn(history, 'documents').mockRejectedValue(new NetworkError('offline'));

    expect(await startModule({ history, rights }, ['about', 'news'])).toBe('news');
  });
});
