import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { deviceSummary } from '../../../src/server/auth/device-summary';
import type { SessionSummary } from '../../../src/shared/accounts.types';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditActions, clientOf } from '../auth/sign-in.support';

describe('the device of a session, from its User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox · macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome · Android',
    ],
    ['curl/8.5.0', '不明的裝置'],
  ])('describes %s as %s', (userAgent, device) => {
    expect(deviceSummary(userAgent)).toBe(device);
  });

  it('describes a session without a User-Agent as an unknown device', () => {
    expect(deviceSummary(null)).toBe('不明的裝置');
  });
});

describe('my sessions', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('lists each live session once, marks the current one, and ends another on request', async () => {
    const here = clientOf(server, '127.0.0.51');
    const token = (await here.login('editor', 'Editor#2026')).body.access_token;
    server.clock.advanceSeconds(60);
    const otherClient = clientOf(server, '127.0.0.52');
    const other = (await otherClient.login('editor', 'Editor#2026')).body.access_token;
    // A reflash adds a token to the session, not a session.
    await otherClient.call('POST', '/backend/oauth/reflash', { token: other });
    await clientOf(server).login('viewer', 'Viewer#2026');

    const listed = await here.call<SessionSummary[]>('GET', '/backend/me/sessions', { token });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    const [mine, theirs] = listed.body;
    expect(mine).toMatchObject({ current: true, device: 'Chrome · Linux', ip: '127.0.0.51' });
    expect(theirs).toMatchObject({ current: false, ip: '127.0.0.52' });
    expect(Date.parse(theirs?.startedAt ?? '') - Date.parse(mine?.startedAt ?? '')).toBe(60_000);

    const ended = await here.call('DELETE', `/backend/me/sessions/${encodeURIComponent(theirs?.id ?? '')}`, {
      token,
    });
    expect(ended.status).toBe(204);
    expect((await otherClient.rights(other)).status).toBe(612);
    expect((await here.call<SessionSummary[]>('GET', '/backend/me/sessions', { token })).body).toHaveLength(
      1,
    );
  });

  it('answers 404 in zh-TW for another account’s session or an unknown one', async () => {
    const editor = clientOf(server);
    const token = (await editor.login('editor', 'Editor#2026')).body.access_token;
    const viewerToken = (await editor.login('viewer', 'Viewer#2026')).body.access_token;
    const [viewerSession] = (
      await editor.call<SessionSummary[]>('GET', '/backend/me/sessions', { token: viewerToken })
    ).body;

    const foreign = await editor.call<{ error_description: string }>(
      'DELETE',
      `/backend/me/sessions/${viewerSession?.id ?? ''}`,
      { token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_description).toBe('找不到這個登入工作階段。');
    expect((await editor.call('DELETE', '/backend/me/sessions/never-started', { token })).status).toBe(404);
    expect((await editor.rights(viewerToken)).status).toBe(200);
  });

  it('audits logout, an ended session and a reused token', async () => {
    const client = clientOf(server);
    const first = (await client.login('editor', 'Editor#2026')).body.access_token;
    const second = (await client.login('editor', 'Editor#2026')).body.access_token;
    // Both logins happen at the same manual-clock instant, so the list's order cannot tell them apart.
    const secondSession = (
      await client.call<SessionSummary[]>('GET', '/backend/me/sessions', { token: first })
    ).body.find((session) => !session.current);
    await client.call('DELETE', `/backend/me/sessions/${secondSession?.id ?? ''}`, { token: first });
    const successor = await client.call<{ access_token: string }>('POST', '/backend/oauth/reflash', {
      token: first,
    });
    server.clock.advanceSeconds(6);
    await client.call('POST', '/backend/oauth/reflash', { token: first });
    await client.call('POST', '/backend/oauth/del', { token: successor.body.access_token });
    expect(second).not.toBe(first);
    expect((await auditActions(server, 'editor')).map((row) => row.action)).toEqual([
      'login.success',
      'login.success',
      'session.end',
      'refresh.reuse',
      'logout',
    ]);
  });
});

describe('idle logout on the server', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('ends a session unused for IDLE_LOGOUT_MINUTES (30) at the minute: 612, and reflash fails', async () => {
    // A long access lifetime, so only idleness can end the token here.
    server = await startTestServer({ accessTokenTtlSeconds: 3 * 3600 });
    const client = clientOf(server);
    const token = (await client.login('editor', 'Editor#2026')).body.access_token;
    server.clock.advanceSeconds(30 * 60 - 1);
    expect((await client.call('GET', '/backend/me/sessions', { token })).status).toBe(200);
    server.clock.advanceSeconds(30 * 60 - 1);
    expect((await client.rights(token)).status).toBe(200);

    server.clock.advanceSeconds(30 * 60);
    expect((await client.rights(token)).status).toBe(612);
    expect((await client.call('POST', '/backend/oauth/reflash', { token })).status).toBe(612);
    expect((await auditActions(server, 'editor')).map((row) => row.action)).toEqual([
      'login.success',
      'session.idle-end',
    ]);
  });

  it('at 5 minutes, keeps a session called every 5 s, and ends it 5 minutes after its last call to the second', async () => {
    server = await startTestServer({
      accessTokenTtlSeconds: 3 * 3600,
      security: { ...DEFAULT_SECURITY_OPTIONS, idleLogoutMinutes: 5 },
    });
    const client = clientOf(server);
    const token = (await client.login('editor', 'Editor#2026')).body.access_token;
    // Ten minutes of calls every 5 s: the idle limit is never reached while the session is used.
    for (let call = 0; call < 120; call += 1) {
      server.clock.advanceSeconds(5);
      expect((await client.rights(token)).status).toBe(200);
    }
    // The last call was 0:55 past a minute since login: a last use kept only to the minute was older.
    server.clock.advanceSeconds(55);
    expect((await client.rights(token)).status).toBe(200);
    server.clock.advanceSeconds(5 * 60 - 1);
    expect((await client.rights(token)).status).toBe(200);
    server.clock.advanceSeconds(5 * 60);
    expect((await client.rights(token)).status).toBe(612);
  });

  it('keeps a session used every few minutes, and ends it 30 minutes after its last use exactly', async () => {
    server = await startTestServer();
    const client = clientOf(server);
    let token = (await client.login('editor', 'Editor#2026')).body.access_token;
    for (let use = 0; use < 8; use += 1) {
      server.clock.advanceSeconds(5 * 60);
      let answer = await client.rights(token);
      if (answer.status === 611) {
        token = (await client.call<{ access_token: string }>('POST', '/backend/oauth/reflash', { token }))
          .body.access_token;
        answer = await client.rights(token);
      }
      expect(answer.status).toBe(200);
    }
    server.clock.advanceSeconds(30 * 60 - 1);
    // Not a use of its own: the reflash needs no idle session to fail, only a later call does.
    token = (await client.call<{ access_token: string }>('POST', '/backend/oauth/reflash', { token })).body
      .access_token;
    server.clock.advanceSeconds(1);
    expect((await client.rights(token)).status).toBe(612);
  });
});
