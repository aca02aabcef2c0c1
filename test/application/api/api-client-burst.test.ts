import { SessionExpiredError } from '../../../src/domain/errors/api-errors';
import { settle } from '../../domain/support/settle';
import { anAnswer } from '../support/answers';
import { aClient, outcome } from '../support/client-harness';
import type { MemoryAnswer } from '../../../src/adapters/http/memory-http.adapter';
import { deferred } from '../../domain/support/deferred';

const BURST = 100;
const pathOfCall = (i: number): string => `/api/cms/list-${i}`;

/** Every list answers 611 to the old token and its rows to any other. */
function scriptExpiredLists(http: ReturnType<typeof aClient>['http']): void {
  for (let i = 0; i < BURST; i += 1) {
    http.on('GET', pathOfCall(i), (request) =>
      request.headers.access_token === 'old' ? anAnswer.tokenExpired() : anAnswer.ok({ rows: [i], total: 1 }),
    );
  }
}

describe('API client: a burst of expired calls', () => {
  it('makes exactly one refresh call for 100 concurrent GETs answered 611, and all 100 retries succeed', async () => {
    const { api, http, dialogs, progress } = aClient({ token: 'old' });
    scriptExpiredLists(http);
    // The refresh is held until every call has met its 611, so all of them arrive while it runs.
    const refreshAnswer = deferred<MemoryAnswer>();
    http.on('POST', '/backend/oauth/reflash', () => refreshAnswer.promise);

    const calls = Array.from({ length: BURST }, (_, i) => api.get<{ rows: number[] }>(pathOfCall(i)));
    await settle(50);
    expect(http.requests.filter((r) => r.method === 'GET')).toHaveLength(BURST);
    refreshAnswer.resolve(anAnswer.freshToken('new'));
    const results = await Promise.all(calls);

    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(results.map((r) => r.rows[0])).toEqual(Array.from({ length: BURST }, (_, i) => i));
    const retries = http.requests.filter((r) => r.method === 'GET' && r.headers.access_token === 'new');
    expect(retries).toHaveLength(BURST);
    expect(dialogs.shown).toEqual([]);
    expect(progress.visible).toBe(false);
  });

  it('rejects all 100 exactly once and opens one dialog when that refresh fails', async () => {
    const { api, http, dialogs, navigation, progress } = aClient({
      token: 'old',
      location: '/home/zh-tw/news',
    });
    scriptExpiredLists(http);
    const refreshAnswer = deferred<MemoryAnswer>();
    http.on('POST', '/backend/oauth/reflash', () => refreshAnswer.promise);

    const settled = Array.from({ length: BURST }, () => ({
      resolved: 0,
      rejected: 0,
      error: undefined as unknown,
    }));
    const calls = Array.from({ length: BURST }, (_, i) =>
      api.get(pathOfCall(i)).then(
        () => {
          settled[i]!.resolved += 1;
        },
        (error: unknown) => {
          settled[i]!.rejected += 1;
          settled[i]!.error = error;
        },
      ),
    );
    await settle(50);
    refreshAnswer.resolve(anAnswer.tokenInvalid('登入已失效，請重新登入。'));
    await Promise.all(calls);

    expect(settled.every((s) => s.resolved === 0 && s.rejected === 1)).toBe(true);
    expect(settled.every((s) => s.error instanceof SessionExpiredError)).toBe(true);
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(dialogs.errors).toEqual([{ kind: 'error', title: 'Error', message: '登入已失效，請重新登入。' }]);
    expect(progress.visible).toBe(false);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw%2Fnews']);
  });

  it('retries a 611 that arrives after the refresh with the new token, without a second refresh', async () => {
    const { api, http } = aClient({ token: 'old' });
    scriptExpiredLists(http);
    const late = deferred<MemoryAnswer>();
    http.on('GET', '/late', () => late.promise, anAnswer.ok(['late rows']));
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));

    const lateCall = api.get('/late');
    await expect(api.get(pathOfCall(0))).resolves.toEqual({ rows: [0], total: 1 });
    late.resolve(anAnswer.tokenExpired());
    await expect(lateCall).resolves.toEqual(['late rows']);
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(http.requestsTo('GET', '/late').map((r) => r.headers.access_token)).toEqual(['old', 'new']);
  });

  it('shares a failed refresh with a 611 that arrives after it, without a second refresh or dialog', async () => {
    const { api, http, dialogs } = aClient({ token: 'old' });
    const late = deferred<MemoryAnswer>();
    http.on('GET', '/early', anAnswer.tokenExpired());
    http.on('GET', '/late', () => late.promise);
    http.on('POST', '/backend/oauth/reflash', anAnswer.offline());

    const lateCall = outcome(api.get('/late'));
    const early = await outcome(api.get('/early'));
    late.resolve(anAnswer.tokenExpired());
    const { error } = await lateCall;
    expect(error).toBe(early.error);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'offline' });
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(dialogs.errors).toHaveLength(1);
  });
});
