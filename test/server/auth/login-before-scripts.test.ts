import { render } from '../../../src/composition/server-render';
import { writeRenderBuild } from '../support/render-build';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Secret-harbour-2026';
const RETURN_TO = '/home/zh-tw/editor';

/**
 * The login page arrives server-rendered, its form posting to /login: a person whose password
 * manager filled it presses 登入 before the scripts run. The server cannot sign in there (the
 * token lives in browser storage), so it answers with the login page again, the account kept and a
 * word to press 登入 once more: never the raw JSON 404, never the password.
 */
describe('a login form sent before the page’s scripts ran', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ serverRender: true, renderBundle: render });
    writeRenderBuild(server);
  });
  afterAll(() => server.close());

  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    fetch(`${server.baseUrl}/login?returnUrl=${encodeURIComponent(RETURN_TO)}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      redirect: 'manual',
    });

  it('answers 303 to the login page again, with the account and the return address, never the password', async () => {
    const answer = await post(new URLSearchParams({ account: 'webmaster', password: PASSWORD }).toString());
    expect(answer.status).toBe(303);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const location = answer.headers.get('location') ?? '';
    expect(location).toBe(`/login?returnUrl=${encodeURIComponent(RETURN_TO)}&account=webmaster&again=1`);
    expect(location).not.toContain(PASSWORD);
    expect(await answer.text()).not.toContain(PASSWORD);
  });

  it('serves that page rendered: the zh-TW word, the account filled in, no JSON, kept by no cache', async () => {
    const location = (await post(`account=webmaster&password=${PASSWORD}`)).headers.get('location') ?? '';
    const page = await fetch(`${server.baseUrl}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('請確認密碼後再按一次「登入」');
    expect(html).toMatch(/<input[^>]*name="account"[^>]*value="webmaster"/);
    expect(html).toContain('method="post"');
    expect(html).not.toContain(PASSWORD);
  });

  it('opens the page empty for a body that is no form, and cuts a long or odd account name', async () => {
    const json = await post('{"password":"x"}', 'application/json');
    expect([json.status, json.headers.get('location')]).toEqual([
      303,
      `/login?returnUrl=${encodeURIComponent(RETURN_TO)}&again=1`,
    ]);
    const odd = await post(new URLSearchParams({ account: ` a\u0000b${'c'.repeat(100)} ` }).toString());
    const account = new URL(odd.headers.get('location') ?? '', server.baseUrl).searchParams.get('account');
    expect(account).toBe(`ab${'c'.repeat(62)}`);
  });

  it('leaves a plain visit of /login as it was: no word, an empty account', async () => {
    const html = await (await fetch(`${server.baseUrl}/login`)).text();
    expect(html).not.toContain('再按一次「登入」');
    expect(html).toMatch(/<input[^>]*name="account"[^>]*value=""/);
  });
});
