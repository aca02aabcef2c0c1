import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newSecretKeyText, parseSecretKey } from '../../src/server/platform/secret-box';
import type { TwoFactorEnrolment } from '../../src/shared/accounts.types';
import { clientOf, codeAt } from './auth/sign-in.support';
import { ManualClock } from './support/manual.clock';
import { startTestServer, writeTestDist, type TestServer } from './support/test-server';

/** The key a server on SQLite keeps beside its database, and what a start does with it. */
describe('the secret key at start', () => {
  let dir: string;
  let server: TestServer | undefined;
  const clock = new ManualClock();

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-key-start-'));
    writeTestDist(dir);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Enrols `editor` through the API; the secret its authenticator would hold. */
  async function enrolEditor(on: TestServer): Promise<string> {
    const client = clientOf(on, '127.0.0.41');
    const token = (await client.login('editor', 'Editor#2026')).body.access_token;
    const setup = await client.call<TwoFactorEnrolment>('POST', '/backend/me/two-factor/setup', { token });
    const confirmed = await client.call('POST', '/backend/me/two-factor/confirm', {
      token,
      json: { code: codeAt(setup.body.secret, on.clock.now()) },
    });
    expect(confirmed.status).toBe(200);
    on.clock.advanceSeconds(30);
    return setup.body.secret;
  }

  const loginWithCode = async (on: TestServer, secret: string) => {
    on.clock.advanceSeconds(30);
    return clientOf(on, '127.0.0.41').login('editor', 'Editor#2026', codeAt(secret, on.clock.now()));
  };

  it('makes its key beside the database once (0600), seals with it, and reads it again after a restart', async () => {
    server = await startTestServer({ clock }, dir);
    const keyFile = `${server.dbPath}.key`;
    expect((fs.statSync(keyFile).mode & 0o777).toString(8)).toBe('600');
    const keyId = parseSecretKey(fs.readFileSync(keyFile, 'utf8')).id;

    const secret = await enrolEditor(server);
    const [row] = await server.sql<{ totp_secret: string }>(
      "SELECT totp_secret FROM users WHERE account = 'editor'",
    );
    expect(row!.totp_secret).toMatch(new RegExp(`^v1:${keyId}:`));
    expect(row!.totp_secret).not.toContain(secret);

    const written = fs.readFileSync(keyFile, 'utf8');
    server = await server.restart();
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(written);
    expect((await loginWithCode(server, secret)).status).toBe(200);
  }, 60_000);

  it('refuses to start with a key that does not open the secrets, and re-seals with SECRET_KEY_PREVIOUS', async () => {
    server = await startTestServer({ clock }, dir);
    const secret = await enrolEditor(server);
    const keyFile = `${server.dbPath}.key`;
    const oldKey = fs.readFileSync(keyFile, 'utf8').trim();
    const oldId = parseSecretKey(oldKey).id;
    await server.close();
    server = undefined;

    const newKey = newSecretKeyText();
    const newId = parseSecretKey(newKey).id;
    await expect(startTestServer({ clock, secretKey: newKey }, dir)).rejects.toThrow(
      `資料庫中的兩步驟驗證密鑰是以金鑰 ${oldId} 加密的，但目前的金鑰（SECRET_KEY）是 ${newId}。`,
    );

    server = await startTestServer({ clock, secretKey: newKey, previousSecretKeys: [oldKey] }, dir);
    const [row] = await server.sql<{ totp_secret: string }>(
      "SELECT totp_secret FROM users WHERE account = 'editor'",
    );
    expect(row!.totp_secret).toMatch(new RegExp(`^v1:${newId}:`));
    await server.close();

    // The old key is no longer needed.
    server = await startTestServer({ clock, secretKey: newKey }, dir);
    expect((await loginWithCode(server, secret)).status).toBe(200);
  }, 60_000);
});
