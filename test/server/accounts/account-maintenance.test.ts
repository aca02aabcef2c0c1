import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountMaintenance } from '../../../src/server/accounts/account-maintenance';
import { lockedAccounts } from '../../../src/server/accounts/account-lock';
import { lockPolicyOf } from '../../../src/server/accounts/accounts.module';
import type { AccountService } from '../../../src/server/accounts/account.service';
import { accountServiceOf } from '../../../src/server/accounts/accounts.module';
import { PasswordHasher } from '../../../src/server/auth/password.hasher';
import { PublishScheduler } from '../../../src/server/authoring/publish.scheduler';
import type { Storage } from '../../../src/server/ports/storage.port';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import { DAY_MS } from '../../../src/shared/password-rules';
import { ADMIN_ONLY_TEXT } from '../../../src/server/authoring/authoring-rules';
import { ManualClock } from '../support/manual.clock';
import { openTestStorage, type TestSql } from '../support/test-engine';

const GOOD_PASSWORD = 'Harbour-Lights#2026';

describe('account maintenance and the account rules', () => {
  let dir: string;
  let sql: TestSql;
  let storage: Storage;
  let closeStorage: () => Promise<void>;
  let clock: ManualClock;
  let accounts: AccountService;
  let maintenance: AccountMaintenance;
  const security = { ...DEFAULT_SECURITY_OPTIONS, accountIdleDisableDays: 90, auditRetentionDays: 365 };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-accounts-'));
    ({ storage, sql, close: closeStorage } = await openTestStorage(path.join(dir, 'db.sqlite')));
    clock = new ManualClock();
    accounts = accountServiceOf({
      storage,
      clock,
      hasher: new PasswordHasher(2 ** 10),
      security,
    });
    maintenance = new AccountMaintenance(storage, clock, accounts, security);
    const site = [{ path: '*', r: true, w: true, d: true, p: true }];
    await accounts.create(
      { account: 'chief', displayName: '館長', admin: true, rights: site },
      'cli',
      GOOD_PASSWORD,
    );
    await accounts.create(
      { account: 'clerk', displayName: '書記', admin: false, rights: [] },
      'cli',
      GOOD_PASSWORD,
    );
    // The server's scheduler ticks at start: the idle watch begins there.
    await maintenance.run();
  });
  afterEach(async () => {
    await closeStorage();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const actions = () =>
    sql<{ account: string; action: string; detail: string }>(
      'SELECT account, action, detail FROM audit_log ORDER BY id',
    );

  it('disables accounts unused for the idle days on the tick, audited by system', async () => {
    clock.advanceSeconds((89 * DAY_MS) / 1000);
    await sql("UPDATE users SET last_login_at = ? WHERE account = 'chief'", [new Date(clock.now())]);
    const scheduler = new PublishScheduler({ runDue: () => 0 }, () => {}, [() => maintenance.run()]);
    await scheduler.tick();
    expect((await accounts.summary('clerk')).status).toBe('active');
    clock.advanceSeconds((1 * DAY_MS) / 1000 + 1);
    await scheduler.tick();
    expect(await accounts.summary('clerk')).toEqual(
      expect.objectContaining({ status: 'disabled', disabledReason: 'idle' }),
    );
    expect((await accounts.summary('chief')).status).toBe('active');
    expect((await actions()).at(-1)).toEqual(
      expect.objectContaining({ account: 'system', action: 'account.idle-disable' }),
    );
    // Enabled again, the account has a fresh start and is not disabled by the next tick.
    await accounts.enable('clerk', 'chief');
    await scheduler.tick();
    expect((await accounts.summary('clerk')).status).toBe('active');
  });

  it('gives the accounts of an upgraded database a full idle period from the first tick', async () => {
    const fresh = await openTestStorage(path.join(dir, 'upgraded.sqlite'));
    try {
      const freshStorage = fresh.storage;
      const service = accountServiceOf({
        storage: freshStorage,
        clock,
        hasher: new PasswordHasher(2 ** 10),
        security,
      });
      // A row as an older version left it: created long ago, never logged in since the watch began.
      await fresh.sql(
        `INSERT INTO users (account, password_hash, display_name, rights_json, created_at)
         VALUES ('veteran', 'x', '老手', '{}', ?)`,
        [new Date(clock.now() - 400 * DAY_MS)],
      );
      const job = new AccountMaintenance(freshStorage, clock, service, security);
      expect((await job.run()).idleDisabled).toBe(0);
      clock.advanceSeconds((91 * DAY_MS) / 1000);
      expect((await job.run()).idleDisabled).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('leaves idle accounts alone when the idle days are 0', async () => {
    const off = new AccountMaintenance(storage, clock, accounts, {
      ...security,
      accountIdleDisableDays: 0,
    });
    clock.advanceSeconds((1000 * DAY_MS) / 1000);
    expect((await off.run()).idleDisabled).toBe(0);
    expect((await accounts.summary('clerk')).status).toBe('active');
  });

  it('purges audit entries past the retention and audits the purge with its count', async () => {
    clock.advanceSeconds((366 * DAY_MS) / 1000);
    await sql('UPDATE users SET last_login_at = ?', [new Date(clock.now())]);
    expect(await maintenance.run()).toEqual({ idleDisabled: 0, auditPurged: 2 });
    const left = await actions();
    expect(left).toHaveLength(1);
    expect(left[0]).toEqual(expect.objectContaining({ account: 'system', action: 'audit.purge' }));
    expect(JSON.parse(left[0]?.detail ?? '{}')).toEqual(
      expect.objectContaining({ count: 2, retentionDays: 365 }),
    );
    expect((await maintenance.run()).auditPurged).toBe(0);
    expect(await actions()).toHaveLength(1);
  });

  it('refuses to delete, disable or demote the last enabled administrator with 409', async () => {
    await expect(accounts.delete('chief', 'cli')).rejects.toThrow(
      '這是最後一位啟用中的網站管理者，不能刪除。',
    );
    await expect(accounts.disable('chief', 'cli')).rejects.toThrow(/不能停用/);
    await expect(accounts.update('chief', { admin: false }, 'cli')).rejects.toThrow(/不能取消/);
    await accounts.update('clerk', { admin: true }, 'cli');
    await accounts.delete('chief', 'cli');
    expect((await accounts.list('cli')).map((account) => account.account)).toEqual(['clerk']);
  });

  it('holds an account signed in to being an administrator at the moment the operation decides', async () => {
    const clerk = { account: 'clerk' };
    const adminOnly = { kind: 'forbidden', description: ADMIN_ONLY_TEXT };
    // Refused before the account is looked up: a non-administrator learns nothing of which names exist.
    await expect(accounts.disable('nobody', clerk)).rejects.toMatchObject(adminOnly);
    await expect(accounts.list(clerk)).rejects.toMatchObject(adminOnly);
    await expect(accounts.rightsPaths(clerk)).rejects.toMatchObject(adminOnly);
    await expect(
      accounts.create({ account: 'chief', displayName: '某人', admin: false, rights: [] }, clerk),
    ).rejects.toMatchObject(adminOnly);
    await accounts.update('clerk', { admin: true }, 'cli');
    await accounts.unlock('chief', clerk);
    await accounts.update('clerk', { admin: false }, { account: 'chief' });
    // Demoted a moment ago: the database says so, whatever the caller's session read before.
    await expect(accounts.unlock('chief', clerk)).rejects.toMatchObject(adminOnly);
    expect(
      (await actions()).filter((row) => row.action === 'account.unlock').map((row) => row.account),
    ).toEqual(['clerk']);
  });

  it('counts a lock from the fifth failure for fifteen minutes, per address', async () => {
    const insert = (ip: string, at: number) =>
      sql('INSERT INTO login_attempts (account, ip, attempted_at) VALUES (?, ?, ?)', [
        'clerk',
        ip,
        new Date(at),
      ]);
    const start = clock.now();
    for (let i = 0; i < 4; i += 1) await insert('10.0.0.1', start + i * 60_000);
    await insert('10.0.0.2', start + 5 * 60_000);
    const policy = lockPolicyOf();
    expect(
      (await lockedAccounts(storage.stores.loginAttempts, start + 6 * 60_000, policy)).has('clerk'),
    ).toBe(false);
    await insert('10.0.0.1', start + 10 * 60_000);
    expect(
      (await lockedAccounts(storage.stores.loginAttempts, start + 10 * 60_000, policy)).has('clerk'),
    ).toBe(true);
    expect(
      (await lockedAccounts(storage.stores.loginAttempts, start + 24 * 60_000, policy)).has('clerk'),
    ).toBe(true);
    expect(
      (await lockedAccounts(storage.stores.loginAttempts, start + 25 * 60_000, policy)).has('clerk'),
    ).toBe(false);
  });
});
