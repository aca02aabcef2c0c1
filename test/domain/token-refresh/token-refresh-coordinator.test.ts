import { TokenRefreshCoordinator } from '../../../src/domain/token-refresh/token-refresh-coordinator';
import { settle } from '../support/settle';

/** A refresh the test finishes by hand, counting how often it was started. */
function aManualRefresh(startToken: string | null = 'old') {
  let token = startToken;
  const runs: Array<{ succeed(next: string): void; fail(error: unknown): void }> = [];
  const coordinator = new TokenRefreshCoordinator({
    refresh: () =>
      new Promise<string>((resolve, reject) => {
        runs.push({
          succeed: (next) => {
            token = next;
            resolve(next);
          },
          fail: reject,
        });
      }),
    currentToken: () => token,
  });
  return {
    coordinator,
    runs,
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

describe('TokenRefreshCoordinator', () => {
  it('starts one refresh for a burst of expired calls and gives them all its token', async () => {
    const { coordinator, runs } = aManualRefresh();
    const sent = coordinator.stamp();
    const waiters = Array.from({ length: 5 }, () => coordinator.tokenForRetry(sent));
    expect(coordinator.inProgress).toBe(true);
    await settle();
    runs[0]!.succeed('new');
    await expect(Promise.all(waiters)).resolves.toEqual(['new', 'new', 'new', 'new', 'new']);
    expect(runs).toHaveLength(1);
    expect(coordinator.inProgress).toBe(false);
  });

  it('lets an explicit refresh join the running one', async () => {
    const { coordinator, runs } = aManualRefresh();
    const first = coordinator.refresh();
    const second = coordinator.refresh();
    await settle();
    runs[0]!.succeed('new');
    await expect(Promise.all([first, second])).resolves.toEqual(['new', 'new']);
    expect(runs).toHaveLength(1);
  });

  it('rejects every waiter of a failed refresh once and is ready for the next', async () => {
    const { coordinator, runs } = aManualRefresh();
    const sent = coordinator.stamp();
    const rejections = jest.fn();
    const waiters = Array.from({ length: 3 }, () => coordinator.tokenForRetry(sent).catch(rejections));
    const failure = new Error('refresh refused');
    await settle();
    runs[0]!.fail(failure);
    await Promise.all(waiters);
    expect(rejections).toHaveBeenCalledTimes(3);
    expect(rejections.mock.calls.every(([error]) => error === failure)).toBe(true);
    expect(coordinator.inProgress).toBe(false);

    const next = coordinator.tokenForRetry(coordinator.stamp());
    await settle();
    expect(runs).toHaveLength(2);
    runs[1]!.succeed('new');
    await expect(next).resolves.toBe('new');
  });

  it('retries with the stored token, without refreshing, when the call carried an older one', async () => {
    const { coordinator, runs, setToken } = aManualRefresh('old');
    const sent = coordinator.stamp();
    setToken('newer');
    await expect(coordinator.tokenForRetry(sent)).resolves.toBe('newer');
    expect(runs).toHaveLength(0);
  });

  it('gives a late arrival of a failed burst the same failure instead of a second refresh', async () => {
    const { coordinator, runs } = aManualRefresh('old');
    const sentEarly = coordinator.stamp();
    const first = coordinator.tokenForRetry(sentEarly).catch((error: unknown) => error);
    const failure = new Error('refused');
    await settle();
    runs[0]!.fail(failure);
    await first;
    await expect(coordinator.tokenForRetry(sentEarly)).rejects.toBe(failure);
    expect(runs).toHaveLength(1);
  });

  it('starts a refresh when nothing newer is stored and no refresh ran since the call was sent', async () => {
    const { coordinator, runs } = aManualRefresh(null);
    void coordinator.tokenForRetry(coordinator.stamp());
    await settle();
    expect(runs).toHaveLength(1);
  });

  it('survives a refresh function that throws synchronously', async () => {
    const coordinator = new TokenRefreshCoordinator({
      refresh: () => {
        throw new Error('bug');
      },
      currentToken: () => 'old',
    });
    await expect(coordinator.refresh()).rejects.toThrow('bug');
    expect(coordinator.inProgress).toBe(false);
  });
});
