import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { refreshAccessToken } from '../../../src/application/auth/refresh-token.use-case';
import { FIXED_NOW, FIXED_NOW_TEXT } from '../../domain/support/fixed-now';
import { anAnswer } from '../support/answers';
import { aClient, outcome } from '../support/client-harness';

describe('refreshAccessToken', () => {
  it('posts an empty body with the stored token and stores the new one', async () => {
    const { api, http, session, storage } = aClient({ token: 'old' });
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await expect(refreshAccessToken({ api, session, clock: new ManualTime(FIXED_NOW) })).resolves.toBe('new');
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      url: '/backend/oauth/reflash',
      headers: { access_token: 'old' },
    });
    expect(http.requests[0]).not.toHaveProperty('body');
    expect(storage.values.get('access_token')).toBe('new');
    expect(storage.values.get('isLoggedIn')).toBe('true');
  });

  it('stores the session end the answer names, counted from when it arrived', async () => {
    const { api, http, session } = aClient({ token: 'old' });
    http.on('POST', '/backend/oauth/reflash', {
      status: 200,
      body: { access_token: 'new', expires_in: 900, session_expires_in: 600 },
    });
    await refreshAccessToken({ api, session, clock: new ManualTime(FIXED_NOW) });
    expect(session.endsAt).toBe(FIXED_NOW + 600_000);
  });

  it('keeps the stored session end when the answer names none', async () => {
    const { api, http, session } = aClient({ token: 'old' });
    session.renew('old', FIXED_NOW + 5_000);
    http.on('POST', '/backend/oauth/reflash', anAnswer.freshToken('new'));
    await refreshAccessToken({ api, session, clock: new ManualTime(FIXED_NOW) });
    expect(session.token).toBe('new');
    expect(session.endsAt).toBe(FIXED_NOW + 5_000);
  });

  it('passes a refused refresh to its caller without any dialog', async () => {
    const { api, http, session, dialogs } = aClient({ token: 'old' });
    http.on('POST', '/backend/oauth/reflash', anAnswer.tokenInvalid());
    const { error } = await outcome(refreshAccessToken({ api, session, clock: new ManualTime(FIXED_NOW) }));
    expect(error).toMatchObject({ name: 'ApiError', status: 612 });
    expect(dialogs.shown).toEqual([]);
  });

  it.each([
    ['no token', {}],
    ['the text undefined', { access_token: 'undefined' }],
    ['an empty body', undefined],
  ])('fails when the answer carries %s, keeping the old token', async (_label, body) => {
    const { api, http, session } = aClient({ token: 'old' });
    http.on('POST', '/backend/oauth/reflash', body === undefined ? anAnswer.empty() : anAnswer.ok(body));
    const { error } = await outcome(refreshAccessToken({ api, session, clock: new ManualTime(FIXED_NOW) }));
    expect(error).toMatchObject({ name: 'ApiError', code: 'NO_TOKEN', time: FIXED_NOW_TEXT });
    expect(session.token).toBe('old');
  });
});
