import fs from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody } from '../../../src/shared/api-types';
import { AUTHORING_PATHS } from '../../../src/shared/authoring-paths';
import { SITE_PATHS, type SiteAdministrator, type SiteSummary } from '../../../src/shared/sites.types';
import { requestFrom } from '../support/raw-http';
import { signIn, type EditorClient } from '../support/sign-in';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';

// 網站列表's API: a 平台管理者 (the demo's administrator, as every administrator of a database from
// before sites became) lists, adds, re-hosts and switches off sites; nobody else may.
describe('the platform’s sites API', () => {
  let server: TestServer;
  let admin: EditorClient;
  let editor: EditorClient;

  beforeAll(async () => {
    // The test's clients call 127.0.0.1, a host no site claims: DEFAULT_SITE serves them the default site.
    server = await startTestServer({
      ...NO_TWO_STEP,
      publicOrigin: 'http://main.example.test',
      defaultSite: 'default',
    });
    [admin, editor] = await Promise.all([signIn(server, 'admin'), signIn(server, 'editor')]);
  });
  afterAll(() => server.close());

  const headerOn = async (host: string) => {
    const answer = await requestFrom('127.0.0.1', `${server.baseUrl}/api/site/header`, { headers: { host } });
    return {
      status: answer.status,
      title: answer.status === 200 ? (JSON.parse(answer.text) as { title: string }).title : '',
    };
  };

  it('refuses anyone but a platform administrator, in zh-TW', async () => {
    for (const [method, url, body] of [
      ['GET', SITE_PATHS.sites, undefined],
      ['POST', SITE_PATHS.sites, { code: 'x', name: '某館', host: 'x.example.test' }],
      ['POST', SITE_PATHS.siteAction('default', 'disable'), undefined],
    ] as const) {
      const answer = await editor.send<ApiErrorBody>(method, url, body === undefined ? {} : { body });
      expect(answer.status).toBe(403);
      expect(answer.body.error_description).toBe('只有平台管理者可以管理網站。');
    }
  });

  it('adds a site that answers on its host at once, and audits it in words', async () => {
    const created = await admin.send<SiteSummary>('POST', SITE_PATHS.sites, {
      body: {
        code: 'museum',
        name: '海洋博物館',
        host: 'museum.example.test',
        aliases: ['www.museum.example.test'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      code: 'museum',
      name: '海洋博物館',
      origin: 'https://museum.example.test',
      aliases: ['www.museum.example.test'],
      status: 'active',
      purgeAt: null,
      lastPublishedAt: null,
      mediaBytes: 0,
      administrators: [],
    });
    expect(await headerOn('museum.example.test')).toEqual({ status: 200, title: '海洋博物館' });
    const listed = await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites);
    expect(listed.body.map((site) => site.code)).toEqual(['default', 'museum']);
    const [row] = await server.sql<{ account: string; detail: string }>(
      "SELECT account, detail FROM audit_log WHERE action = 'site.add'",
    );
    expect(row?.account).toBe('admin');
    expect(JSON.parse(row!.detail)).toEqual(expect.objectContaining({ site: 'museum', name: '海洋博物館' }));
  });

  it('answers a malformed site or a taken host with the reason beside its field', async () => {
    const bad = await admin.send<ApiErrorBody>('POST', SITE_PATHS.sites, {
      body: { code: 'Museum 2', name: '館', host: 'two.example.test' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.code).toBe(
      '網站代碼為 1–40 個小寫英文字母、數字或連字號（-），開頭與結尾不可為連字號。',
    );
    const path = await admin.send<ApiErrorBody>('POST', SITE_PATHS.sites, {
      body: { code: 'two', name: '館', host: 'https://two.example.test/path' },
    });
    expect(path.status).toBe(400);
    expect(path.body.fields?.host).toMatch(/^請填主機名稱/);
    const taken = await admin.send<ApiErrorBody>('POST', SITE_PATHS.sites, {
      body: { code: 'two', name: '第二館', host: 'main.example.test' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error_description).toBe('網址 main.example.test 已屬於網站「預設網站」（default）。');
    const extra = await admin.send<ApiErrorBody>('POST', SITE_PATHS.sites, {
      body: { code: 'two', name: '館', host: 'two.example.test', owner: 'me' },
    });
    expect(extra.status).toBe(400);
  });

  it('moves a site to another host, and switches it off and on', async () => {
    const moved = await admin.send<SiteSummary>('PUT', SITE_PATHS.siteHosts('museum'), {
      body: { host: 'sea.example.test', aliases: ['museum.example.test'] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.origin).toBe('https://sea.example.test');
    expect(await headerOn('sea.example.test')).toEqual({ status: 200, title: '海洋博物館' });
    const alias = await requestFrom('127.0.0.1', `${server.baseUrl}/home/zh-tw`, {
      headers: { host: 'museum.example.test' },
    });
    expect([alias.status, alias.headers.location]).toEqual([301, 'https://sea.example.test/home/zh-tw']);

    const off = await admin.send<SiteSummary>('POST', SITE_PATHS.siteAction('museum', 'disable'));
    expect(off.body.status).toBe('disabled');
    const closed = await requestFrom('127.0.0.1', `${server.baseUrl}/home/zh-tw`, {
      headers: { host: 'sea.example.test' },
    });
    expect(closed.status).toBe(503);
    const on = await admin.send<SiteSummary>('POST', SITE_PATHS.siteAction('museum', 'enable'));
    expect(on.body.status).toBe('active');
    expect((await headerOn('sea.example.test')).status).toBe(200);
    const missing = await admin.send<ApiErrorBody>('POST', SITE_PATHS.siteAction('nowhere', 'disable'));
    expect([missing.status, missing.body.error_description]).toEqual([404, '找不到網站代碼「nowhere」。']);
  });

  it('lists each site’s last publish and the space its media take', async () => {
    const bytesOf = async () =>
      Object.fromEntries(
        (await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites)).body.map((site) => [
          site.code,
          site.mediaBytes,
        ]),
      );
    const before = await bytesOf();
    // The default site's uploads are MEDIA_DIR; the other sites' folders inside it are not its own.
    const upload = (folder: string, bytes: number) => {
      const dir = path.join(server.dir, 'uploads', folder, 'a'.repeat(32));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'original.png'), Buffer.alloc(bytes));
    };
    upload('', 1234);
    upload('sites/museum', 100);
    const after = await bytesOf();
    expect(after.default! - before.default!).toBe(1234);
    expect(after.museum! - before.museum!).toBe(100);

    // A seed's publish is nobody's: the demo has not been published by anyone yet.
    const home = (await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites)).body[0]!;
    expect(home.lastPublishedAt).toBeNull();
    const list = await admin.send<{ rows: Array<{ docId: string; revision: number }> }>(
      'GET',
      '/backend/documents?type=item&path=activities',
    );
    const doc = list.body.rows[0]!;
    const published = await admin.send('POST', AUTHORING_PATHS.publish(doc.docId), {
      ifMatch: doc.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    const listed = await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites);
    const stamped = listed.body.find((site) => site.code === 'default')!.lastPublishedAt;
    expect(stamped).toBe(new Date(server.clock.now()).toISOString());
    expect(listed.body.find((site) => site.code === 'museum')!.lastPublishedAt).toBeNull();
  });

  it('starts a site with a copy of another’s structure and chrome, without its content', async () => {
    const created = await admin.send<SiteSummary>('POST', SITE_PATHS.sites, {
      body: { code: 'archive', name: '檔案館', host: 'archive.example.test', copyFrom: 'default' },
    });
    expect(created.status).toBe(201);
    expect(await headerOn('archive.example.test')).toEqual({ status: 200, title: '檔案館' });
    const menuOn = async (host: string) =>
      (await requestFrom('127.0.0.1', `${server.baseUrl}/api/site/menu`, { headers: { host } })).text;
    expect(await menuOn('archive.example.test')).toBe(await menuOn('main.example.test'));
    const count = async (table: string, site: string) =>
      Number(
        (await server.sql<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE site = '${site}'`))[0]!.n,
      );
    expect(await count('modules', 'archive')).toBe(await count('modules', 'default'));
    expect(await count('modules', 'archive')).toBeGreaterThan(5);
    expect(await count('items', 'archive')).toBe(0);
    expect(await count('site_members', 'archive')).toBe(0);

    const missing = await admin.send<ApiErrorBody>('POST', SITE_PATHS.sites, {
      body: { code: 'three', name: '三館', host: 'three.example.test', copyFrom: 'nowhere' },
    });
    expect([missing.status, missing.body.fields?.copyFrom]).toEqual([400, '請選擇一個現有的網站。']);
    const listed = await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites);
    expect(listed.body.map((site) => site.code)).not.toContain('three');
  });

  it('gives a site its first administrator: a new account, or a person of another site', async () => {
    const fresh = await admin.send<SiteAdministrator>('POST', SITE_PATHS.siteAdministrators('museum'), {
      body: { account: 'Curator', displayName: '典藏組長', email: 'curator@example.gov.tw' },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body.person).toEqual({ account: 'curator', displayName: '典藏組長' });
    expect(fresh.body.joined).toBe(false);
    expect(fresh.body.initialPassword).toEqual(expect.any(String));
    expect(fresh.body.site.administrators).toEqual([{ account: 'curator', displayName: '典藏組長' }]);
    const [member] = await server.sql<{ site: string; is_admin: number }>(
      "SELECT site, is_admin FROM site_members WHERE account = 'curator'",
    );
    expect(member).toEqual({ site: 'museum', is_admin: 1 });

    const joined = await admin.send<SiteAdministrator>('POST', SITE_PATHS.siteAdministrators('museum'), {
      body: { account: 'editor' },
    });
    expect(joined.status).toBe(201);
    expect(joined.body.joined).toBe(true);
    expect(joined.body.initialPassword).toBeUndefined();
    expect(joined.body.site.administrators.map((person) => person.account)).toEqual(['curator', 'editor']);

    const again = await admin.send<ApiErrorBody>('POST', SITE_PATHS.siteAdministrators('museum'), {
      body: { account: 'editor' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error_description).toMatch(/（editor）已是「海洋博物館」的網站管理者。$/);
    const nameless = await admin.send<ApiErrorBody>('POST', SITE_PATHS.siteAdministrators('museum'), {
      body: { account: 'registrar' },
    });
    expect([nameless.status, nameless.body.fields?.displayName]).toEqual([400, '請填寫顯示名稱']);
    const refused = await editor.send<ApiErrorBody>('POST', SITE_PATHS.siteAdministrators('museum'), {
      body: { account: 'someone', displayName: '某人' },
    });
    expect(refused.status).toBe(403);
  });
});

// A server of one site without PUBLIC_ORIGIN answers every host; its platform administrator adds a
// second site from 網站列表 and must still reach the default site by the address they were using.
describe('the first other site added from the screen', () => {
  let server: TestServer;
  afterAll(() => server.close());

  it('keeps the default site on the address its administrator reached it by', async () => {
    server = await startTestServer({ ...NO_TWO_STEP });
    const admin = await signIn(server, 'admin');
    const created = await admin.send<SiteSummary>('POST', SITE_PATHS.sites, {
      body: { code: 'museum', name: '海洋博物館', host: 'museum.example.test' },
    });
    expect(created.status).toBe(201);
    const listed = await admin.send<SiteSummary[]>('GET', SITE_PATHS.sites);
    expect(listed.status).toBe(200);
    expect(listed.body.find((site) => site.code === 'default')?.origin).toBe(server.baseUrl);
    const [row] = await server.sql<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'site.hosts'",
    );
    expect(JSON.parse(row!.detail)).toEqual(
      expect.objectContaining({ site: 'default', origin: server.baseUrl }),
    );
  });
});
