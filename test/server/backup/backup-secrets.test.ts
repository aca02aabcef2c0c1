import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { PassphraseRefused } from '../../../src/server/backup/archive-encryption';
import { BackupRefused } from '../../../src/server/backup/backup-archive';
import { backupSite, restoreSite } from '../../../src/server/backup/backup.service';
import { newSecretKeyText, parseSecretKey, SecretBox } from '../../../src/server/platform/secret-box';
import type { TwoFactorEnrolment } from '../../../src/shared/accounts.types';
import { clientOf, codeAt } from '../auth/sign-in.support';
import { startTestServer, type TestServer } from '../support/test-server';
import { backupCommand, backupProcess, type Outcome } from './backup-command.support';

/** What the command sees as an operator runs it; no variable of the test's own environment leaks in. */
function operatorEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const {
    SECRET_KEY: _key,
    SECRET_KEY_PREVIOUS: _previous,
    BACKUP_PASSPHRASE: _passphrase,
    BACKUP_PASSPHRASE_FILE: _file,
    DATABASE_URL: _url,
    ...inherited
  } = process.env;
  return { ...inherited, ...env };
}

/** The command in this process, in the operator's environment. */
const cli = (args: string[], env: Record<string, string>): Promise<Outcome> =>
  backupCommand(args, operatorEnv(env));

const users = (dbPath: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT account, totp_secret FROM users ORDER BY account').all();
  } finally {
    db.close();
  }
};

/** What a directory holds, relative paths; nothing when it is not there. */
const under = (dir: string) =>
  fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];

describe('backups and the secret key', () => {
  let server: TestServer | undefined;
  let work: string;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-backup-secrets-'));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** A running demo whose `editor` has two-step login: its TOTP secret sealed in the database. */
  async function siteWithTwoStep(): Promise<{ keyFile: string; keyText: string; keyId: string }> {
    server = await startTestServer();
    const client = clientOf(server, '127.0.0.51');
    const token = (await client.login('editor', 'Editor#2026')).body.access_token;
    const setup = await client.call<TwoFactorEnrolment>('POST', '/backend/me/two-factor/setup', { token });
    const confirm = await client.call('POST', '/backend/me/two-factor/confirm', {
      token,
      json: { code: codeAt(setup.body.secret, server.clock.now()) },
    });
    expect(confirm.status).toBe(200);
    const keyFile = `${server.dbPath}.key`;
    const keyText = fs.readFileSync(keyFile, 'utf8').trim();
    return { keyFile, keyText, keyId: parseSecretKey(keyText).id };
  }

  it('never packs the key file, even with MEDIA_DIR set to the database’s own folder', async () => {
    const { keyFile, keyText } = await siteWithTwoStep();
    const archive = path.join(work, 'site.tar.gz');
    const manifest = await backupSite(
      { database: { engine: 'sqlite', dbPath: server!.dbPath }, mediaDir: path.dirname(keyFile) },
      archive,
      new Date(),
    );
    expect(manifest.media.length).toBeGreaterThan(0);
    expect(manifest.media.map((entry) => entry.file)).not.toContain(path.basename(keyFile));
    const names: string[] = [];
    await tar.t({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
    expect(names.some((name) => name.endsWith('.key'))).toBe(false);
    // Nowhere in the archive, in any form.
    const unpacked = zlib.gunzipSync(fs.readFileSync(archive));
    expect(unpacked.includes(Buffer.from(keyText))).toBe(false);
    expect(unpacked.includes(Buffer.from(keyText, 'base64'))).toBe(false);
  }, 60_000);

  it('restores only where the key in force opens the archive’s secrets: exit 4 naming the key, nothing written', async () => {
    const { keyText, keyId } = await siteWithTwoStep();
    const archive = path.join(work, 'site.tar.gz');
    const backedUp = await cli(['backup', archive], {
      DB_PATH: server!.dbPath,
      MEDIA_DIR: path.join(server!.dir, 'uploads'),
    });
    expect(backedUp.code).toBe(0);
    const before = users(server!.dbPath);
    await server!.close();
    server = undefined;

    // A spare machine without the key.
    const spare = path.join(work, 'spare');
    const target = {
      DB_PATH: path.join(spare, 'data', 'site.sqlite'),
      MEDIA_DIR: path.join(spare, 'uploads'),
    };
    // As its own process: the exit code a drill's script reads, and the whole line on the process's
    // stderr, with none of the test's SECRET_KEY in its environment.
    const without = await backupProcess(['restore', archive], operatorEnv(target));
    expect(without.code).toBe(4);
    expect(without.stderr).toBe(
      `這份備份的兩步驟驗證密鑰以金鑰 ${keyId} 加密，但這裡沒有金鑰（沒有設定 SECRET_KEY，也沒有 ${target.DB_PATH}.key）。` +
        '請在還原前設定原網站的 SECRET_KEY（換過金鑰時，舊的放在 SECRET_KEY_PREVIOUS），' +
        '或把原網站資料庫旁的金鑰檔（<DB_PATH>.key）複製到新資料庫旁；金鑰不在備份裡。\n',
    );
    expect(under(spare)).toEqual([]);

    const otherKey = newSecretKeyText();
    const wrong = await cli(['restore', archive], { ...target, SECRET_KEY: otherKey });
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toMatch(
      new RegExp(
        `^這份備份的兩步驟驗證密鑰以金鑰 ${keyId} 加密，但目前的金鑰（SECRET_KEY）是 ${parseSecretKey(otherKey).id}。`,
      ),
    );
    expect(wrong.stderr).not.toContain(keyText);
    expect(wrong.stderr).not.toContain(otherKey);
    expect(under(spare)).toEqual([]);

    // The key carried over: as SECRET_KEY, or as the key file beside the new database.
    const right = await cli(['restore', archive], { ...target, SECRET_KEY: keyText });
    expect(right.code).toBe(0);
    expect(users(target.DB_PATH)).toEqual(before);

    const second = path.join(work, 'second');
    const copied = `${path.join(second, 'data', 'site.sqlite')}.key`;
    fs.mkdirSync(path.dirname(copied), { recursive: true });
    fs.writeFileSync(copied, `${keyText}\n`, { mode: 0o600 });
    const withFile = await cli(['restore', archive], {
      DB_PATH: path.join(second, 'data', 'site.sqlite'),
      MEDIA_DIR: path.join(second, 'uploads'),
    });
    expect(withFile.code).toBe(0);
  }, 120_000);

  it('writes an --encrypt archive that restores only with its passphrase', async () => {
    await siteWithTwoStep();
    const source = { DB_PATH: server!.dbPath, MEDIA_DIR: path.join(server!.dir, 'uploads') };
    const archive = path.join(work, 'site.tar.gz.age');
    const passphrase = 'lantern-harbour-museum-2026';

    const none = await cli(['backup', '--encrypt', archive], source);
    expect(none).toMatchObject({
      code: 5,
      stderr: expect.stringMatching(/^--encrypt 需要密語：請以環境變數 BACKUP_PASSPHRASE/),
    });
    const short = await cli(['backup', '--encrypt', archive], { ...source, BACKUP_PASSPHRASE: 'short' });
    expect(short).toMatchObject({ code: 5, stderr: expect.stringMatching(/^備份密語至少要 16 個字元/) });
    expect(fs.existsSync(archive)).toBe(false);

    const written = await cli(['backup', '--encrypt', archive], { ...source, BACKUP_PASSPHRASE: passphrase });
    expect(written.code).toBe(0);
    expect(written.stdout).toMatch(/^已加密備份到 /);
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');
    const bytes = fs.readFileSync(archive);
    expect(bytes.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
    // age's default work factor, which any age tool opens.
    expect(bytes.toString('latin1', 0, 200)).toMatch(/\n-> scrypt \S+ 18\n/);
    const before = users(server!.dbPath);
    const keyText = fs.readFileSync(`${server!.dbPath}.key`, 'utf8').trim();
    await server!.close();
    server = undefined;

    const spare = path.join(work, 'spare');
    const target = {
      DB_PATH: path.join(spare, 'site.sqlite'),
      MEDIA_DIR: path.join(spare, 'uploads'),
      SECRET_KEY: keyText,
    };
    const locked = await cli(['restore', archive], target);
    expect(locked).toMatchObject({
      code: 5,
      stderr: expect.stringMatching(/^這份備份已加密：請以 BACKUP_PASSPHRASE/),
    });
    expect(under(spare)).toEqual([]);

    const passphraseFile = path.join(work, 'passphrase');
    fs.writeFileSync(passphraseFile, `${passphrase}\n`, { mode: 0o600 });
    const restored = await cli(['restore', archive], { ...target, BACKUP_PASSPHRASE_FILE: passphraseFile });
    expect(restored.code).toBe(0);
    expect(users(target.DB_PATH)).toEqual(before);
  }, 180_000);

  it('refuses a wrong passphrase, a changed byte and an archive asking for more work, writing nothing', async () => {
    await siteWithTwoStep();
    // A low work factor: the same format and checks, without the wait of age's default.
    const archive = path.join(work, 'site.tar.gz.age');
    const passphrase = 'lantern-harbour-museum-2026';
    await backupSite(
      { database: { engine: 'sqlite', dbPath: server!.dbPath }, mediaDir: path.join(server!.dir, 'uploads') },
      archive,
      new Date(),
      { passphrase, workFactor: 10 },
    );
    const keys = {
      box: new SecretBox(parseSecretKey(fs.readFileSync(`${server!.dbPath}.key`, 'utf8'))),
      where: 'SECRET_KEY',
    };
    const spare = path.join(work, 'spare');
    const place = {
      database: { engine: 'sqlite' as const, dbPath: path.join(spare, 'site.sqlite') },
      mediaDir: path.join(spare, 'uploads'),
    };
    const restore = (file: string, given?: string) =>
      restoreSite(place, file, { keys, ...(given === undefined ? {} : { passphrase: given }) });

    await expect(restore(archive, 'not-the-passphrase-at-all')).rejects.toThrow(
      new PassphraseRefused(`備份密語不正確，無法解開這份加密備份（${archive}）`),
    );

    const bytes = fs.readFileSync(archive);
    const tampered = path.join(work, 'tampered.age');
    const changed = Buffer.from(bytes);
    changed[changed.length - 100] = changed[changed.length - 100]! ^ 1;
    fs.writeFileSync(tampered, changed);
    const damaged = restore(tampered, passphrase);
    await expect(damaged).rejects.toBeInstanceOf(BackupRefused);
    await expect(damaged).rejects.not.toBeInstanceOf(PassphraseRefused);
    await expect(damaged).rejects.toThrow(/^無法讀取備份檔（不是 themesite 的備份，或已損壞）/);
    // The command says so and exits 3: it never ends as if it had worked.
    const command = await cli(['restore', tampered], {
      DB_PATH: place.database.dbPath,
      MEDIA_DIR: place.mediaDir,
      SECRET_KEY: fs.readFileSync(`${server!.dbPath}.key`, 'utf8').trim(),
      BACKUP_PASSPHRASE: passphrase,
    });
    expect(command).toMatchObject({ code: 3, stderr: expect.stringMatching(/^無法讀取備份檔/) });

    // The header asks for 2^20: refused before any scrypt runs (age itself would take 1 GB).
    const greedy = path.join(work, 'greedy.age');
    fs.writeFileSync(
      greedy,
      Buffer.from(bytes.toString('latin1').replace(/(\n-> scrypt \S+) 10\n/, '$1 20\n'), 'latin1'),
    );
    await expect(restore(greedy, passphrase)).rejects.toThrow(/^備份檔要求的密語運算量（scrypt 20）超過 18/);
    expect(under(spare)).toEqual([]);

    await expect(restore(archive, passphrase)).resolves.toMatchObject({ manifest: { engine: 'sqlite' } });
  }, 60_000);
});
