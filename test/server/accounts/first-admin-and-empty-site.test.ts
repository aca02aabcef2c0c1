import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createServer } from '../../../src/server/create-server';
import { getJson } from '../support/http-client';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { startTestServer, writeTestDist, type TestServer } from '../support/test-server';

/** Fastify's log lines, as the operator would read them. */
function logCollector(): { stream: Writable; lines: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  return { stream, lines: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

const FIRST_ADMIN = { account: 'Webmaster', password: 'Tide-Lantern#2026' };

describe('the first start of an empty database', () => {
  let server: TestServer;
  const log = logCollector();

  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: false,
      firstAdmin: FIRST_ADMIN,
      logger: { level: 'info', stream: log.stream },
    });
  });
  afterAll(() => server.close());

  it('serves a valid empty site whose home says 網站建置中', async () => {
    const answers = await Promise.all(
      ['config', 'header', 'footer', 'menu', 'structure', 'metadata', 'banner', 'sitemap'].map((name) =>
        getJson(`${server.baseUrl}/api/site/${name}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const [config, header, footer, menu, structure] = answers.map((answer) => answer.body);
    expect(config).toEqual([expect.objectContaining({ lang: 'zh-tw', default: true })]);
    expect(header).toEqual({ title: '網站名稱' });
    expect(footer).toEqual(expect.objectContaining({ copyright: '網站名稱' }));
    expect(menu).toEqual([]);
    expect(JSON.stringify(structure)).toContain('網站建置中');
  });

  it('creates the first administrator once, with every right and a password to change', async () => {
    const users = await server.sql(
      'SELECT account, is_admin, is_platform_admin, must_change_password FROM users JOIN site_members USING (account)',
    );
    const rights = await server.sql('SELECT account, path, r, w, d FROM user_rights');
    const audit = await server.sql("SELECT account, action FROM audit_log WHERE action LIKE 'account.%'");
    expect(users).toEqual([
      { account: 'webmaster', is_admin: 1, is_platform_admin: 1, must_change_password: 1 },
    ]);
    expect(rights).toEqual([{ account: 'webmaster', path: '*', r: 1, w: 1, d: 1 }]);
    expect(audit).toEqual([{ account: 'system', action: 'account.create' }]);
    expect(log.lines()).toContain('first administrator webmaster created (已建立首位網站管理者)');
  });

  it('ignores the variables on later starts, and says so in the log', async () => {
    const later = logCollector();
    server = await server.restart();
    await server.app.close();
    const app = await createServer({
      ...server.database,
      // PostgreSQL holds no key file: every instance on it is given the same SECRET_KEY.
      ...(server.database.databaseUrl === undefined ? {} : { secretKey: TEST_SECRET_KEY }),
      distDir: path.join(server.dir, 'dist'),
      clock: server.clock,
      passwordCost: 2 ** 10,
      seedDemo: false,
      firstAdmin: { account: 'other', password: 'Another-Strong#Pass26' },
      logger: { level: 'info', stream: later.stream },
    });
    await app.close();
    expect(
      later
        .lines()
        .some((line) => line.startsWith('THEMESITE_ADMIN_ACCOUNT and THEMESITE_ADMIN_PASSWORD ignored')),
    ).toBe(true);
    expect(await server.sql('SELECT account FROM users')).toEqual([{ account: 'webmaster' }]);
    server = await startTestServer({ seedDemo: false }, server.dir);
  });

  it('refuses the demo on a database that already holds the placeholder site, saying why', async () => {
    await expect(
      createServer({
        ...server.database,
        ...(server.database.databaseUrl === undefined ? {} : { secretKey: TEST_SECRET_KEY }),
        distDir: path.join(server.dir, 'dist'),
        clock: server.clock,
        passwordCost: 2 ** 10,
        seedDemo: true,
      }),
    ).rejects.toThrow(/示範內容只寫入空的資料庫.*use a new DB_PATH/s);
  });
});

describe('a first administrator password the rules refuse', () => {
  it('stops the start with a zh-TW and English reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-first-admin-'));
    try {
      await expect(
        createServer({
          dbPath: path.join(dir, 'db.sqlite'),
          distDir: writeTestDist(dir),
          passwordCost: 2 ** 10,
          seedDemo: false,
          firstAdmin: { account: 'webmaster', password: 'password1234' },
        }),
      ).rejects.toThrow(/THEMESITE_ADMIN_PASSWORD 不符密碼規則：.*was refused by the password rules/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
