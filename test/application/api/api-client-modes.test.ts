import { ApiError, RetryRequiredError, SessionExpiredError } from '../../../src/domain/errors/api-errors';
import { settle } from '../../domain/support/settle';
import { anAnswer } from '../support/answers';
import { aClient, outcome } from '../support/client-harness';

describe('API client: inline failures', () => {
  it('throws a server fault to an inline caller without a dialog', async () => {
    const { api, http, dialogs } = aClient({ token: 't1' });
    http.on('GET', '/api/cms/news', anAnswer.serverFault());
    const { error } = await outcome(api.get('/api/cms/news', { errors: 'inline' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(dialogs.errors).toHaveLength(0);
  });

  it('still ends a revoked session for an inline caller: one dialog, then /login', async () => {
    const { api, http, dialogs, navigation, session } = aClient({ token: 't1', location: '/home/zh-tw' });
    http.on('GET', '/api/cms/news', anAnswer.tokenInvalid());
    const { error } = await outcome(api.get('/api/cms/news', { errors: 'inline' }));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(session.isLoggedIn).toBe(false);
    expect(dialogs.errors).toHaveLength(1);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw']);
  });

  it('refreshes and retries an expired read for an inline caller', async () => {
    const { api, http } = aClient({ token: 'old' });
    http.on('GET', '/api/cms/news', anAnswer.tokenExpired(), anAnswer.ok({ rows: [], total: 0 }));
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await expect(api.get('/api/cms/news', { errors: 'inline' })).resolves.toEqual({ rows: [], total: 0 });
  });

  it('keeps an inline caller’s refresh failure quiet when the server faulted', async () => {
    const { api, http, dialogs } = aClient({ token: 'old' });
    http.on('GET', '/api/cms/news', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.serverFault());
    await outcome(api.get('/api/cms/news', { errors: 'inline' }));
    expect(dialogs.errors).toHaveLength(0);
  });

  it('throws a status the caller names as an answer without a dialog, even after a refresh', async () => {
    const { api, http, dialogs } = aClient({ token: 'old' });
    http.on('GET', '/api/site/module/gone', anAnswer.notFound());
    const first = await outcome(api.get('/api/site/module/gone', { answers: [404] }));
    expect(first.error).toMatchObject({ status: 404 });
    http.on('GET', '/api/site/module/later', anAnswer.tokenExpired(), anAnswer.notFound());
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    const second = await outcome(api.get('/api/site/module/later', { answers: [404] }));
    expect(second.error).toMatchObject({ status: 404 });
    expect(dialogs.errors).toHaveLength(0);
  });

  it('sends extra headers such as an idempotency key', async () => {
    const { api, http } = aClient();
    http.on('POST', '/api/cms/mailbox', anAnswer.ok({ serialNo: '1' }));
    await api.post('/api/cms/mailbox', {}, { headers: { 'Idempotency-Key': 'k1' } });
    expect(http.requests[0]?.headers['Idempotency-Key']).toBe('k1');
  });
});

describe('API client: a 612 for an older token', () => {
  it('does not end a newer session another tab stored since; the read is asked again with the new token', async () => {
    const { api, http, session, dialogs, storage } = aClient({ token: 'old' });
    const calls: string[] = [];
    http.on('GET', '/api/cms/news', (request) => {
      calls.push(request.headers.access_token ?? '');
      if (calls.length === 1) {
        // While the request was out, another tab logged in again.
        storage.changeElsewhere('access_token', 'newer');
        return anAnswer.tokenInvalid();
      }
      return anAnswer.ok({ rows: [], total: 0 });
    });
    await expect(api.get('/api/cms/news')).resolves.toEqual({ rows: [], total: 0 });
    expect(calls).toEqual(['old', 'newer']);
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe('newer');
    expect(dialogs.errors).toHaveLength(0);
  });

  it('asks the user to send a write again rather than replaying it with the newer token', async () => {
    const { api, http, session, storage } = aClient({ token: 'old' });
    http.on('POST', '/api/cms/mailbox', () => {
      storage.changeElsewhere('access_token', 'newer');
      return anAnswer.tokenInvalid();
    });
    const { error } = await outcome(api.post('/api/cms/mailbox', {}));
    expect(error).toBeInstanceOf(RetryRequiredError);
    expect(session.token).toBe('newer');
  });

  it('ends the session when the newer token is refused too', async () => {
    const { api, http, session, storage } = aClient({ token: 'old' });
    let calls = 0;
    http.on('GET', '/api/cms/news', () => {
      calls += 1;
      if (calls === 1) storage.changeElsewhere('access_token', 'newer');
      return anAnswer.tokenInvalid();
    });
    const { error } = await outcome(api.get('/api/cms/news'));
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(session.isLoggedIn).toBe(false);
  });
});

describe('API client: writes that are safe to send twice', () => {
  it('refreshes on a 611 and sends an idempotent write once more with the new token', async () => {
    const { api, http, dialogs, session } = aClient({ token: 'old' });
    const tokens: string[] = [];
    http.on('PUT', '/backend/documents/d1', (request) => {
      tokens.push(request.headers.access_token ?? '');
      return tokens.length === 1 ? anAnswer.tokenExpired() : anAnswer.ok({ revision: 8 });
    });
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    const saved = api.put(
      '/backend/documents/d1',
      { data: {} },
      { idempotent: true, headers: { 'If-Match': '"7"' } },
    );
    await expect(saved).resolves.toEqual({ revision: 8 });
    expect(tokens).toEqual(['old', 'new']);
    expect(http.requestsTo('PUT', '/backend/documents/d1').map((r) => r.headers['If-Match'])).toEqual([
      '"7"',
      '"7"',
    ]);
    expect(session.token).toBe('new');
    expect(dialogs.shown).toEqual([]);
  });

  it('shares one refresh between an idempotent write and a read that expired together', async () => {
    const { api, http } = aClient({ token: 'old' });
    http.on('PUT', '/backend/documents/d1', anAnswer.tokenExpired(), anAnswer.ok({ revision: 8 }));
    http.on('GET', '/api/cms/news', anAnswer.tokenExpired(), anAnswer.ok({ rows: [], total: 0 }));
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await Promise.all([api.put('/backend/documents/d1', {}, { idempotent: true }), api.get('/api/cms/news')]);
    expect(http.requestsTo('POST', '/backend/oauth/reflash')).toHaveLength(1);
  });

  it('retries an idempotent write only once: a second 611 ends the session', async () => {
    const { api, http, session } = aClient({ token: 'old' });
    http.on('PUT', '/backend/documents/d1', anAnswer.tokenExpired());
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    const { error } = await outcome(
      api.put('/backend/documents/d1', {}, { idempotent: true, errors: 'inline' }),
    );
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(http.requestsTo('PUT', '/backend/documents/d1')).toHaveLength(2);
    expect(session.isLoggedIn).toBe(false);
  });

  it('throws the retried write’s answer to an inline caller without a dialog', async () => {
    const { api, http, dialogs } = aClient({ token: 'old' });
    http.on('PUT', '/backend/documents/d1', anAnswer.tokenExpired(), {
      status: 412,
      body: { status: 412, error_description: '已過時', code: 'E412', time: 't', current: { revision: 9 } },
    });
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    const { error } = await outcome(
      api.put('/backend/documents/d1', {}, { idempotent: true, errors: 'inline', answers: [412] }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 412, details: { current: { revision: 9 } } });
    expect(dialogs.errors).toHaveLength(0);
  });

  it('sends an idempotent write again with the newer token another tab stored, instead of asking', async () => {
    const { api, http, session, storage } = aClient({ token: 'old' });
    const tokens: string[] = [];
    http.on('PUT', '/backend/documents/d1', (request) => {
      tokens.push(request.headers.access_token ?? '');
      if (tokens.length > 1) return anAnswer.ok({ revision: 8 });
      storage.changeElsewhere('access_token', 'newer');
      return anAnswer.tokenInvalid();
    });
    await expect(api.put('/backend/documents/d1', {}, { idempotent: true })).resolves.toEqual({
      revision: 8,
    });
    expect(tokens).toEqual(['old', 'newer']);
    expect(session.isLoggedIn).toBe(true);
  });
  it('resolves a text answer as sent, for a CSV export, and still parses JSON for everyone else', async () => {
    const { api, http } = aClient({ token: 't1' });
    http.on('GET', '/backend/audit.csv', { status: 200, body: 'id,at\r\n1,2026' });
    await expect(api.get('/backend/audit.csv', { text: true })).resolves.toBe('id,at\r\n1,2026');
    await expect(api.get('/backend/audit.csv')).rejects.toMatchObject({ code: 'INVALID_JSON' });
  });
});
