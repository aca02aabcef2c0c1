import type { MemoryDialogs } from '../../src/adapters/dialogs/memory-dialogs.adapter';
import type { HttpRequest } from '../../src/domain/http/http.port';
import { disposeServices } from '../../src/composition/container';
import { createTestContainer } from '../../src/composition/test-container';

const loggedIn = { access_token: 'old-token', isLoggedIn: 'true' };
const errorBody = (status: number, description: string) => ({
  status,
  body: { status, error_description: description, code: `E${status}`, time: '2026-01-01 10:00:00' },
});
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** The error policy as the container wires it: real api client, real session, twins at the edges. */
describe('the error policy through the composed api client', () => {
  it('answers a burst of expired GETs with one refresh and retries each GET once', async () => {
    const { services, twins } = createTestContainer({ stored: loggedIn, path: '/home/zh-tw/editor' });
    twins.http
      .on('GET', /^\/api\/cms\/news/, (r: HttpRequest) =>
        r.headers.access_token === 'new-token'
          ? { status: 200, body: { rows: [], total: 0 } }
          : errorBody(611, 'token expired'),
      )
      .on('POST', '/backend/oauth/reflash', {
        status: 200,
        body: { access_token: 'new-token', expires_in: 2 },
      });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => services.api.get(`/api/cms/news?offset=${n}`)));
    expect(answers).toEqual([1, 2, 3, 4].map(() => ({ rows: [], total: 0 })));
    expect(twins.http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
    expect(twins.localStorage.get('access_token')).toBe('new-token');
    expect((twins.dialogs as MemoryDialogs).shown).toEqual([]);
    disposeServices(services);
  });

  it('shows one Error dialog for a revoked token, ends the session and goes to the login page', async () => {
    const { services, twins } = createTestContainer({ stored: loggedIn, path: '/home/zh-tw/editor' });
    twins.http.on('GET', /^\/backend\/rights\//, errorBody(612, '登入資訊無效或已失效，請重新登入。'));
    const results = await Promise.allSettled([
      services.api.get('/backend/rights/news'),
      services.api.get('/backend/rights/about'),
    ]);
    await flush();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((twins.dialogs as MemoryDialogs).shown).toEqual([
      { kind: 'error', title: 'Error', message: '登入資訊無效或已失效，請重新登入。' },
    ]);
    expect(services.stores.session.getState().isLoggedIn).toBe(false);
    expect(twins.localStorage.get('access_token')).toBeNull();
    expect(twins.navigation.current()).toBe(`/login?returnUrl=${encodeURIComponent('/home/zh-tw/editor')}`);
    disposeServices(services);
  });

  it('shows a server fault with its code and time and rethrows it', async () => {
    const { services, twins } = createTestContainer();
    twins.http.on('GET', '/api/cms/fault-500', errorBody(500, '伺服器發生錯誤'));
    await expect(services.api.get('/api/cms/fault-500')).rejects.toMatchObject({ status: 500 });
    expect((twins.dialogs as MemoryDialogs).shown).toEqual([
      {
        kind: 'error',
        title: 'Error',
        message: '伺服器發生錯誤 (Error code: E500, Error time: 2026-01-01 10:00:00)',
      },
    ]);
    disposeServices(services);
  });

  it('shows one dialog for a burst of failing calls', async () => {
    const { services, twins } = createTestContainer();
    // The memory dialog closes at once; a real one stays open while the burst arrives.
    let close: () => void = () => {};
    const dialogs = twins.dialogs as MemoryDialogs;
    const error = dialogs.error.bind(dialogs);
    dialogs.error = (message, title) =>
      error(message, title).then(() => new Promise<void>((resolve) => (close = resolve)));
    twins.http.on('GET', /^\/api\/cms\//, errorBody(500, '壞了'));
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((n) => services.api.get(`/api/cms/list-${n}`)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(dialogs.shown).toHaveLength(1);
    close();
    disposeServices(services);
  });

  it('shows a network failure without leaving the page or the session', async () => {
    const { services, twins } = createTestContainer({ stored: loggedIn, path: '/home/zh-tw/news' });
    twins.http.on('GET', '/api/cms/news', { fail: 'offline' });
    await expect(services.api.get('/api/cms/news')).rejects.toMatchObject({ name: 'NetworkError' });
    await flush();
    expect((twins.dialogs as MemoryDialogs).shown).toEqual([
      { kind: 'error', title: 'Error', message: '無法連線到伺服器，請檢查網路連線後再試一次。' },
    ]);
    expect(twins.navigation.history).toEqual(['/home/zh-tw/news']);
    expect(services.session.isLoggedIn).toBe(true);
    disposeServices(services);
  });

  it('counts every call on the shared progress bar until the last one ends', async () => {
    const { services, twins } = createTestContainer();
    let release: () => void = () => {};
    twins.http.on(
      'GET',
      '/api/site/menu',
      () => new Promise((resolve) => (release = () => resolve({ status: 200, body: [] }))),
    );
    twins.http.on('GET', '/api/site/header', { status: 200, body: { title: '站' } });
    const slow = services.api.get('/api/site/menu');
    const fast = services.api.get('/api/site/header');
    expect(services.stores.progress.getState().visible).toBe(true);
    await fast;
    expect(services.stores.progress.getState().visible).toBe(true);
    release();
    await slow;
    expect(services.stores.progress.getState().visible).toBe(false);
    disposeServices(services);
  });
});
