import { PasswordHasher } from '../../../src/server/auth/password.hasher';
import { OTP_REQUIRED_CODE, type TwoFactorEnrolment } from '../../../src/shared/accounts.types';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditActions, clientOf, codeAt } from './sign-in.support';

/**
 * Logins sent at once, as a double-clicked button or a browser retrying does. Each password is
 * checked at a cost close to production's, so every attempt is admitted while the others are still
 * being checked: the case where attempts are counted before anyone knows how they end.
 */
const SLOW_COST = 2 ** 14;
const AT_ONCE = 8;

describe('parallel logins and the lockout', () => {
  let server: TestServer;
  let secret: string;

  /** Gives `account` a password that takes production-like time to check. */
  async function slowPassword(account: string, password: string): Promise<void> {
    const hash = await new PasswordHasher(SLOW_COST).hash(password);
    await server.sql('UPDATE users SET password_hash = ? WHERE account = ?', [hash, account]);
  }

  beforeEach(async () => {
    server = await startTestServer();
    const owner = clientOf(server, '127.0.0.61');
    const token = (await owner.login('editor', 'Editor#2026')).body.access_token;
    const setup = await owner.call<TwoFactorEnrolment>('POST', '/backend/me/two-factor/setup', { token });
    secret = setup.body.secret;
    const confirmed = await owner.call('POST', '/backend/me/two-factor/confirm', {
      token,
      json: { code: codeAt(secret, server.clock.now()) },
    });
    expect(confirmed.status).toBe(200);
    server.clock.advanceSeconds(30);
    await slowPassword('editor', 'Editor#2026');
    await slowPassword('writer', 'Writer#2026');
  });
  afterEach(() => server.close());

  it('counts none of the right-password logins that owe only the code', async () => {
    const client = clientOf(server, '127.0.0.62');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => client.login('editor', 'Editor#2026')),
    );
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: AT_ONCE }, () => [401, OTP_REQUIRED_CODE]),
    );
    expect(await server.sql('SELECT ip FROM login_attempts WHERE account = ?', ['editor'])).toEqual([]);
    const code = codeAt(secret, server.clock.now());
    expect((await client.login('editor', 'Editor#2026', code)).status).toBe(200);
  });

  it('still checks only five parallel wrong passwords and refuses the rest', async () => {
    const client = clientOf(server, '127.0.0.63');
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => client.login('writer', 'wrong')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const failures = (await auditActions(server, 'writer')).filter((row) => row.action === 'login.failure');
    expect(failures).toHaveLength(5);
    expect((await client.login('writer', 'Writer#2026')).status).toBe(429);
  });

  it('still counts parallel wrong codes: five are checked, the rest refused', async () => {
    const client = clientOf(server, '127.0.0.64');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => client.login('editor', 'Editor#2026', '123456')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const code = codeAt(secret, server.clock.now());
    expect((await client.login('editor', 'Editor#2026', code)).status).toBe(429);
  });

  it('lets the owner through beside a guesser: right passwords owing the code are not the guesses', async () => {
    const client = clientOf(server, '127.0.0.65');
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => client.login('editor', 'wrong')),
      ...Array.from({ length: 5 }, () => client.login('editor', 'Editor#2026')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    expect(answers.slice(3).map((answer) => answer.body.code)).toEqual(
      Array.from({ length: 5 }, () => OTP_REQUIRED_CODE),
    );
    // The three wrong ones stay counted: two more lock the account from here.
    await client.login('editor', 'wrong');
    await client.login('editor', 'wrong');
    expect((await client.login('editor', 'Editor#2026')).status).toBe(429);
  });
});
