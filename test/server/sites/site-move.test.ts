import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { runAccounts } from '../../../src/server/cli/accounts.command';
import { runSites } from '../../../src/server/cli/sites.command';
import { TABLE_ORDER } from '../../../src/server/storage/copy-tables';
import { PLATFORM_TABLES } from '../../../src/server/storage/kysely/site-scope';
import { SITES_LIST_MAX_AGE_MS } from '../../../src/server/sites/site-directory';
import { aLetter } from '../mailbox/inbox.support';
import { requestFrom, type PlainAnswer } from '../support/raw-http';
import { loginForm } from '../support/sign-in';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

// A site moves out of one server and into another: `sites export` on the first, `sites import` on
// a second with a database and media folder of its own; then its removal on the first, which a
// plain `remove` refuses while it has content, `--purge` hides, `restore` brings back, and the
// first server's tick deletes for good 30 days later. On either engine (jest's server-postgres).
const MAIN = 'main.example.test';
const MUSEUM = 'museum.example.test';
const MUSEUM_ALIAS = 'www.museum.example.test';
const CURATOR_PASSWORD = 'Sea#Keeper-2026';
const CURATOR_NEXT = 'Harbour#Light-2027';

/** Every table a site's rows live in, and those an archive carries (sessions and locks stay). */
const SITE_TABLES = TABLE_ORDER.filter((table) => !PLATFORM_TABLES.has(table));
const CARRIED = SITE_TABLES.filter((table) => table !== 'access_tokens' && table !== 'edit_locks');

let from: TestServer;
let to: TestServer;
let work: string;
let museumArchive: string;
/** The museum's upload, as served: /media/…/{fileId}/… */
let uploaded: string;

function environment(server: TestServer): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { dbPath, databaseUrl } = server.database;
  return {
    ...inherited,
    DB_PATH: dbPath,
    MEDIA_DIR: path.join(server.dir, 'uploads'),
    PUBLIC_ORIGIN: `http://${MAIN}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY } : {}),
  };
}

/** A command on `server`'s database, on the server's own clock. */
async function command(
  server: TestServer,
  run: typeof runSites | typeof runAccounts,
  argv: string[],
  stdin = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = {
    env: environment(server),
    stdin: Readable.from([stdin]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  };
  const code = run === runSites ? await runSites(argv, io, server.clock) : await runAccounts(argv, io);
  return { code, stdout, stderr };
}

const sites = (server: TestServer, argv: string[]) => command(server, runSites, argv);

function onHost(
  server: TestServer,
  host: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<PlainAnswer> {
  return requestFrom('127.0.0.1', `${server.baseUrl}${url}`, {
    ...options,
    headers: { host, ...options.headers },
  });
}

async function tokenOn(server: TestServer, host: string, account: string, password: string): Promise<string> {
  const answer = await onHost(server, host, '/backend/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(loginForm(account, password)).toString(),
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { access_token: string }).access_token;
}

/** The server's front door reads the sites list again (a command changed it from outside). */
const reread = (server: TestServer) => server.clock.advanceSeconds(SITES_LIST_MAX_AGE_MS / 1000 + 1);

async function rowCounts(
  server: TestServer,
  site: string,
  tables = SITE_TABLES,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await server.sql<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE site = ?`, [
      site,
    ]);
    counts[table] = Number(row?.n);
  }
  return counts;
}

const titleOf = (answer: PlainAnswer): string => (JSON.parse(answer.text) as { title: string }).title;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-site-move-'));
  museumArchive = path.join(work, 'museum.site.tar.gz');
  // The first server: the demo as its default site, ticking often so its chores run in the test.
  from = await startTestServer({ ...NO_TWO_STEP, publicOrigin: `http://${MAIN}`, schedulerIntervalMs: 100 });
  expect(
    await sites(from, [
      'add',
      'museum',
      '--name',
      '海洋博物館',
      '--host',
      `http://${MUSEUM}`,
      '--alias',
      MUSEUM_ALIAS,
    ]),
  ).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
  expect(
    await command(
      from,
      runAccounts,
      ['--site', 'museum', 'add', 'curator', '--name', '策展人', '--admin', '--password-stdin'],
      `${CURATOR_PASSWORD}\n`,
    ),
  ).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
  reread(from);

  // The museum's curator builds a mailbox, a visitor writes, and the curator uploads a picture.
  let token = await tokenOn(from, MUSEUM, 'curator', CURATOR_PASSWORD);
  const send = (method: string, url: string, body: unknown) =>
    onHost(from, MUSEUM, url, {
      method,
      headers: { access_token: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect(
    (await send('POST', '/backend/me/password', { current: CURATOR_PASSWORD, next: CURATOR_NEXT })).status,
  ).toBe(204);
  token = await tokenOn(from, MUSEUM, 'curator', CURATOR_NEXT);
  expect((await send('PUT', '/backend/me/email', { email: 'curator@museum.example.test' })).status).toBe(200);
  expect(
    (await send('POST', '/backend/modules', { path: 'letters', kind: 'mailbox', title: '館長信箱' })).status,
  ).toBe(201);
  const letter = await onHost(from, MUSEUM, '/api/cms/letters', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aLetter()),
  });
  expect(letter.status).toBe(200);
  const form = new FormData();
  form.set('path', 'letters');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  form.set('file', new Blob([new Uint8Array(png)]), 'wave.png');
  const encoded = new Response(form);
  const upload = await onHost(from, MUSEUM, '/backend/files', {
    method: 'POST',
    headers: { access_token: token, 'content-type': encoded.headers.get('content-type') ?? '' },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(upload.status).toBe(201);
  uploaded = (JSON.parse(upload.text) as { original: string }).original;

  // The second server: a database and media folder of its own, with nothing but its placeholder.
  to = await startTestServer({ ...NO_TWO_STEP, publicOrigin: `http://other.example.test`, seedDemo: false });
}, 120_000);

afterAll(async () => {
  await from?.close();
  await to?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('a site moves between servers', () => {
  it('exports the museum while its server runs, its people without how they sign in', async () => {
    const exported = await sites(from, ['export', 'museum', museumArchive]);
    expect(exported).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(exported.stdout).toMatch(
      /^已匯出網站 museum（海洋博物館）到 .*：資料 \d+ 筆、媒體檔 [1-9]\d* 個。/,
    );
    expect(exported.stdout).toContain('人員 1 位（curator）');
    expect(fs.statSync(museumArchive).mode & 0o077).toBe(0);
    const [audit] = await from.sql<{ account: string }>(
      "SELECT account FROM audit_log WHERE site = 'default' AND action = 'site.export'",
    );
    expect(audit?.account).toBe('cli');
  });

  it('imports it on another server with every row, its page and its media', async () => {
    const imported = await sites(to, ['import', museumArchive]);
    expect(imported).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(imported.stdout).toContain(`已匯入網站：museum（海洋博物館）啟用，網址：http://${MUSEUM}`);
    expect(imported.stdout).toContain('npm run accounts -- --site museum reset-password');

    expect(await rowCounts(to, 'museum', CARRIED)).toEqual(await rowCounts(from, 'museum', CARRIED));
    expect((await rowCounts(to, 'museum', ['mailbox_messages'])).mailbox_messages).toBe(1);
    reread(to);
    const header = await onHost(to, MUSEUM, '/api/site/header');
    expect(header.status).toBe(200);
    expect(titleOf(header)).toBe('海洋博物館');
    const [before, after] = await Promise.all([
      onHost(from, MUSEUM, '/api/site/module/letters'),
      onHost(to, MUSEUM, '/api/site/module/letters'),
    ]);
    expect(after.status).toBe(200);
    expect(after.text).toBe(before.text);
    const home = await onHost(to, MUSEUM, '/home/zh-tw');
    expect(home.status).toBe(200);
    expect(home.text).toContain('海洋博物館');
    expect((await onHost(to, MUSEUM_ALIAS, '/home/zh-tw')).headers.location).toBe(
      `http://${MUSEUM}/home/zh-tw`,
    );

    const [, , , fileId] = uploaded.split('/');
    expect(fs.existsSync(path.join(to.dir, 'uploads', 'sites', 'museum', fileId!))).toBe(true);
    expect((await onHost(to, MUSEUM, uploaded)).status).toBe(200);
  });

  it('brings its people without passwords: they sign in once the operator gives them one', async () => {
    const [person] = await to.sql<{ password_hash: string; is_platform_admin: number; email: string }>(
      "SELECT password_hash, is_platform_admin, email FROM users WHERE account = 'curator'",
    );
    expect(person).toEqual({
      password_hash: '!imported',
      is_platform_admin: 0,
      email: 'curator@museum.example.test',
    });
    const refused = await onHost(to, MUSEUM, '/backend/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(loginForm('curator', CURATOR_NEXT)).toString(),
    });
    expect(refused.status).not.toBe(200);
    const reset = await command(to, runAccounts, ['--site', 'museum', 'reset-password', 'curator']);
    expect(reset.code).toBe(0);
  });

  it('refuses an archive whose code or host is taken here, naming it, with exit 4', async () => {
    const again = await sites(to, ['import', museumArchive]);
    expect(again.code).toBe(4);
    expect(again.stderr).toContain('網站代碼「museum」已被本伺服器的網站「海洋博物館」使用');
    const alias = await sites(to, [
      'import',
      museumArchive,
      '--code',
      'museum-two',
      '--alias',
      'x.example.test',
    ]);
    expect(alias).toEqual(
      expect.objectContaining({ code: 2, stderr: '其他網址（--alias）要與網址（--host）一起指定。\n' }),
    );
    const host = await sites(to, ['import', museumArchive, '--code', 'museum-two']);
    expect(host.code).toBe(4);
    expect(host.stderr).toBe(`網址 ${MUSEUM} 已屬於網站「海洋博物館」（museum）。\n`);
    // Nothing of the refused imports is left: no site, no rows, no media folder.
    expect(Object.values(await rowCounts(to, 'museum-two')).every((count) => count === 0)).toBe(true);
    expect(fs.existsSync(path.join(to.dir, 'uploads', 'sites', 'museum-two'))).toBe(false);
  });

  it('joins an account here only when it is the same person, by e-mail, and never merges another', async () => {
    await to.sql("UPDATE users SET email = 'someone.else@example.test' WHERE account = 'curator'");
    const other = await sites(to, [
      'import',
      museumArchive,
      '--code',
      'museum-four',
      '--host',
      'four.example.test',
    ]);
    expect(other.code).toBe(4);
    expect(other.stderr).toContain('本伺服器已有帳號 curator，是電子郵件不同的其他人');
    expect((await sites(to, ['list', '--json'])).stdout).not.toContain('museum-four');

    await to.sql("UPDATE users SET email = 'curator@museum.example.test' WHERE account = 'curator'");
    const same = await sites(to, [
      'import',
      museumArchive,
      '--code',
      'museum-five',
      '--host',
      'five.example.test',
    ]);
    expect(same).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(same.stdout).toContain('本伺服器原有的帳號 curator（電子郵件相同）以原本的密碼加入了這個網站');
    expect(same.stdout).not.toContain('reset-password');
    expect(await to.sql("SELECT joined FROM site_members WHERE site = 'museum-five'")).toEqual([
      { joined: 1 },
    ]);
    expect(await to.sql("SELECT account FROM users WHERE account = 'curator'")).toHaveLength(1);
  });

  it('refuses a damaged archive with exit 5', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = fs.readFileSync(museumArchive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const answer = await sites(to, [
      'import',
      damaged,
      '--code',
      'museum-three',
      '--host',
      'three.example.test',
    ]);
    expect(answer.code).toBe(5);
    expect(answer.stderr).toMatch(/備份檔|封存檔/);
    expect((await sites(to, ['list', '--json'])).stdout).not.toContain('museum-three');
  });

  it('moves the demo site, under another code and host, with the same lists', async () => {
    const archive = path.join(work, 'demo.site.tar.gz');
    // As exported: the export's own audit row comes after.
    const exportedCounts = await rowCounts(from, 'default', CARRIED);
    expect((await sites(from, ['export', 'default', archive])).code).toBe(0);
    const imported = await sites(to, [
      'import',
      archive,
      '--code',
      'demo',
      '--host',
      'http://demo.example.test',
    ]);
    expect(imported).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(await rowCounts(to, 'demo', CARRIED)).toEqual(exportedCounts);
    reread(to);
    const [busiest] = await from.sql<{ module_path: string }>(
      "SELECT module_path FROM items WHERE site = 'default' GROUP BY module_path ORDER BY COUNT(*) DESC, module_path LIMIT 1",
    );
    const list = `/api/cms/${busiest!.module_path}`;
    const [there, here] = await Promise.all([
      onHost(from, MAIN, list),
      onHost(to, 'demo.example.test', list),
    ]);
    expect(here.status).toBe(200);
    expect(JSON.parse(here.text)).toEqual(JSON.parse(there.text));
    expect((JSON.parse(here.text) as { total: number }).total).toBeGreaterThan(0);
    // Its platform administrators are none of this platform's.
    const [admins] = await to.sql<{ n: number }>(
      'SELECT COUNT(*) AS n FROM users WHERE is_platform_admin = ?',
      [true],
    );
    expect(Number(admins?.n)).toBe(0);
  });
});

describe('removing a site', () => {
  it('deletes an untouched new site at once, and refuses the default site', async () => {
    expect(
      (await sites(from, ['add', 'empty', '--name', '空網站', '--host', 'empty.example.test'])).code,
    ).toBe(0);
    const removed = await sites(from, ['remove', 'empty']);
    expect(removed).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(removed.stdout).toContain('已刪除網站 empty（空網站）');
    expect((await sites(from, ['list', '--json'])).stdout).not.toContain('"empty"');
    expect(Object.values(await rowCounts(from, 'empty')).every((count) => count === 0)).toBe(true);
    const main = await sites(from, ['remove', 'default', '--purge']);
    expect(main.code).toBe(4);
    expect(main.stderr).toMatch(/^預設網站不能移除/);
  });

  it('refuses a site with content unless purged, naming what it holds', async () => {
    const refused = await sites(from, ['remove', 'museum']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('網站「海洋博物館」（museum）還有內容：');
    expect(refused.stderr).toContain('信件 1 封');
    expect(refused.stderr).toContain('人員 1 位');
    expect(refused.stderr).toContain('--purge');
  });

  it('hides a purged site behind the unknown page, keeps its hosts, and restores it whole', async () => {
    const counts = await rowCounts(from, 'museum');
    const removed = await sites(from, ['remove', 'museum', '--purge']);
    expect(removed).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(removed.stdout).toMatch(/以前可以 sites restore museum 復原/);
    reread(from);
    const page = await onHost(from, MUSEUM, '/home/zh-tw');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<title>找不到這個網站</title>');
    expect((await onHost(from, MUSEUM_ALIAS, '/home/zh-tw')).status).toBe(404);
    expect((await onHost(from, MAIN, '/home/zh-tw')).status).toBe(200);
    expect((await sites(from, ['list'])).stdout).toMatch(
      /museum\s+海洋博物館\s+已移除（\d{4}\/\d{2}\/\d{2} 永久刪除）/,
    );
    const taken = await sites(from, ['add', 'aquarium', '--name', '水族館', '--host', MUSEUM]);
    expect(taken.code).toBe(4);
    expect(taken.stderr).toContain('該網站已移除，網址保留到');
    expect((await sites(from, ['set-hosts', 'museum', '--host', MUSEUM])).code).toBe(4);

    const restored = await sites(from, ['restore', 'museum']);
    expect(restored).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    reread(from);
    expect((await onHost(from, MUSEUM, '/home/zh-tw')).status).toBe(200);
    expect(await rowCounts(from, 'museum')).toEqual(counts);
    const audit = await from.sql<{ action: string }>(
      "SELECT action FROM audit_log WHERE site = 'default' AND action IN ('site.remove', 'site.restore') ORDER BY id",
    );
    expect(audit.map((row) => row.action)).toEqual(['site.remove', 'site.restore']);
  });

  it('deletes a removed site’s rows, media and people for good on the tick 30 days later', async () => {
    expect((await sites(from, ['remove', 'museum', '--purge'])).code).toBe(0);
    const media = path.join(from.dir, 'uploads', 'sites', 'museum');
    expect(fs.existsSync(media)).toBe(true);
    from.clock.advanceSeconds(29 * 24 * 3600);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await rowCounts(from, 'museum')).site_members).toBe(1);

    from.clock.advanceSeconds(24 * 3600 + 1);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [left] = await from.sql<{ n: number }>("SELECT COUNT(*) AS n FROM sites WHERE code = 'museum'");
      if (Number(left?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Object.values(await rowCounts(from, 'museum')).every((count) => count === 0)).toBe(true);
    expect(await from.sql("SELECT code FROM sites WHERE code = 'museum'")).toEqual([]);
    expect(await from.sql("SELECT account FROM users WHERE account = 'curator'")).toEqual([]);
    expect(fs.existsSync(media)).toBe(false);
    const [purge] = await from.sql<{ account: string; detail: string }>(
      "SELECT account, detail FROM audit_log WHERE site = 'default' AND action = 'site.purge' AND detail LIKE '%museum%'",
    );
    expect(purge?.account).toBe('system');
    expect(JSON.parse(purge!.detail)).toEqual(expect.objectContaining({ site: 'museum', reason: 'expired' }));
    // Its host is free again.
    expect((await sites(from, ['add', 'aquarium', '--name', '水族館', '--host', MUSEUM])).code).toBe(0);
  });
});
