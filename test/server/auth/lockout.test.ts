import {
  accountLockedUntil,
  DEFAULT_LOGIN_THROTTLE,
  lockedUntil,
} from '../../../src/server/auth/login-throttle';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditActions, clientOf } from './sign-in.support';

const MINUTE = 60_000;
const accountAndIp = DEFAULT_LOGIN_THROTTLE.perAccountAndIp;

describe('the lock as a pure function of attempt times', () => {
  it('locks for 15 minutes from the fifth attempt inside 15 minutes', () => {
    const times = [0, 1, 2, 3, 4].map((minute) => minute * MINUTE);
    expect(lockedUntil(times, accountAndIp)).toBe(4 * MINUTE + 15 * MINUTE);
  });

  it('makes no lock from four attempts, nor from five spread over more than 15 minutes', () => {
    expect(
      lockedUntil(
        [0, 1, 2, 3].map((minute) => minute * MINUTE),
        accountAndIp,
      ),
    ).toBeNull();
    expect(
      lockedUntil(
        [0, 4, 8, 12, 16].map((minute) => minute * MINUTE),
        accountAndIp,
      ),
    ).toBeNull();
  });

  it('counts afresh after a lock: the attempts that made it do not make the next one', () => {
    const first = [0, 1, 2, 3, 4].map((minute) => minute * MINUTE);
    const after = [19, 20, 21, 22].map((minute) => minute * MINUTE);
    expect(lockedUntil([...first, ...after], accountAndIp)).toBe(19 * MINUTE);
    expect(lockedUntil([...first, ...after, 23 * MINUTE], accountAndIp)).toBe(38 * MINUTE);
  });

  it('tells the account list when an account is locked from any one address', () => {
    const fromOne = [0, 1, 2, 3, 4].map((minute) => ({ ip: '10.0.0.1', attemptedAt: minute * MINUTE }));
    const spread = [0, 1, 2, 3, 4].map((minute) => ({
      ip: `10.0.0.${minute + 2}`,
      attemptedAt: minute * MINUTE,
    }));
    expect(accountLockedUntil(fromOne)).toBe(19 * MINUTE);
    expect(accountLockedUntil(spread)).toBeNull();
  });
});

describe('the lockout at the login', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  it('refuses the account from that address for 15 minutes from the fifth failure, and opens at 15:00', async () => {
    const client = clientOf(server, '127.0.0.21');
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await client.login('editor', 'wrong')).status).toBe(401);
      server.clock.advanceSeconds(2 * 60);
    }
    // The fifth failure was 2 minutes ago: a sliding window would reopen at 7 minutes from now.
    server.clock.advanceSeconds(12 * 60 + 59);
    const locked = await client.login('editor', 'Editor#2026');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.body.error_description).toBe('登入失敗次數過多，請於 1 分鐘後再試。');
    server.clock.advanceSeconds(1);
    expect((await client.login('editor', 'Editor#2026')).status).toBe(200);
  });

  it('locks per address: the owner elsewhere still logs in', async () => {
    const attacker = clientOf(server, '127.0.0.22');
    for (let failure = 1; failure <= 5; failure += 1) await attacker.login('editor', 'wrong');
    expect((await attacker.login('editor', 'Editor#2026')).status).toBe(429);
    expect((await clientOf(server, '127.0.0.23').login('editor', 'Editor#2026')).status).toBe(200);
  });

  it('clears the account’s failures from that address on a success', async () => {
    const client = clientOf(server, '127.0.0.24');
    for (let failure = 1; failure <= 4; failure += 1) await client.login('editor', 'wrong');
    expect((await client.login('editor', 'Editor#2026')).status).toBe(200);
    for (let failure = 1; failure <= 4; failure += 1)
      expect((await client.login('editor', 'wrong')).status).toBe(401);
  });

  it('stops one address after 20 attempts over any accounts, for 15 minutes from the 20th', async () => {
    const client = clientOf(server, '127.0.0.25');
    for (let account = 0; account < 20; account += 1)
      expect((await client.login(`guess${account}`, 'x')).status).toBe(401);
    const refused = await client.login('viewer', 'Viewer#2026');
    expect(refused.status).toBe(429);
    expect(refused.body.error_description).toMatch(/此網路位址/);
    server.clock.advanceSeconds(15 * 60);
    expect((await client.login('viewer', 'Viewer#2026')).status).toBe(200);
  });

  it('writes failures and the lock into the audit table with the account as typed, once per lock', async () => {
    const client = clientOf(server, '127.0.0.26');
    for (let failure = 1; failure <= 7; failure += 1) await client.login('Editor ', 'wrong');
    const rows = await auditActions(server, 'Editor ');
    expect(rows.map((row) => row.action)).toEqual([
      ...Array.from({ length: 5 }, () => 'login.failure'),
      'login.locked',
    ]);
    expect(rows[0]?.detail).toEqual({ reason: 'credentials', ip: '127.0.0.26' });
    expect(rows[5]?.detail).toMatchObject({ ip: '127.0.0.26', limit: 'account-and-ip' });
    expect(JSON.stringify(rows)).not.toMatch(/wrong/);
  });

  it('opens the account again when an administrator deletes its login_attempts rows', async () => {
    const client = clientOf(server, '127.0.0.27');
    for (let failure = 1; failure <= 5; failure += 1) await client.login('editor', 'wrong');
    expect((await client.login('editor', 'Editor#2026')).status).toBe(429);
    await server.sql('DELETE FROM login_attempts WHERE account = ?', ['editor']);
    expect((await client.login('editor', 'Editor#2026')).status).toBe(200);
  });
});
