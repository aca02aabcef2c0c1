import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
} from '../../../src/domain/errors/api-errors';
import { FIXED_NOW_TEXT } from '../../domain/support/fixed-now';
import { settle } from '../../domain/support/settle';
import { anAnswer, SERVER_TIME } from '../support/answers';
import { aClient, outcome } from '../support/client-harness';
import { deferred } from '../../domain/support/deferred';

describe('API client: requests', () => {
  it('sends a GET to the API host with JSON headers and the stored token, and returns the parsed JSON', async () => {
    const { api, http } = aClient({ token: 't1', baseUrl: 'https://cms.example.tw/' });
    http.on('GET', '/api/site/header', anAnswer.ok({ title: '臺灣史' }));
    await expect(api.get<{ title: string }>('/api/site/header')).resolves.toEqual({ title: '臺灣史' });
    expect(http.requests).toEqual([
      {
        method: 'GET',
        url: 'https://cms.example.tw/api/site/header',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', access_token: 't1' },
        // Signed in, a GET skips the browser's cache: staff read what they just published.
        fresh: true,
      },
    ]);
  });

  it('sends no token header when no token is stored, and calls the same origin by default', async () => {
    const { api, http } = aClient();
    http.on('GET', '/api/site/menu', anAnswer.ok([]));
    await api.get('/api/site/menu');
    expect(http.requests[0]!.url).toBe('/api/site/menu');
    expect(http.requests[0]!.headers).not.toHaveProperty('access_token');
  });

  it('adds query parameters', async () => {
    const { api, http } = aClient();
    http.on('GET', '/api/cms/news', anAnswer.ok({ rows: [], total: 0 }));
    await api.get('/api/cms/news', { params: { limit: 12, offset: 0 } });
    expect(http.requests[0]!.url).toBe('/api/cms/news?limit=12&offset=0');
  });

  it('sends POST and PUT bodies as JSON and DELETE without a body', async () => {
    const { api, http } = aClient({ token: 't1' });
    http.on('POST', '/api/cms/mailbox', anAnswer.ok({ serialNo: 'A1' }));
    http.on('PUT', '/api/cms/news/1', anAnswer.ok({}));
    http.on('DELETE', '/api/cms/news/1', anAnswer.empty());
    await expect(api.post('/api/cms/mailbox', { name: '王' })).resolves.toEqual({ serialNo: 'A1' });
    await api.put('/api/cms/news/1', { title: '新' });
    await expect(api.delete('/api/cms/news/1')).resolves.toBeUndefined();
    expect(http.requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', '{"name":"王"}'],
      ['PUT', '{"title":"新"}'],
      ['DELETE', undefined],
    ]);
  });

  it('sends an empty POST without a body', async () => {
    const { api, http } = aClient({ token: 't1' });
    http.on('POST', '/backend/oauth/del', anAnswer.empty());
    await api.post('/backend/oauth/del');
    expect(http.requests[0]).not.toHaveProperty('body');
  });

  it('form-encodes a form body and can leave the token out', async () => {
    const { api, http } = aClient({ token: 't1' });
    http.on('POST', '/backend/oauth/token', anAnswer.freshToken('t2'));
    await api.post('/backend/oauth/token', undefined, { form: { account: 'a b' }, withToken: false });
    expect(http.requests[0]).toMatchObject({
      body: 'account=a%20b',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(http.requests[0]!.headers).not.toHaveProperty('access_token');
  });

  it('leaves an absolute URL as it is', async () => {
    const { api, http } = aClient({ baseUrl: 'https://cms.example.tw' });
    http.on('GET', '/feed', anAnswer.ok([]));
    await api.get('https://other.example.tw/feed');
    expect(http.requests[0]!.url).toBe('https://other.example.tw/feed');
  });

  it('shows the progress bar from before the request until the call ends, also when it fails', async () => {
    const { api, http, progress } = aClient();
    const answer = deferred<ReturnType<typeof anAnswer.serverFault>>();
    http.on('GET', '/slow', () => answer.promise);
    const call = outcome(api.get('/slow'));
    expect(progress.visible).toBe(true);
    answer.resolve(anAnswer.serverFault());
    await call;
    expect(progress.visible).toBe(false);
  });

  it('ends the progress of a call that throws inside the transport', async () => {
    const { api, http, progress } = aClient();
    http.on('GET', '/bug', { throws: new TypeError('adapter bug') });
    const { error } = await outcome(api.get('/bug'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(progress.openTasks).toBe(0);
  });
});

describe('API client: error policy', () => {
  it('retries a GET answered 611 once, with the refreshed token', async () => {
    const { api, http, session } = aClient({ token: 'old' });
    http.on('GET', '/api/cms/news', anAnswer.tokenExpired(), anAnswer.ok({ rows: [], total: 0 }));
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await expect(api.get('/api/cms/news')).resolves.toEqual({ rows: [], total: 0 });
    expect(http.requestsTo('POST', '/backend/oauth/reflash')[0]!.headers.access_token).toBe('old');
    expect(http.requestsTo('GET', '/api/cms/news').map((r) => r.headers.access_token)).toEqual([
      'old',
      'new',
    ]);
    expect(session.token).toBe('new');
  });

  it('counts a second 611 for the same GET as 612: dialog, session cleared, to the login page', async () => {
    const { api, http, dialogs, navigation, session } = aClient({
      token: 'old',
      location: '/home/zh-tw/news?offset=12',
    });
    http.on('GET', '/api/cms/news', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    const { error } = await outcome(api.get('/api/cms/news'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(http.requestsTo('GET', '/api/cms/news')).toHaveLength(2);
    expect(dialogs.errors).toEqual([{ kind: 'error', title: 'Error', message: 'Token 已逾時。' }]);
    expect(session.isLoggedIn).toBe(false);
    expect(navigation.visited).toEqual([]);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw%2Fnews%3Foffset%3D12']);
  });

  it('on 612 shows the server message titled Error, then goes to /login remembering the page', async () => {
    const { api, http, dialogs, navigation, storage } = aClient({
      token: 't1',
      location: '/home/zh-tw/about',
    });
    http.on('GET', '/backend/rights/about', anAnswer.tokenInvalid('登入已失效，請重新登入。'));
    const { error } = await outcome(api.get('/backend/rights/about'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 612, description: '登入已失效，請重新登入。' });
    expect(dialogs.errors).toEqual([{ kind: 'error', title: 'Error', message: '登入已失效，請重新登入。' }]);
    expect(storage.values.size).toBe(0);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw%2Fabout']);
  });

  it('answers a 612 quietly once this client has logged out: no dialog over the login page', async () => {
    const { api, http, dialogs, navigation, session } = aClient({
      token: 't1',
      location: '/home/zh-tw/news',
    });
    const answer = deferred<ReturnType<typeof anAnswer.tokenInvalid>>();
    http.on('DELETE', '/backend/documents/item%3Anews%3Anews-002/lock', () => answer.promise);
    const release = outcome(api.delete('/backend/documents/item%3Anews%3Anews-002/lock'));
    // The idle logout ends the session while the editor's last request is still out.
    session.end();
    answer.resolve(anAnswer.tokenInvalid());
    const { error } = await release;
    expect(error).toMatchObject({ status: 612 });
    http.on('GET', '/backend/me', anAnswer.tokenInvalid());
    await outcome(api.get('/backend/me'));
    await settle();
    expect(dialogs.errors).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('answers quietly a 612 for the token its own logout is ending, while the logout is still out', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 't1', location: '/home/zh-tw/news' });
    const revoked = deferred<ReturnType<typeof anAnswer.empty>>();
    http.on('POST', '/backend/oauth/del', () => revoked.promise);
    http.on('PUT', '/backend/documents/item%3Anews%3Anews-002/lock', anAnswer.tokenInvalid());
    const logout = outcome(api.post('/backend/oauth/del'));
    // The editor's heartbeat, sent with the same token, hears of the revocation first.
    await outcome(api.put('/backend/documents/item%3Anews%3Anews-002/lock'));
    revoked.resolve(anAnswer.empty());
    await logout;
    await settle();
    expect(dialogs.errors).toEqual([]);
    expect(navigation.visited).toEqual([]);
  });

  it('shows the 612 dialog again once a refused logout has settled', async () => {
    const { api, http, dialogs } = aClient({ token: 't1', location: '/home/zh-tw/news' });
    http.on('POST', '/backend/oauth/del', anAnswer.serverFault());
    http.on('GET', '/backend/me', anAnswer.tokenInvalid('登入已失效，請重新登入。'));
    await outcome(api.post('/backend/oauth/del'));
    dialogs.closeAll();
    await settle();
    await outcome(api.get('/backend/me'));
    expect(dialogs.errors.map((dialog) => dialog.message)).toContain('登入已失效，請重新登入。');
  });

  it('does not leave for /login again when the user is already there', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 't1', location: '/login' });
    http.on('GET', '/x', anAnswer.tokenInvalid());
    await outcome(api.get('/x'));
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual([]);
  });

  it('goes to /login once for several 612 answers', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 't1', location: '/home/zh-tw' });
    http.on('GET', '/a', anAnswer.tokenInvalid());
    http.on('GET', '/b', anAnswer.tokenInvalid());
    await Promise.all([outcome(api.get('/a')), outcome(api.get('/b'))]);
    expect(dialogs.errors).toHaveLength(1);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw']);
  });

  it('goes to /login even when the dialog service is not ready', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 't1', location: '/home/zh-tw' });
    dialogs.notReady();
    http.on('GET', '/a', anAnswer.tokenInvalid());
    await outcome(api.get('/a'));
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw']);
  });

  it('shows a 500 with its description, code and time exactly, and rethrows it', async () => {
    const { api, http, dialogs } = aClient();
    http.on('GET', '/api/site/footer', anAnswer.serverFault());
    const { error } = await outcome(api.get('/api/site/footer'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'DB-42', time: SERVER_TIME });
    expect(dialogs.errors).toEqual([
      {
        kind: 'error',
        title: 'Error',
        message: `資料庫連線失敗。 (Error code: DB-42, Error time: ${SERVER_TIME})`,
      },
    ]);
  });

  it('shows any other status with its message titled Error, and rethrows it', async () => {
    const { api, http, dialogs, navigation } = aClient();
    http.on('GET', '/api/site/module/nope', anAnswer.notFound());
    const { error } = await outcome(api.get('/api/site/module/nope'));
    expect(error).toMatchObject({ name: 'ApiError', status: 404 });
    expect(dialogs.errors).toEqual([{ kind: 'error', title: 'Error', message: '找不到指定的資料。' }]);
    expect(navigation.visited).toEqual([]);
  });

  it('keeps the field messages of a 400 on the error', async () => {
    const { api, http } = aClient();
    http.on('POST', '/api/cms/mailbox', anAnswer.badInput({ email: '電子郵件格式錯誤。' }));
    const { error } = await outcome(api.post('/api/cms/mailbox', {}));
    expect((error as ApiError).fields).toEqual({ email: '電子郵件格式錯誤。' });
  });

  it('fills an empty error body with the HTTP status, a generic message and the client time', async () => {
    const { api, http, dialogs } = aClient();
    http.on('GET', '/x', { status: 500 });
    const { error } = await outcome(api.get('/x'));
    expect(error).toMatchObject({ status: 500, code: 'E500', time: FIXED_NOW_TEXT });
    expect(dialogs.errors[0]!.message).toBe(
      `系統發生錯誤，請稍後再試。 (Error code: E500, Error time: ${FIXED_NOW_TEXT})`,
    );
  });

  it('treats a success that is not JSON as a fault', async () => {
    const { api, http, dialogs } = aClient();
    http.on('GET', '/api/site/config', { status: 200, body: '<!doctype html><html></html>' });
    const { error } = await outcome(api.get('/api/site/config'));
    expect(error).toMatchObject({ code: 'INVALID_JSON', status: 200 });
    expect(dialogs.errors[0]!.message).toBe('伺服器回應格式有誤，請稍後再試。');
  });

  it('shows a zh-TW network message without a redirect and rethrows a NetworkError', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 't1' });
    http.on('GET', '/a', anAnswer.offline());
    http.on('GET', '/b', anAnswer.timeout());
    const first = await outcome(api.get('/a'));
    expect(first.error).toBeInstanceOf(NetworkError);
    expect(first.error).toMatchObject({ reason: 'offline' });
    expect(dialogs.errors).toEqual([
      { kind: 'error', title: 'Error', message: '無法連線到伺服器，請檢查網路連線後再試一次。' },
    ]);
    dialogs.closeAll();
    await settle();
    const second = await outcome(api.get('/b'));
    expect(second.error).toMatchObject({ reason: 'timeout', message: '伺服器回應逾時，請稍後再試一次。' });
    expect(navigation.visited).toEqual([]);
  });

  it('says nothing about an aborted request, but still rejects', async () => {
    const { api, http, dialogs } = aClient();
    http.on('GET', '/a', anAnswer.aborted());
    const { error } = await outcome(api.get('/a'));
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'aborted' });
    expect(dialogs.shown).toEqual([]);
  });

  it('opens one dialog for a burst of failures', async () => {
    const { api, http, dialogs } = aClient();
    http.on('GET', '/a', anAnswer.serverFault());
    http.on('GET', '/b', anAnswer.notFound());
    http.on('GET', '/c', anAnswer.offline());
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => outcome(api.get(path))));
    expect(results.every((r) => r.error)).toBe(true);
    expect(dialogs.errors).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'refreshes on a %s answered 611 and asks for a resubmission instead of replaying it',
    async (method) => {
      const { api, http, dialogs, session } = aClient({ token: 'old' });
      http.on(method, '/api/cms/mailbox', anAnswer.tokenExpired());
      http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
      const body = { name: '王小明', content: '很長的意見' };
      const send = {
        POST: () => api.post('/api/cms/mailbox', body),
        PUT: () => api.put('/api/cms/mailbox', body),
        DELETE: () => api.delete('/api/cms/mailbox'),
      }[method];
      const { error } = await outcome(send());
      expect(error).toBeInstanceOf(RetryRequiredError);
      expect(error).toMatchObject({
        message: '登入狀態已更新，請再送出一次。',
        method,
        path: '/api/cms/mailbox',
      });
      expect(http.requestsTo(method, '/api/cms/mailbox')).toHaveLength(1);
      expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
      expect(session.token).toBe('new');
      expect(body).toEqual({ name: '王小明', content: '很長的意見' });
      expect(dialogs.shown).toEqual([]);
    },
  );

  it('ends the session when the refresh is refused', async () => {
    const { api, http, dialogs, session } = aClient({ token: 'old' });
    http.on('GET', '/x', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.tokenInvalid('請重新登入。'));
    const { error } = await outcome(api.get('/x'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(dialogs.errors).toEqual([{ kind: 'error', title: 'Error', message: '請重新登入。' }]);
    expect(session.isLoggedIn).toBe(false);
  });

  it('ends the session when a refresh answers without a token', async () => {
    const { api, http, dialogs } = aClient({ token: 'old' });
    http.on('GET', '/x', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.ok({}));
    const { error } = await outcome(api.get('/x'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(dialogs.errors[0]!.message).toBe('登入已逾時，請重新登入。');
  });

  it('keeps the session when the refresh meets a server fault', async () => {
    const { api, http, dialogs, session, navigation } = aClient({ token: 'old' });
    http.on('GET', '/x', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.serverFault());
    const { error } = await outcome(api.get('/x'));
    expect(error).toMatchObject({ name: 'ApiError', status: 500 });
    expect(dialogs.errors[0]!.message).toContain('(Error code: DB-42');
    expect(session.isLoggedIn).toBe(true);
    expect(navigation.visited).toEqual([]);
  });

  it('ends the session with a generic message when a custom refresh fails with something odd', async () => {
    const { api, http, dialogs } = aClient({
      token: 'old',
      refresh: () => Promise.reject('not an error object'),
    });
    http.on('GET', '/x', anAnswer.tokenExpired());
    const { error } = await outcome(api.get('/x'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 612, time: FIXED_NOW_TEXT });
    expect(dialogs.errors[0]!.message).toBe('登入已逾時，請重新登入。');
  });

  it('uses the refresh it is given', async () => {
    const refresh = jest.fn(() => Promise.resolve('custom'));
    const { api, http } = aClient({ token: 'old', refresh });
    http.on('GET', '/x', anAnswer.tokenExpired(), anAnswer.ok(1));
    await expect(api.get('/x')).resolves.toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(http.requests.at(-1)!.headers.access_token).toBe('custom');
  });

  it('leaves every failure to a caller that handles errors itself', async () => {
    const { api, http, dialogs, navigation } = aClient({ token: 'old' });
    http.on('GET', '/a', anAnswer.tokenExpired());
    http.on('GET', '/b', anAnswer.tokenInvalid());
    http.on('GET', '/c', anAnswer.offline());
    const results = await Promise.all(
      ['/a', '/b', '/c'].map((path) => outcome(api.get(path, { errors: 'caller' }))),
    );
    expect(results.map((r) => (r.error as Error).name)).toEqual(['ApiError', 'ApiError', 'NetworkError']);
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(0);
    expect(dialogs.shown).toEqual([]);
    await settle();
    expect(navigation.visited).toEqual([]);
  });
});
