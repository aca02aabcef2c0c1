import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { accountServiceOf } from '../../../src/server/accounts/accounts.module';
import { MyAccountService, type Holder } from '../../../src/server/accounts/my-account.service';
import { PasswordService, passwordPolicyOf } from '../../../src/server/accounts/password.service';
import { LoginThrottle } from '../../../src/server/auth/login-throttle';
import { PasswordHasher } from '../../../src/server/auth/password.hasher';
import { sessionRules } from '../../../src/server/auth/sign-in.module';
import { TokenService } from '../../../src/server/auth/token.service';
import { TwoFactorService } from '../../../src/server/auth/two-factor.service';
import { AuditWriter } from '../../../src/server/platform/audit-writer';
import { Refusal } from '../../../src/server/platform/refusals';
import { newSecretKeyText, parseSecretKey, SecretBox } from '../../../src/server/platform/secret-box';
import { DEFAULT_SECURITY_OPTIONS } from '../../../src/server/server-options';
import type { Storage } from '../../../src/server/ports/storage.port';
import { ManualClock } from '../support/manual.clock';
import { openTestStorage, type TestSql } from '../support/test-engine';

const CLERK_PASSWORD = 'Harbour-Lights#2026';
const NEW_PASSWORD = 'Kestrel!Quartz-8813';
const IP = '192.0.2.7';

/** What a refused call threw, for its kind, words and fields. */
async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('my account as a service', () => {
  let dir: string;
  let sql: TestSql;
  let storage: Storage;
  let close: () => Promise<void>;
  let clock: ManualClock;
  let tokens: TokenService;
  let service: MyAccountService;
  let twoFactor: TwoFactorService;
  const logged: string[] = [];
  const log = {
    info: (_fields: Record<string, unknown>, message: string) => void logged.push(message),
    warn: (_fields: Record<string, unknown>, message: string) => void logged.push(message),
  };
  const security = DEFAULT_SECURITY_OPTIONS;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-my-account-'));
    ({ storage, sql, close } = await openTestStorage(path.join(dir, 'db.sqlite')));
    clock = new ManualClock();
    const hasher = new PasswordHasher(2 ** 10);
    const accounts = accountServiceOf({ storage, clock, hasher, security });
    await accounts.create(
      { account: 'clerk', displayName: '書記', admin: false, rights: [] },
      'cli',
      CLERK_PASSWORD,
    );
    await accounts.create(
      { account: 'chief', displayName: '館長', admin: true, rights: [] },
      'cli',
      'Ferry@Lantern-5528',
    );
    tokens = new TokenService(
      storage,
      clock,
      {
        accessTtlSeconds: 900,
        refreshWindowSeconds: 28_800,
        reflashGraceSeconds: 5,
        sessionMaxSeconds: 43_200,
      },
      sessionRules(clock, security),
    );
    twoFactor = new TwoFactorService(storage, clock, new SecretBox(parseSecretKey(newSecretKeyText())));
    service = new MyAccountService({
      storage,
      clock,
      tokens,
      throttle: new LoginThrottle(storage, clock),
      hasher,
      passwords: new PasswordService(storage, hasher, passwordPolicyOf(security)),
      twoFactor,
      audit: new AuditWriter(clock),
      content: { siteDocument: async () => ({ title: '港邊博物館' }) },
      security,
    });
    logged.length = 0;
  });
  afterEach(async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A new session of `account`, as the guard hands it to the service. */
  async function signedIn(account: string): Promise<Holder & { token: string }> {
    const { access_token: token } = await tokens.issue(account, { ip: IP });
    const { sessionId } = await tokens.authenticate(token);
    const user = (await storage.stores.users.find(account))!;
    return { user, sessionId, ip: IP, token };
  }

  const audit = async (action: string) =>
    (
      await sql<{ account: string; detail: string }>(
        'SELECT account, detail FROM audit_log WHERE action = ? ORDER BY id',
        [action],
      )
    ).map((row) => ({ account: row.account, detail: JSON.parse(row.detail) as Record<string, unknown> }));

  it('counts a wrong current password toward the login lockout, audited, until the lock has passed', async () => {
    const clerk = await signedIn('clerk');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await refusalOf(
        service.changePassword(clerk, { current: 'Not-It#2026x', next: NEW_PASSWORD }, log),
      );
      expect([wrong.kind, wrong.description, wrong.fields]).toEqual([
        'invalid',
        '目前的密碼不正確。',
        { current: '目前的密碼不正確。' },
      ]);
    }
    expect(await audit('login.failure')).toHaveLength(5);
    expect((await audit('login.failure'))[0]).toEqual({
      account: 'clerk',
      detail: { reason: 'credentials', ip: IP, during: 'password.change' },
    });
    expect(await audit('login.locked')).toEqual([
      { account: 'clerk', detail: expect.objectContaining({ ip: IP, limit: 'account-and-ip' }) },
    ]);
    // Locked: even the right password waits, as a login would.
    const locked = await refusalOf(
      service.changePassword(clerk, { current: CLERK_PASSWORD, next: NEW_PASSWORD }, log),
    );
    expect(locked.kind).toBe('limited');
    expect(locked.options.retryAfterSeconds).toBe(15 * 60);
    clock.advanceSeconds(15 * 60);
    await service.changePassword(clerk, { current: CLERK_PASSWORD, next: NEW_PASSWORD }, log);
    expect(logged).toContain('password changed');
  });

  it('ends the other sessions with the old password and keeps the one that changed it', async () => {
    const clerk = await signedIn('clerk');
    const elsewhere = await signedIn('clerk');
    const colleague = await signedIn('chief');
    await service.changePassword(clerk, { current: CLERK_PASSWORD, next: NEW_PASSWORD }, log);
    await expect(tokens.authenticate(clerk.token)).resolves.toEqual(
      expect.objectContaining({ account: 'clerk' }),
    );
    expect((await refusalOf(tokens.authenticate(elsewhere.token))).kind).toBe('token-invalid');
    await expect(tokens.authenticate(colleague.token)).resolves.toEqual(
      expect.objectContaining({ account: 'chief' }),
    );
    expect(await audit('password.change')).toEqual([{ account: 'clerk', detail: { ip: IP } }]);
    const stored = (await storage.stores.users.find('clerk'))!;
    expect(stored.mustChangePassword).toBe(false);
    expect(stored.passwordChangedAt).toBe(clock.now());
  });

  it('refuses a new password the rules refuse beside the new password’s field, and changes nothing', async () => {
    const clerk = await signedIn('clerk');
    const refused = await refusalOf(
      service.changePassword(clerk, { current: CLERK_PASSWORD, next: CLERK_PASSWORD }, log),
    );
    expect([refused.kind, refused.fields]).toEqual([
      'invalid',
      { next: '新密碼不可與最近 3 次使用過的密碼相同。' },
    ]);
    expect(await audit('password.change')).toEqual([]);
    expect(await audit('login.failure')).toEqual([]);
  });

  it('ends only the holder’s own sessions; another account’s is as unknown as none', async () => {
    const clerk = await signedIn('clerk');
    const other = await signedIn('clerk');
    const colleague = await signedIn('chief');
    const unknown = await refusalOf(service.endSession(clerk, colleague.sessionId));
    expect([unknown.kind, unknown.description]).toEqual(['not-found', '找不到這個登入工作階段。']);
    await expect(tokens.authenticate(colleague.token)).resolves.toEqual(
      expect.objectContaining({ account: 'chief' }),
    );
    await service.endSession(clerk, other.sessionId);
    expect((await service.sessions(clerk)).map((session) => [session.id, session.current])).toEqual([
      [clerk.sessionId, true],
    ]);
    expect(await audit('session.end')).toEqual([
      { account: 'clerk', detail: { ip: IP, sessionId: other.sessionId } },
    ]);
  });

  it('asks for the password and a current code before replacing a second step that works', async () => {
    let clerk = await signedIn('clerk');
    const { secret } = await service.beginTwoFactor(clerk, undefined);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() });
    expect(
      await service.confirmTwoFactor(
        { ...clerk, user: (await storage.stores.users.find('clerk'))! },
        code,
        log,
      ),
    ).toHaveLength(10);
    clerk = { ...clerk, user: (await storage.stores.users.find('clerk'))! };
    const missing = await refusalOf(service.beginTwoFactor(clerk, { password: CLERK_PASSWORD }));
    expect([missing.kind, missing.fields]).toEqual(['invalid', { code: '請輸入目前的驗證碼或一組復原碼' }]);
    const wrong = await refusalOf(
      service.beginTwoFactor(clerk, { password: 'Not-It#2026x', code: '000000' }),
    );
    expect(wrong.fields).toEqual({ password: '目前的密碼不正確。' });
    expect((await audit('login.failure')).map((row) => row.detail.during)).toEqual(['two-factor.reset']);
    clock.advanceSeconds(30);
    const next = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() });
    const again = await service.beginTwoFactor(clerk, { password: CLERK_PASSWORD, code: next });
    expect(again.uri).toContain('issuer=%E6%B8%AF%E9%82%8A%E5%8D%9A%E7%89%A9%E9%A4%A8');
  });
});
