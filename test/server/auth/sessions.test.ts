import { Writable } from 'node:stream';
import type { TokenAnswer } from '../../../src/shared/api-types';
import { expectErrorBody, getJson, postEmpty } from '../support/http-client';
import { logIn, tokenOf } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

const TTL = 60;
const WINDOW = 600;
const GRACE = 5;
const SESSION_MAX = 1800;

describe('sessions with an end', () => {
  let server: TestServer;
  const logLines: Array<Record<string, unknown>> = [];
  const url = (path: string) => `${server.baseUrl}${path}`;
  const login = () => tokenOf(server, 'editor');
  const reflash = (token: string) =>
    postEmpty<TokenAnswer>(url('/backend/oauth/reflash'), { access_token: token });
  const rights = (token: string) => getJson(url('/backend/rights/news'), { access_token: token });

  beforeAll(async () => {
    server = await startTestServer({
      accessTokenTtlSeconds: TTL,
      refreshWindowSeconds: WINDOW,
      reflashGraceSeconds: GRACE,
      sessionMaxSeconds: SESSION_MAX,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
              logLines.push(JSON.parse(line) as Record<string, unknown>);
            done();
          },
        }),
      },
    });
  });
  afterAll(() => server.close());

  it('answers five concurrent reflashes of one token with one successor', async () => {
    const token = await login();
    const answers = await Promise.all(Array.from({ length: 5 }, () => reflash(token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.body.access_token));
    expect(successors.size).toBe(1);
    const [successor = ''] = [...successors];
    expect(successor).not.toBe(token);
    expect((await rights(successor)).status).toBe(200);
  });

  it('answers the same successor to a reflash repeated inside the grace window, and 612 after it', async () => {
    const token = await login();
    const first = (await reflash(token)).body.access_token;
    server.clock.advanceSeconds(GRACE - 1);
    expect((await reflash(token)).body.access_token).toBe(first);
    server.clock.advanceSeconds(2);
    expectErrorBody(await reflash(token), 612);
    expect(logLines).toContainEqual(
      expect.objectContaining({ audit: 'refresh.reuse', account: 'editor', ip: '127.0.0.1' }),
    );
  });

  it('ends the whole session when a replaced token is reflashed after its grace, as theft', async () => {
    const stolen = await login();
    const successor = (await reflash(stolen)).body.access_token;
    const next = (await reflash(successor)).body.access_token;
    expect((await rights(next)).status).toBe(200);
    server.clock.advanceSeconds(GRACE + 1);
    expectErrorBody(await reflash(stolen), 612);
    // Neither copy can tell which holder is the thief, so every token of the session stops.
    expectErrorBody(await rights(next), 612);
    expectErrorBody(await reflash(next), 612);
    expectErrorBody(await rights(successor), 612);
    expect(logLines).toContainEqual(
      expect.objectContaining({ audit: 'refresh.reuse', account: 'editor', sessionRevoked: true, level: 40 }),
    );
    // Other sessions of the same account go on.
    expect((await rights(await login())).status).toBe(200);
  });

  it('ends a session at its absolute lifetime however often it was reflashed', async () => {
    let token = await login();
    for (let elapsed = 0; elapsed + TTL <= SESSION_MAX; elapsed += TTL) {
      server.clock.advanceSeconds(TTL - 1);
      const answer = await reflash(token);
      expect(answer.status).toBe(200);
      token = answer.body.access_token;
    }
    server.clock.advanceSeconds(TTL);
    expectErrorBody(await rights(token), 612);
    expectErrorBody(await reflash(token), 612);
  });

  it('tells every token answer how many seconds are left until the session’s absolute end', async () => {
    const first = await logIn(server, 'editor');
    expect(first.body.session_expires_in).toBe(SESSION_MAX);
    server.clock.advanceSeconds(TTL - 1);
    const renewed = await reflash(first.body.access_token);
    expect(renewed.body.session_expires_in).toBe(SESSION_MAX - (TTL - 1));
    // A repeat inside the grace window answers the same successor with the same end.
    expect((await reflash(first.body.access_token)).body.session_expires_in).toBe(SESSION_MAX - (TTL - 1));
    server.clock.advanceSeconds(TTL - 1);
    const again = await reflash(renewed.body.access_token);
    expect(again.body.session_expires_in).toBe(SESSION_MAX - 2 * (TTL - 1));
  });

  it('answers 200 to a logout with a token that was already revoked', async () => {
    const token = await login();
    expect((await postEmpty(url('/backend/oauth/del'), { access_token: token })).status).toBe(200);
    expect((await postEmpty(url('/backend/oauth/del'), { access_token: token })).status).toBe(200);
    expectErrorBody(await rights(token), 612);
    expectErrorBody(await postEmpty(url('/backend/oauth/del'), { access_token: 'never-issued' }), 612);
    expect(logLines).toContainEqual(expect.objectContaining({ audit: 'logout', account: 'editor' }));
  });

  it('logs the expected 611 and 612 at info level without a stack trace', async () => {
    const token = await login();
    server.clock.advanceSeconds(TTL + 1);
    expectErrorBody(await rights(token), 611);
    expectErrorBody(await rights('never-issued'), 612);
    const sessionErrors = logLines.filter((line) => line.status === 611 || line.status === 612);
    expect(sessionErrors.length).toBeGreaterThanOrEqual(2);
    for (const line of sessionErrors) expect(line.level).toBe(30);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
