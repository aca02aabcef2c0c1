import type { TokenAnswer } from '../../../src/shared/api-types';
import type { CaptchaVerifier } from '../../../src/server/auth/captcha.verifier';
import { expectErrorBody, getJson, postEmpty, postForm } from '../support/http-client';
import { LOGIN_PATH, logIn } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

/** Accepts only the response a test solves the captcha with. */
const solvedCaptcha: CaptchaVerifier = { verify: (response) => Promise.resolve(response === 'solved') };

const TTL = 60;
const WINDOW = 600;
const GRACE = 5;
const SESSION_MAX = 7200;

describe('editor sessions: login, expiry, reflash, logout, rights', () => {
  let server: TestServer;
  let url: (path: string) => string;

  const login = (account = 'editor', password = 'Editor#2026', captcha = 'solved') =>
    logIn(server, account, password, { captcha });
  const tokenOf = async (
    account = 'editor',
    password = account === 'editor' ? 'Editor#2026' : 'Viewer#2026',
  ) => {
    const answer = await login(account, password);
    expect(answer.status).toBe(200);
    return answer.body.access_token;
  };
  const rights = (token: string, path = 'news') =>
    getJson(url(`/backend/rights/${path}`), { access_token: token });

  beforeAll(async () => {
    server = await startTestServer({
      captchaVerifier: solvedCaptcha,
      accessTokenTtlSeconds: TTL,
      refreshWindowSeconds: WINDOW,
      reflashGraceSeconds: GRACE,
      sessionMaxSeconds: SESSION_MAX,
    });
    url = (path) => `${server.baseUrl}${path}`;
  });
  afterAll(() => server.close());

  it('logs in with a form-encoded account, password and captcha and answers a bearer token', async () => {
    const answer = await login();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{40,}$/),
      token_type: 'bearer',
      expires_in: TTL,
      session_expires_in: SESSION_MAX,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 for a wrong password, an unknown account and a failed captcha', async () => {
    expectErrorBody(await login('editor', 'wrong'), 401);
    expectErrorBody(await login('nobody', 'Editor#2026'), 401);
    const captcha = expectErrorBody(await login('editor', 'Editor#2026', 'robot'), 401);
    expect(captcha.error_description).toMatch(/驗證碼/);
  });

  it('answers 400 naming each missing or wrong field of the login form', async () => {
    const missing = expectErrorBody(await postForm(url(LOGIN_PATH), { account: 'editor' }), 400);
    expect(missing.fields).toEqual({
      password: '請填寫密碼',
      'g-recaptcha-response': '請填寫驗證碼',
      grant_type: '請填寫授權方式',
    });
    const grant = expectErrorBody(
      await postForm(url(LOGIN_PATH), {
        account: 'editor',
        password: 'x',
        'g-recaptcha-response': '',
        grant_type: 'client_credentials',
      }),
      400,
    );
    expect(grant.fields).toEqual({ grant_type: '授權方式必須是下列其中之一：password' });
  });

  it('answers the rights of the user: everything for the editor, reading only for the viewer', async () => {
    expect((await rights(await tokenOf('editor'))).body).toEqual({ r: true, w: true, d: true, p: true });
    expect((await rights(await tokenOf('viewer'))).body).toEqual({ r: true, w: false, d: false, p: false });
    expectErrorBody(await rights(await tokenOf('editor'), 'no-such-page'), 404);
  });

  it('answers the site-wide rights under * (the chrome and structures take them)', async () => {
    expect((await rights(await tokenOf('editor'), '*')).body).toEqual({ r: true, w: true, d: true, p: true });
    expect((await rights(await tokenOf('viewer'), '%2A')).body).toEqual({
      r: true,
      w: false,
      d: false,
      p: false,
    });
  });

  it('answers 612 without a token or with one the server never issued', async () => {
    expectErrorBody(await getJson(url('/backend/rights/news')), 612);
    expectErrorBody(await rights('made-up-token'), 612);
  });

  it('answers 611 past the access lifetime, and a reflash with that token gives a new one that works', async () => {
    const token = await tokenOf();
    server.clock.advanceSeconds(TTL + 1);
    const expired = expectErrorBody(await rights(token), 611);
    expect(expired.code).toBe('E611');

    const reflash = await postEmpty<TokenAnswer>(url('/backend/oauth/reflash'), { access_token: token });
    expect(reflash.status).toBe(200);
    expect(reflash.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: TTL,
      session_expires_in: SESSION_MAX - (TTL + 1),
    });
    expect(reflash.body.access_token).not.toBe(token);

    const retried = await rights(reflash.body.access_token);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ r: true, w: true, d: true, p: true });
  });

  it('keeps the replaced token working for the grace period only, so requests in flight still pass', async () => {
    const token = await tokenOf();
    server.clock.advanceSeconds(TTL + 1);
    const reflash = await postEmpty<TokenAnswer>(url('/backend/oauth/reflash'), { access_token: token });
    expect(reflash.status).toBe(200);
    server.clock.advanceSeconds(GRACE);
    expect((await rights(token)).status).toBe(200);
    // A second tab that also saw 611 may still exchange the old token during the grace.
    expect((await postEmpty(url('/backend/oauth/reflash'), { access_token: token })).status).toBe(200);
    server.clock.advanceSeconds(1);
    expectErrorBody(await rights(token), 612);
    expect((await rights(reflash.body.access_token)).status).toBe(200);
  });

  it('answers 612 once the refresh window has passed, for calls and for reflash alike', async () => {
    const token = await tokenOf();
    server.clock.advanceSeconds(WINDOW + 1);
    expectErrorBody(await rights(token), 612);
    expectErrorBody(await postEmpty(url('/backend/oauth/reflash'), { access_token: token }), 612);
  });

  it('revokes the session on logout, so the token (and one just replaced) answer 612', async () => {
    const first = await tokenOf();
    const second = (await postEmpty<TokenAnswer>(url('/backend/oauth/reflash'), { access_token: first })).body
      .access_token;
    const logout = await postEmpty(url('/backend/oauth/del'), { access_token: second });
    expect(logout.status).toBe(200);
    expectErrorBody(await rights(second), 612);
    expectErrorBody(await rights(first), 612);
    expectErrorBody(await postEmpty(url('/backend/oauth/reflash'), { access_token: second }), 612);
  });

  it('lets an editor log out with a token past its access lifetime', async () => {
    const token = await tokenOf();
    server.clock.advanceSeconds(TTL + 1);
    expect((await postEmpty(url('/backend/oauth/del'), { access_token: token })).status).toBe(200);
    expectErrorBody(await postEmpty(url('/backend/oauth/reflash'), { access_token: token }), 612);
  });

  it('accepts reflash and logout sent without any content type', async () => {
    const token = await tokenOf();
    const reflash = await fetch(url('/backend/oauth/reflash'), {
      method: 'POST',
      headers: { access_token: token },
    });
    expect(reflash.status).toBe(200);
    const { access_token } = (await reflash.json()) as TokenAnswer;
    const logout = await fetch(url('/backend/oauth/del'), { method: 'POST', headers: { access_token } });
    expect(logout.status).toBe(200);
  });
});

describe('login while the captcha service is down', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      captchaVerifier: { verify: () => Promise.reject(new Error('siteverify unreachable')) },
    });
  });
  afterAll(() => server.close());

  it('answers 503 rather than blaming the editor for a wrong captcha', async () => {
    const body = expectErrorBody(await logIn(server, 'editor', 'Editor#2026', { captcha: 'anything' }), 503);
    expect(body.error_description).toMatch(/驗證服務/);
  });
});

describe('login throttling', () => {
  let server: TestServer;
  const attempt = (password: string, account = 'editor') => logIn(server, account, password);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 429 after five failures within 15 minutes, for 15 minutes counted from the fifth', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      expectErrorBody(await attempt('wrong'), 401);
      if (failure < 5) server.clock.advanceSeconds(60);
    }
    // Even the right password waits: the lock is on the account, not on the guess.
    const locked = await attempt('Editor#2026');
    const body = expectErrorBody(locked, 429);
    expect(body.error_description).toMatch(/登入失敗次數過多/);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);

    // Another account is not affected.
    expect((await attempt('Viewer#2026', 'viewer')).status).toBe(200);

    // The first failure left a sliding window 11 minutes after the fifth; the lock does not.
    server.clock.advanceSeconds(14 * 60 + 59);
    expectErrorBody(await attempt('Editor#2026'), 429);
    server.clock.advanceSeconds(1);
    expect((await attempt('Editor#2026')).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let failure = 1; failure <= 4; failure += 1) expectErrorBody(await attempt('wrong'), 401);
    expect((await attempt('Editor#2026')).status).toBe(200);
    for (let failure = 1; failure <= 4; failure += 1) expectErrorBody(await attempt('wrong'), 401);
    expect((await attempt('Editor#2026')).status).toBe(200);
  });
});
