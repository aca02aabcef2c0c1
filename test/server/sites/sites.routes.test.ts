import type { ApiErrorBody } from '../../../src/shared/api-types';
import { SITE_PATHS, type SiteSummary } from '../../../src/shared/sites.types';
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
});
