import { Writable } from 'node:stream';
import type { CaptchaVerifier } from '../../../src/server/auth/captcha.verifier';
import { logInFrom } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

/** Collects the server's JSON log lines. */
function logCollector(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('login protection', () => {
  let server: TestServer;
  const log = logCollector();
  const login = (from: string, account: string, password: string, captcha = '') =>
    logInFrom(from, server, account, password, { captcha });

  beforeEach(async () => {
    server = await startTestServer({
      loginThrottle: { perAccount: { max: 8, windowMs: 15 * 60_000 } },
      logger: { level: 'info', stream: log.stream },
    });
    log.lines.length = 0;
  });
  afterEach(() => server.close());

  it('judges at most five of twenty parallel attempts on one account, even with the right password last', async () => {
    const attempts = [
      ...Array.from({ length: 19 }, () => login('127.0.0.2', 'editor', 'wrong')),
      login('127.0.0.2', 'editor', 'Editor#2026'),
    ];
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    const judged = statuses.filter((status) => status !== 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - judged.length);
    expect(statuses[19]).toBe(429);
  });

  it('lets the owner log in from their own address while an attacker elsewhere is locked out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('127.0.0.3', 'editor', 'wrong')).status).toBe(401);
    const locked = await login('127.0.0.3', 'editor', 'Editor#2026');
    expect(locked.status).toBe(429);
    expect(JSON.parse(locked.text)).toMatchObject({ status: 429, code: 'E429' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('127.0.0.2', 'editor', 'Editor#2026')).status).toBe(200);
  });

  it('stops one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let account = 0; account < 21; account += 1)
      statuses.push((await login('127.0.0.4', `user${account}`, 'guess')).status);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('locks an account guessed from many addresses by the slower backstop when no captcha is configured', async () => {
    for (const from of ['127.0.0.5', '127.0.0.6'])
      for (let attempt = 0; attempt < 4; attempt += 1) await login(from, 'viewer', 'wrong');
    const answer = await login('127.0.0.7', 'viewer', 'Viewer#2026');
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.text).error_description).toMatch(/此帳號/);
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const unknown = JSON.parse((await login('127.0.0.8', 'nobody', 'guess')).text) as Record<string, unknown>;
    const wrong = JSON.parse((await login('127.0.0.8', 'editor', 'guess')).text) as Record<string, unknown>;
    expect({ ...unknown, time: undefined }).toEqual({ ...wrong, time: undefined });
  });

  it('writes audit lines for success, failure and lockout with account and IP, never the password', async () => {
    await login('127.0.0.9', 'editor', 'Editor#2026');
    for (let attempt = 0; attempt < 6; attempt += 1) await login('127.0.0.9', 'editor', 'Secret-guess-1');
    const audits = log.lines.filter((line) => typeof line.audit === 'string');
    expect(audits.map((line) => line.audit)).toEqual([
      'login.success',
      ...Array.from({ length: 5 }, () => 'login.failure'),
      'login.locked',
    ]);
    for (const line of audits) expect(line).toMatchObject({ account: 'editor', ip: '127.0.0.9' });
    expect(JSON.stringify(log.lines)).not.toMatch(/Secret-guess-1|Editor#2026/);
  });
});

describe('login protection with a captcha configured', () => {
  let server: TestServer;
  const solved: CaptchaVerifier = { verify: (response) => Promise.resolve(response === 'solved') };
  const login = (from: string, password: string) =>
    logInFrom(from, server, 'viewer', password, { captcha: 'solved' });

  beforeAll(async () => {
    server = await startTestServer({
      captchaVerifier: solved,
      loginThrottle: { perAccount: { max: 8, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => server.close());

  it('keeps asking for the captcha instead of locking an account guessed from many addresses', async () => {
    for (const from of ['127.0.0.5', '127.0.0.6'])
      for (let attempt = 0; attempt < 4; attempt += 1) await login(from, 'wrong');
    expect((await login('127.0.0.7', 'Viewer#2026')).status).toBe(200);
  });
});
