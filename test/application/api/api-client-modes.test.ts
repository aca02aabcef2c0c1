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
