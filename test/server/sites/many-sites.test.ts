import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { runAccounts } from '../../../src/server/cli/accounts.command';
import { runSites } from '../../../src/server/cli/sites.command';
import { MemoryMailer } from '../../../src/server/mail/memory.mailer';
import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { SITES_LIST_MAX_AGE_MS } from '../../../src/server/sites/site-directory';
import { aLetter } from '../mailbox/inbox.support';
import { requestFrom, type PlainAnswer } from '../support/raw-http';
import { loginForm, PASSWORDS } from '../support/sign-in';
import { TEST_SECRET_KEY } from '../support/test-engine';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

// One server, two sites told apart by the host a request names: the demo as the default site on
// PUBLIC_ORIGIN's host, and a museum added by the sites command while the server runs.
const MAIN = 'main.example.test';
const MUSEUM = 'museum.example.test';
const MUSEUM_ALIAS = 'www.museum.example.test';
const CURATOR_PASSWORD = 'Sea#Keeper-2026';
/** What the curator signs in with now: the command's password until they change it. */
let curatorPassword = CURATOR_PASSWORD;

let server: TestServer;
const mailer = new MemoryMailer();

/** The command's environment, as the server's: its database on either engine, its PUBLIC_ORIGIN. */
function environment(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { dbPath, databaseUrl } = server.database;
  return {
    ...inherited,
    DB_PATH: dbPath,
    PUBLIC_ORIGIN: `http://${MAIN}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY } : {}),
  };
}

async function command(
  run: typeof runSites,
  argv: string[],
  stdin = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    env: environment(),
    stdin: Readable.from([stdin]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

/** A request to the server as if sent to `host` (a name the test's DNS would map to it). */
function onHost(
  host: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<PlainAnswer> {
  return requestFrom('127.0.0.1', `${server.baseUrl}${url}`, {
    ...options,
    headers: { host, ...options.headers },
  });
}

function logInOn(host: string, account: string, password = PASSWORDS[account] ?? '') {
  return onHost(host, '/backend/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(loginForm(account, password)).toString(),
  });
}

const titleOf = (answer: PlainAnswer): string => (JSON.parse(answer.text) as { title: string }).title;

beforeAll(async () => {
  server = await startTestServer({
    ...NO_TWO_STEP,
    publicOrigin: `http://${MAIN}`,
    mail: { ...DEFAULT_MAIL_OPTIONS, mailer },
  });
  const added = await command(runSites, [
    'add',
    'museum',
    '--name',
    '海洋博物館',
    '--host',
    `http://${MUSEUM}`,
    '--alias',
    MUSEUM_ALIAS,
  ]);
  expect(added).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
  const curator = await command(
    runAccounts,
    ['--site', 'museum', 'add', 'curator', '--name', '策展人', '--admin', '--password-stdin'],
    `${CURATOR_PASSWORD}\n`,
  );
  expect(curator).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
  // A running server reads the sites list again within seconds (the test's clock is its own).
  server.clock.advanceSeconds(SITES_LIST_MAX_AGE_MS / 1000);
}, 60_000);

afterAll(() => server?.close());

describe('many sites on one server, chosen by the host', () => {
  it('serves each site on its own host, the new one as the placeholder under its own name', async () => {
    const [main, museum] = await Promise.all([
      onHost(MAIN, '/api/site/header'),
      onHost(MUSEUM, '/api/site/header'),
    ]);
    expect([main.status, museum.status]).toEqual([200, 200]);
    expect(titleOf(museum)).toBe('海洋博物館');
    expect(titleOf(main)).not.toBe('海洋博物館');
    // The pages too, each rendered and kept for its own site.
    for (let round = 0; round < 2; round += 1) {
      const home = await onHost(MUSEUM, '/home/zh-tw');
      expect(home.status).toBe(200);
      expect(home.text).toContain('海洋博物館');
      expect(home.text).toContain('網站建置中');
      const mainHome = await onHost(MAIN, '/home/zh-tw');
      expect(mainHome.text).not.toContain('海洋博物館');
    }
  });

  it('starts the new site with its policy pages as drafts in its own name, which visitors do not see yet', async () => {
    const drafts = await server.sql<{
      doc_id: string;
      published_revision: number | null;
      draft_json: string;
    }>(
      "SELECT doc_id, published_revision, draft_json FROM documents WHERE site = 'museum' AND type = 'page' ORDER BY doc_id",
    );
    expect(drafts.map((row) => [row.doc_id, row.published_revision])).toEqual([
      ['page:open-data-declaration', null],
      ['page:privacy', null],
      ['page:security', null],
    ]);
    const security = JSON.parse(drafts[2]!.draft_json) as { title: string; content: string };
    expect(security.title).toBe('資訊安全政策');
    expect(security.content).toContain('海洋博物館（以下簡稱本機關）');
    for (const path of ['privacy', 'security', 'open-data-declaration'])
      expect((await onHost(MUSEUM, `/api/cms/${path}`)).status).toBe(404);
    expect(
      (JSON.parse((await onHost(MUSEUM, '/api/site/footer')).text) as { links: unknown[] }).links,
    ).toEqual([]);
  });

  it('sends an alias on with a 301 to the same path on the site’s host', async () => {
    const moved = await onHost(MUSEUM_ALIAS, '/home/zh-tw/news?page=2');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`http://${MUSEUM}/home/zh-tw/news?page=2`);
  });

  it('answers a host no site claims in zh-TW, never with a site', async () => {
    const page = await onHost('stranger.example.test', '/home/zh-tw');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<title>找不到這個網站</title>');
    expect(page.text).not.toContain('海洋博物館');
    const api = await onHost('stranger.example.test', '/api/site/header');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.text)).toEqual(
      expect.objectContaining({ error_description: '這個網址沒有對應的網站，請確認網址是否正確。' }),
    );
  });

  it('lets a site’s own people in only, and binds a token to the site that issued it', async () => {
    const editorOnMuseum = await logInOn(MUSEUM, 'editor');
    expect(editorOnMuseum.status).toBe(403);
    expect(JSON.parse(editorOnMuseum.text).error_description).toBe(
      '這個帳號不屬於本網站，請到您所屬的網站登入。',
    );

    const curator = await logInOn(MUSEUM, 'curator', CURATOR_PASSWORD);
    expect(curator.status).toBe(200);
    const curatorToken = (JSON.parse(curator.text) as { access_token: string }).access_token;
    const editor = await logInOn(MAIN, 'editor');
    expect(editor.status).toBe(200);
    const editorToken = (JSON.parse(editor.text) as { access_token: string }).access_token;

    const dashboard = (host: string, token: string) =>
      onHost(host, '/backend/dashboard', { headers: { access_token: token } });
    expect((await dashboard(MAIN, editorToken)).status).toBe(200);
    // The editor's token presented to the museum, and the curator's to the main site: 612.
    expect((await dashboard(MUSEUM, editorToken)).status).toBe(612);
    expect((await dashboard(MAIN, curatorToken)).status).toBe(612);
    // The curator's password is still to be changed; the session is the museum's all the same.
    expect((await dashboard(MUSEUM, curatorToken)).status).not.toBe(612);
  });

  it('brings a letter to the museum to the museum’s staff, naming the museum and linking to its host', async () => {
    const signedIn = await logInOn(MUSEUM, 'curator', CURATOR_PASSWORD);
    const token = (JSON.parse(signedIn.text) as { access_token: string }).access_token;
    const send = (method: string, url: string, body: unknown) =>
      onHost(MUSEUM, url, {
        method,
        headers: { access_token: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The administrator the command made changes the password it was given, then builds a mailbox.
    const next = 'Harbour#Light-2027';
    expect((await send('POST', '/backend/me/password', { current: CURATOR_PASSWORD, next })).status).toBe(
      204,
    );
    curatorPassword = next;
    expect((await send('PUT', '/backend/me/email', { email: 'curator@museum.example.test' })).status).toBe(
      200,
    );
    expect(
      (await send('POST', '/backend/modules', { path: 'letters', kind: 'mailbox', title: '館長信箱' }))
        .status,
    ).toBe(201);

    const letter = await onHost(MUSEUM, '/api/cms/letters', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(aLetter()),
    });
    expect(letter.status).toBe(200);
    const { serialNo } = JSON.parse(letter.text) as { serialNo: string };
    const deadline = Date.now() + 5000;
    while (mailer.sentFor('mailbox.notice').length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const [notice] = mailer.sentFor('mailbox.notice');
    expect(notice?.to).toEqual(['curator@museum.example.test']);
    expect(notice?.subject).toBe(`［海洋博物館］民意信箱有新信件（案號 ${serialNo}）`);
    expect(notice?.text).toContain(`http://${MUSEUM}/home/zh-tw/editor/mailbox?letter=`);
    expect(notice?.text).not.toContain(MAIN);
    // The module is the museum's alone: the main site has no such page.
    expect((await onHost(MAIN, '/api/site/module/letters')).status).toBe(404);
    const [ack] = mailer.sentFor('mailbox.ack');
    expect(ack?.subject).toBe(`［海洋博物館］已收到您的來信（案號 ${serialNo}）`);
    expect(ack?.text).toContain(`http://${MUSEUM}/home/zh-tw/`);

    // An upload goes into the museum's own folder, and is the museum's to serve.
    const form = new FormData();
    form.set('path', 'letters');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)]), 'wave.png');
    const encoded = new Response(form);
    const uploaded = await onHost(MUSEUM, '/backend/files', {
      method: 'POST',
      headers: { access_token: token, 'content-type': encoded.headers.get('content-type') ?? '' },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.status).toBe(201);
    const { original } = JSON.parse(uploaded.text) as { original: string };
    const [, , , fileId] = original.split('/');
    expect(fs.existsSync(path.join(server.dir, 'uploads', 'sites', 'museum', fileId!))).toBe(true);
    expect(fs.existsSync(path.join(server.dir, 'uploads', fileId!))).toBe(false);
    expect((await onHost(MUSEUM, original)).status).toBe(200);
    expect((await onHost(MAIN, original)).status).toBe(404);
  });

  it('gives each site its own sitemap, robots and feed, on its own origin', async () => {
    const [museum, main] = await Promise.all([onHost(MUSEUM, '/sitemap.xml'), onHost(MAIN, '/sitemap.xml')]);
    expect(museum.status).toBe(200);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(locs(museum.text).length).toBeGreaterThan(0);
    expect(locs(museum.text).every((loc) => loc.startsWith(`http://${MUSEUM}/`))).toBe(true);
    expect(locs(main.text).every((loc) => loc.startsWith(`http://${MAIN}/`))).toBe(true);
    expect(locs(main.text).length).toBeGreaterThan(locs(museum.text).length);
    expect((await onHost(MUSEUM, '/robots.txt')).text).toContain(`Sitemap: http://${MUSEUM}/sitemap.xml`);
  });

  it('names each site’s own origin in a page’s canonical link, Open Graph and JSON-LD', async () => {
    for (const host of [MUSEUM, MAIN]) {
      const page = await onHost(host, '/home/zh-tw');
      expect(page.status).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1];
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(page.text)?.[1];
      expect([canonical, ogUrl]).toEqual([`http://${host}/home/zh-tw`, `http://${host}/home/zh-tw`]);
      const ld = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
        .map(([, json]) => json!)
        .join('\n');
      const urls = [...ld.matchAll(/"(?:url|@id|item)":"(https?:\/\/[^/"]+)/g)].map(([, origin]) => origin);
      expect(urls.length).toBeGreaterThan(0);
      expect(new Set(urls)).toEqual(new Set([`http://${host}`]));
    }
  });

  it('lets a person of one site join another, where only their place there may be changed', async () => {
    const again = await command(
      runAccounts,
      ['--site', 'museum', 'add', 'editor', '--name', '林編輯', '--password-stdin'],
      'Another#Editor-2026\n',
    );
    expect(again.code).toBe(4);
    expect(again.stderr).toContain('已是其他網站的帳號');
    const joined = await command(runAccounts, ['--site', 'museum', 'join', 'editor']);
    expect(joined).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    // One person, one password: the main site's editor now signs in on the museum too.
    expect((await logInOn(MUSEUM, 'editor')).status).toBe(200);

    const curator = await logInOn(MUSEUM, 'curator', curatorPassword);
    const token = (JSON.parse(curator.text) as { access_token: string }).access_token;
    const asCurator = (method: string, url: string, body?: unknown) =>
      onHost(MUSEUM, url, {
        method,
        headers: { access_token: token, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // The museum's administrator changes the editor's place in the museum, not the person.
    const rights = await asCurator('PUT', '/backend/accounts/editor/rights', {
      rights: [{ path: 'letters', r: true, w: true, d: false, p: false }],
    });
    expect(rights.status).toBe(200);
    const reset = await asCurator('POST', '/backend/accounts/editor/reset-password', {});
    expect(reset.status).toBe(403);
    expect(JSON.parse(reset.text).error_description).toMatch(/^這個帳號是從其他網站加入的/);
    expect((await asCurator('POST', '/backend/accounts/editor/disable', {})).status).toBe(403);
    // The main site's administrator, a platform administrator, is no account of the museum's.
    expect((await asCurator('POST', '/backend/accounts/admin/reset-password', {})).status).toBe(404);
    const listed = JSON.parse((await asCurator('GET', '/backend/accounts')).text) as Array<{
      account: string;
    }>;
    expect(listed.map((account) => account.account).sort()).toEqual(['curator', 'editor']);

    // Taken off the museum, the editor is still the main site's.
    expect((await asCurator('DELETE', '/backend/accounts/editor')).status).toBe(204);
    expect((await logInOn(MUSEUM, 'editor')).status).toBe(403);
    expect((await logInOn(MAIN, 'editor')).status).toBe(200);
  });

  it('deletes a person who belongs to another site too only from the site that deletes them', async () => {
    // The museum's administrator names the main site's writer in 新增帳號, and lets them join instead.
    const curator = await logInOn(MUSEUM, 'curator', curatorPassword);
    const curatorToken = (JSON.parse(curator.text) as { access_token: string }).access_token;
    const asCurator = (method: string, url: string, body?: unknown) =>
      onHost(MUSEUM, url, {
        method,
        headers: { access_token: curatorToken, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const named = await asCurator('POST', '/backend/accounts', { account: 'writer', displayName: '王' });
    expect(named.status).toBe(409);
    expect(JSON.parse(named.text)).toEqual(expect.objectContaining({ code: 'person_of_another_site' }));
    const joined = await asCurator('POST', '/backend/accounts/writer/join', {
      rights: [{ path: 'letters', r: true, w: false, d: false }],
    });
    expect(joined.status).toBe(201);
    expect(JSON.parse(joined.text)).toEqual(expect.objectContaining({ account: 'writer', admin: false }));
    expect((await asCurator('POST', '/backend/accounts/writer/join', {})).status).toBe(409);
    const admin = await logInOn(MAIN, 'admin');
    const token = (JSON.parse(admin.text) as { access_token: string }).access_token;
    const deleted = await onHost(MAIN, '/backend/accounts/writer', {
      method: 'DELETE',
      headers: { access_token: token },
    });
    expect(deleted.status).toBe(204);
    // Still the museum's, with the same password; no longer the main site's.
    expect((await logInOn(MUSEUM, 'writer')).status).toBe(200);
    expect((await logInOn(MAIN, 'writer')).status).toBe(403);
    const rows = await server.sql<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'account.delete'",
    );
    expect(rows.map((row) => JSON.parse(row.detail) as unknown)).toContainEqual(
      expect.objectContaining({ target: 'writer', removed: 'site' }),
    );
    // Taken off the museum too, the person is gone for good.
    expect((await asCurator('DELETE', '/backend/accounts/writer')).status).toBe(204);
    expect(await server.sql("SELECT account FROM users WHERE account = 'writer'")).toEqual([]);
  });

  it('refuses a taken host or code with the reason, and a malformed code as usage', async () => {
    const taken = await command(runSites, ['add', 'aquarium', '--name', '水族館', '--host', MUSEUM_ALIAS]);
    expect(taken.code).toBe(4);
    expect(taken.stderr).toBe(`網址 ${MUSEUM_ALIAS} 已屬於網站「海洋博物館」（museum）。\n`);
    const main = await command(runSites, ['add', 'aquarium', '--name', '水族館', '--host', MAIN]);
    expect(main.code).toBe(4);
    const code = await command(runSites, [
      'add',
      'museum',
      '--name',
      '又一館',
      '--host',
      'other.example.test',
    ]);
    expect(code).toEqual(
      expect.objectContaining({ code: 4, stderr: '網站代碼「museum」已被網站「海洋博物館」使用。\n' }),
    );
    const bad = await command(runSites, ['add', 'Museum_2', '--name', '館', '--host', 'x.example.test']);
    expect(bad.code).toBe(2);
    const listed = await command(runSites, ['list', '--json']);
    expect((JSON.parse(listed.stdout) as Array<{ code: string }>).map((site) => site.code)).toEqual([
      'default',
      'museum',
    ]);
  });

  it('shows a switched-off site’s visitors a zh-TW page, and still lets its staff sign in', async () => {
    expect((await command(runSites, ['disable', 'museum'])).code).toBe(0);
    // A running server reads the sites list again within seconds.
    server.clock.advanceSeconds(SITES_LIST_MAX_AGE_MS / 1000 + 1);
    const home = await onHost(MUSEUM, '/home/zh-tw');
    expect(home.status).toBe(503);
    expect(home.text).toContain('<title>海洋博物館暫停服務</title>');
    expect((await onHost(MUSEUM, '/api/site/structure')).status).toBe(503);
    expect((await onHost(MUSEUM, '/login')).status).toBe(200);
    expect((await logInOn(MUSEUM, 'curator', curatorPassword)).status).toBe(200);
    // The other site is untouched.
    expect((await onHost(MAIN, '/home/zh-tw')).status).toBe(200);

    expect((await command(runSites, ['enable', 'museum'])).code).toBe(0);
    server.clock.advanceSeconds(SITES_LIST_MAX_AGE_MS / 1000 + 1);
    expect((await onHost(MUSEUM, '/home/zh-tw')).status).toBe(200);
  });
});
