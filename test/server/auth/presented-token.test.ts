import { expectErrorBody, getJson, postEmpty } from '../support/http-client';
import { tokenOf } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

const TTL = 60;

describe('a public read that carries a token', () => {
  let server: TestServer;
  const url = (path: string) => `${server.baseUrl}${path}`;

  beforeAll(async () => {
    server = await startTestServer({ accessTokenTtlSeconds: TTL });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is answered as before without a token, and privately with a good one', async () => {
    const anonymous = await getJson(url('/api/site/header'));
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control') ?? '').not.toContain('private');
    const signedIn = await getJson(url('/api/site/header'), {
      access_token: await tokenOf(server, 'viewer'),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('vary')).toContain('access_token');
  });

  it('meets a revoked token with 612 on a list, so the reader learns the session has ended', async () => {
    const token = await tokenOf(server, 'viewer');
    expect((await postEmpty(url('/backend/oauth/del'), { access_token: token })).status).toBe(200);
    expectErrorBody(await getJson(url('/api/cms/news?limit=3&offset=0'), { access_token: token }), 612);
  });

  it('meets an expired token with 611, which the client refreshes', async () => {
    const token = await tokenOf(server, 'viewer');
    server.clock.advanceSeconds(TTL + 1);
    expectErrorBody(await getJson(url('/api/site/menu'), { access_token: token }), 611);
  });
});
