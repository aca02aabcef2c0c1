import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newSecretKeyText, parseSecretKey } from '../../../src/server/platform/secret-box';
import {
  keyFileBeside,
  loadOrCreateKeyFile,
  readKeyFile,
} from '../../../src/server/platform/secret-key-file';
import {
  DATABASE_URL_NEEDS_KEY,
  secretKeysForRestore,
  secretKeysForServer,
} from '../../../src/server/platform/secret-keys';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('the key file beside an SQLite database', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is made once, mode 0600, and the same key is read on every later start', () => {
    const dbPath = path.join(dir, 'data', 'themesite.sqlite');
    const file = keyFileBeside(dbPath);
    expect(file).toBe(`${path.resolve(dbPath)}.key`);
    const first = loadOrCreateKeyFile(file);
    expect(first.created).toBe(true);
    expect(modeOf(file)).toBe('600');
    expect(modeOf(path.dirname(file))).toBe('700');
    const text = fs.readFileSync(file, 'utf8');
    expect(parseSecretKey(text).id).toBe(first.key.id);
    const again = loadOrCreateKeyFile(file);
    expect(again).toEqual({ key: expect.objectContaining({ id: first.key.id }), created: false });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    // Nothing else is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['themesite.sqlite.key']);
  });

  it('tightens a key file a copy left readable by others', () => {
    const file = path.join(dir, 'site.sqlite.key');
    fs.writeFileSync(file, `${newSecretKeyText()}\n`, { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    loadOrCreateKeyFile(file);
    expect(modeOf(file)).toBe('600');
  });

  it('refuses a key file that holds no key, naming the file', () => {
    const file = path.join(dir, 'site.sqlite.key');
    fs.writeFileSync(file, 'not a key\n', { mode: 0o600 });
    expect(() => loadOrCreateKeyFile(file)).toThrow(`金鑰檔 ${file} 的內容 必須是`);
  });

  it('gives processes starting at once the one key that was written first', async () => {
    const file = path.join(dir, 'race.sqlite.key');
    const module = path.resolve(__dirname, '../../../src/server/platform/secret-key-file.ts');
    const script = path.join(dir, 'race.js');
    fs.writeFileSync(
      script,
      `const { loadOrCreateKeyFile } = require(${JSON.stringify(module)});
       process.send(loadOrCreateKeyFile(${JSON.stringify(file)}).key.id);`,
    );
    const ids = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = fork(script, { execArgv: ['--import', 'tsx'] });
            child.once('message', (id) => resolve(String(id)));
            child.once('error', reject);
          }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBe(readKeyFile(file)!.id);
    expect(fs.readdirSync(dir).sort()).toEqual(['race.js', 'race.sqlite.key']);
  }, 60_000);

  it('is what a server uses without SECRET_KEY on SQLite; SECRET_KEY wins; PostgreSQL needs SECRET_KEY', () => {
    const dbPath = path.join(dir, 'site.sqlite');
    const made = secretKeysForServer({ dbPath });
    expect(made.source).toEqual({ kind: 'file', file: `${dbPath}.key`, created: true });
    expect(secretKeysForServer({ dbPath }).box.current.id).toBe(made.box.current.id);

    const text = newSecretKeyText();
    const fromEnv = secretKeysForServer({
      dbPath,
      secretKey: text,
      previousSecretKeys: [newSecretKeyText()],
    });
    expect(fromEnv.source).toEqual({ kind: 'env' });
    expect(fromEnv.box.current.id).toBe(parseSecretKey(text).id);
    expect(fromEnv.box.previous).toHaveLength(1);

    expect(() => secretKeysForServer({ dbPath, databaseUrl: 'postgres://db/site' })).toThrow(
      DATABASE_URL_NEEDS_KEY,
    );
    expect(secretKeysForServer({ dbPath: ':memory:' }).source).toEqual({ kind: 'memory' });
  });

  it('is only read by a restore, never made', () => {
    const dbPath = path.join(dir, 'restored.sqlite');
    expect(secretKeysForRestore({ dbPath })).toEqual({ box: null, where: `${dbPath}.key` });
    expect(fs.existsSync(`${dbPath}.key`)).toBe(false);
    const { key } = loadOrCreateKeyFile(`${dbPath}.key`);
    expect(secretKeysForRestore({ dbPath }).box?.current.id).toBe(key.id);
  });
});
