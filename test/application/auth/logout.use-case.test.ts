import { logout } from '../../../src/application/auth/logout.use-case';
import { settle } from '../../domain/support/settle';
import { anAnswer } from '../support/answers';
import { aClient } from '../support/client-harness';

describe('logout', () => {
  it('posts an empty body with the token and clears the local session on success', async () => {
    const { api, http, session, storage } = aClient({ token: 't1' });
    http.on('POST', '/backend/oauth/del', anAnswer.empty());
    await expect(logout({ api, session })).resolves.toEqual({ ok: true });
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/backend/oauth/del',
      headers: { access_token: 't1' },
    });
    expect(storage.values.size).toBe(0);
  });

  it('keeps the session when the server fails, the error having been shown once', async () => {
    const { api, http, session, dialogs } = aClient({ token: 't1' });
    http.on('POST', '/backend/oauth/del', anAnswer.serverFault());
    const result = await logout({ api, session });
    expect(result).toMatchObject({ ok: false, message: '資料庫連線失敗。' });
    expect(session.isLoggedIn).toBe(true);
    expect(dialogs.errors).toHaveLength(1);
  });

  it('clears the local session when the logout meets no network, so nobody stays signed in', async () => {
    const { api, http, session } = aClient({ token: 't1' });
    http.on('POST', '/backend/oauth/del', { fail: 'offline' });
    await expect(logout({ api, session })).resolves.toEqual({ ok: true });
    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBeNull();
  });

  it('sends the logout once more after a token refresh, revoking the fresh token', async () => {
    const { api, http, session } = aClient({ token: 'old' });
    http.on('POST', '/backend/oauth/del', anAnswer.tokenExpired(), anAnswer.empty());
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await expect(logout({ api, session })).resolves.toEqual({ ok: true });
    expect(http.requestsTo('POST', '/backend/oauth/del').map((r) => r.headers.access_token)).toEqual([
      'old',
      'new',
    ]);
    expect(session.isLoggedIn).toBe(false);
  });

  it('ends up logged out, on the login page, when the token was already invalid', async () => {
    const { api, http, session, dialogs, navigation } = aClient({ token: 't1', location: '/home/zh-tw' });
    http.on('POST', '/backend/oauth/del', anAnswer.tokenInvalid());
    const result = await logout({ api, session });
    expect(result.ok).toBe(false);
    expect(session.isLoggedIn).toBe(false);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw']);
  });

  it('describes a failure that is not an Error with the generic message', async () => {
    const api = { post: () => Promise.reject('odd') } as unknown as Parameters<typeof logout>[0]['api'];
    await expect(logout({ api, session: { end: jest.fn() } })).resolves.toEqual({
      ok: false,
      error: 'odd',
      message: '系統發生錯誤，請稍後再試。',
    });
  });
});
