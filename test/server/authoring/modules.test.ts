import type { DocumentView } from '../../../src/server/authoring/document-view';
import { ACCOUNT_PATHS, type RightsPath } from '../../../src/shared/accounts.types';
import type { ListAnswer, MenuSetting, ModuleInfo, PageObject } from '../../../src/shared/api-types';
import { expectErrorBody, getJson } from '../support/http-client';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';
import { ApiAuthoring } from '../../../src/adapters/http/api-authoring.adapter';
import { ApiError } from '../../../src/domain/errors/api-errors';
import { apiClientFor } from './support/api-client-for';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

const MODULES = '/backend/modules';
const ADMIN_ONLY = '只有網站管理者可以執行這項操作。';

function auditRows(
  server: TestServer,
): Promise<Array<{ account: string; action: string; doc_id: string; detail: string }>> {
  return server.sql(
    "SELECT account, action, doc_id, detail FROM audit_log WHERE action = 'module.create' ORDER BY id",
  );
}

describe('新增單元: POST /backend/modules', () => {
  let server: TestServer;
  let admin: EditorClient;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startTestServer(NO_TWO_STEP);
    [admin, editor] = await Promise.all([signIn(server, 'admin'), signIn(server, 'editor')]);
  });
  afterAll(() => server.close());

  const create = (client: EditorClient, body: unknown) =>
    client.send<DocumentView>('POST', MODULES, { body });

  it('creates a list module the public API serves at once, with an empty list and its settings', async () => {
    const created = await create(admin, { path: 'bulletins', kind: 'normal', title: ' 最新消息 ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(
      expect.objectContaining({
        docId: 'settings:bulletins',
        type: 'settings',
        revision: 1,
        status: 'published',
      }),
    );
    const info = await getJson<ModuleInfo>(`${server.baseUrl}/api/site/module/bulletins`);
    // The kind's list layout, and the home page's frame since none was asked for.
    expect(info.body).toEqual({ moduleKey: 'cms-normal', templateKey: 'template-001', title: '最新消息' });
    expect(created.body.draft).toEqual({ info: info.body, setting: expect.any(Object) });
    const list = await getJson<ListAnswer<unknown>>(`${server.baseUrl}/api/cms/bulletins`);
    expect([list.status, list.body]).toEqual([200, { rows: [], total: 0, tags: [], years: [] }]);
    const setting = await getJson<MenuSetting>(`${server.baseUrl}/api/cms/menuSetting/bulletins`);
    expect(setting.body.showDate).toBe(true);
  });

  it('lets items be added to the new module, and lists them publicly once published', async () => {
    await create(admin, { path: 'notices', kind: 'normal', title: '公告事項' });
    const item = await editor.send<DocumentView>('POST', '/backend/documents', {
      body: { path: 'notices', data: { id: 'first', title: '第一則公告', content: '<p>開幕</p>' } },
    });
    expect(item.status).toBe(201);
    expect(
      (await editor.send('POST', docUrl('item:notices:first', '/publish'), { ifMatch: 1, body: {} })).status,
    ).toBe(200);
    const list = await getJson<ListAnswer<{ id: string; title: string }>>(
      `${server.baseUrl}/api/cms/notices`,
    );
    expect(list.body.rows.map((row) => [row.id, row.title])).toEqual([['first', '第一則公告']]);
  });

  it('refuses new items in a single page, a landing page, the mailbox and the tag page with 409 in zh-TW', async () => {
    for (const path of ['about', 'explore', 'mailbox', 'tag']) {
      const refused = await editor.send<{ error_description: string }>('POST', '/backend/documents', {
        body: { path, data: { title: '不該出現的項目' } },
      });
      expect([path, refused.status, refused.body.error_description]).toEqual([
        path,
        409,
        '這個頁面不能新增項目。',
      ]);
    }
  });

  it('gives a single-page module an empty unpublished page draft that becomes the page once published', async () => {
    const created = await create(admin, {
      path: 'opening-hours',
      kind: 'single',
      title: '開放時間',
      templateKey: 'template-004',
    });
    expect(created.status).toBe(201);
    const info = await getJson<ModuleInfo>(`${server.baseUrl}/api/site/module/opening-hours`);
    expect(info.body).toEqual({ moduleKey: 'cms-single', templateKey: 'template-004', title: '開放時間' });
    expectErrorBody(await getJson(`${server.baseUrl}/api/cms/opening-hours`), 404);
    const page = await admin.doc('page:opening-hours');
    expect(page).toEqual(expect.objectContaining({ revision: 1, status: 'draft', published: null }));
    expect(page.draft).toEqual(
      expect.objectContaining({ id: 'opening-hours', title: '開放時間', content: '', images: [] }),
    );
    const saved = await admin.save('page:opening-hours', 1, {
      ...(page.draft as object),
      content: '<p>週二至週日</p>',
    });
    expect(saved.status).toBe(200);
    await admin.send('POST', docUrl('page:opening-hours', '/publish'), { ifMatch: 2, body: {} });
    const shown = await getJson<PageObject>(`${server.baseUrl}/api/cms/opening-hours`);
    expect([shown.status, shown.body.title, shown.body.content]).toEqual([
      200,
      '開放時間',
      '<p>週二至週日</p>',
    ]);
  });

  it('refuses a non-administrator with 403 and the zh-TW reason, even one with every right on *', async () => {
    const refused = await create(editor, { path: 'by-editor', kind: 'normal', title: '編輯者的單元' });
    expect(expectErrorBody(refused, 403).error_description).toBe(ADMIN_ONLY);
    expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/by-editor`), 404);
  });

  it('answers 409 in zh-TW for a path a module or a landing page already has', async () => {
    for (const path of ['news', 'explore', 'bulletins']) {
      const taken = await create(admin, { path, kind: 'gallery', title: '重複' });
      expect(expectErrorBody(taken, 409)).toEqual(
        expect.objectContaining({
          error_description: '這個網址代稱已有單元使用，請換一個',
          fields: { path: '這個網址代稱已有單元使用，請換一個' },
        }),
      );
    }
    const info = await getJson<ModuleInfo>(`${server.baseUrl}/api/site/module/news`);
    expect(info.body.title).toBe('新聞稿');
  });

  it.each([
    ['n', 'path'],
    ['News', 'path'],
    ['1news', 'path'],
    ['news_2026', 'path'],
    ['最新消息', 'path'],
    ['x'.repeat(51), 'path'],
  ])('refuses the path %j with 400 and the allowed characters', async (path, field) => {
    const answer = await create(admin, { path, kind: 'normal', title: '壞代稱' });
    expect(expectErrorBody(answer, 400).fields?.[field]).toMatch(/小寫英文字母開頭/);
  });

  it.each(['editor', 'search', 'sitemap', 'login', 'fault-500', 'constructor'])(
    'refuses the reserved path %j, which a client route or the server already takes',
    async (path) => {
      const answer = await create(admin, { path, kind: 'normal', title: '保留' });
      expect(expectErrorBody(answer, 400).fields).toEqual({ path: '這個網址代稱是網站保留的路徑，請換一個' });
    },
  );

  it('keeps the path tag for a tag page, where every tag link leads', async () => {
    const answer = await create(admin, { path: 'tag', kind: 'normal', title: '不是標籤' });
    expect(expectErrorBody(answer, 400).fields).toEqual({ path: '網址代稱 tag 只能用於「標籤」類型的單元' });
  });

  it('refuses an unknown kind, a missing or blank title, an unknown frame and unknown fields in zh-TW', async () => {
    const fieldsOf = async (body: unknown) => expectErrorBody(await create(admin, body), 400).fields;
    expect(await fieldsOf({ path: 'oops', kind: 'blog', title: '部落格' })).toEqual({
      kind: '請選擇單元類型',
    });
    expect(await fieldsOf({ path: 'oops', kind: 'normal', title: '  ' })).toEqual({
      title: '請填寫單元名稱',
    });
    expect(await fieldsOf({ path: 'oops', kind: 'normal' })).toEqual({ title: '缺少欄位：title' });
    expect(
      await fieldsOf({ path: 'oops', kind: 'normal', title: '版型', templateKey: 'template-006' }),
    ).toEqual({
      templateKey: expect.stringMatching(/版型/),
    });
    expect(
      Object.values((await fieldsOf({ path: 'oops', kind: 'normal', title: '多的', extra: 1 })) ?? {}),
    ).toEqual(['不接受的欄位']);
    expectErrorBody(await getJson(`${server.baseUrl}/api/site/module/oops`), 404);
  });

  it('records module.create in the audit log with the administrator, the document and what was made', async () => {
    const rows = await auditRows(server);
    expect(rows.map((row) => [row.account, row.doc_id])).toEqual([
      ['admin', 'settings:bulletins'],
      ['admin', 'settings:notices'],
      ['admin', 'settings:opening-hours'],
    ]);
    expect(JSON.parse(rows[2]?.detail ?? '{}')).toEqual({
      path: 'opening-hours',
      kind: 'single',
      title: '開放時間',
      templateKey: 'template-004',
    });
  });

  it('lists every module, in the menu or not, to a signed-in editor, and to nobody else', async () => {
    const listed = await editor.send<Array<{ path: string; title: string; kind: string }>>('GET', MODULES);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        { path: 'bulletins', title: '最新消息', kind: 'normal', moduleKey: 'cms-normal' },
        { path: 'opening-hours', title: '開放時間', kind: 'single', moduleKey: 'cms-single' },
        { path: 'news', title: '新聞稿', kind: 'normal', moduleKey: 'cms-normal' },
      ]),
    );
    expect(listed.body.map((row) => row.path)).toEqual([...listed.body.map((row) => row.path)].sort());
    expect((await getJson(`${server.baseUrl}${MODULES}`)).status).toBe(612);
  });

  it('is what the editor’s HTTP adapter calls: the settings answered, the 409 typed, the modules listed', async () => {
    const authoring = new ApiAuthoring((await apiClientFor(server, 'admin')).api);
    const made = await authoring.createModule({ path: 'press', kind: 'download', title: '新聞資料下載' });
    expect(made).toMatchObject({
      docId: 'settings:press',
      status: 'published',
      draft: { info: { moduleKey: 'cms-download' } },
    });
    const again = await authoring
      .createModule({ path: 'press', kind: 'download', title: '又一次' })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ status: 409, fields: { path: '這個網址代稱已有單元使用，請換一個' } });
    expect(await authoring.modules()).toContainEqual({
      path: 'press',
      title: '新聞資料下載',
      kind: 'download',
      moduleKey: 'cms-download',
    });
  });

  it('offers the new module among the paths rights can name', async () => {
    const paths = await admin.send<RightsPath[]>('GET', ACCOUNT_PATHS.rightsPaths);
    expect(paths.body).toEqual(expect.arrayContaining([{ path: 'bulletins', title: '最新消息' }]));
  });
});

describe('新增單元 on the placeholder site of an empty database', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      ...NO_TWO_STEP,
      seedDemo: false,
      firstAdmin: { account: 'webmaster', password: 'Lantern-festival-2026' },
    });
  });
  afterAll(() => server.close());

  it('builds the first module of a site that had only its policy drafts, in the home page frame, once the password is changed', async () => {
    const admin = await signIn(server, 'webmaster', 'Lantern-festival-2026');
    const owed = await admin.send('POST', MODULES, {
      body: { path: 'news', kind: 'normal', title: '最新消息' },
    });
    expect(owed.status).toBe(403);
    const changed = await admin.send('POST', ACCOUNT_PATHS.myPassword, {
      body: { current: 'Lantern-festival-2026', next: 'Harbour-lights-2026-west' },
    });
    expect(changed.status).toBe(204);
    const created = await admin.send<DocumentView>('POST', MODULES, {
      body: { path: 'news', kind: 'normal', title: '最新消息' },
    });
    expect(created.status).toBe(201);
    const info = await getJson<ModuleInfo>(`${server.baseUrl}/api/site/module/news`);
    expect(info.body).toEqual({ moduleKey: 'cms-normal', templateKey: 'template-001', title: '最新消息' });
    expect((await getJson(`${server.baseUrl}/api/cms/news`)).body).toEqual({
      rows: [],
      total: 0,
      tags: [],
      years: [],
    });
    const paths = await admin.send<RightsPath[]>('GET', ACCOUNT_PATHS.rightsPaths);
    // Beside the site, the new module and the three policy pages every new site starts with.
    expect(paths.body).toEqual([
      { path: '*', title: '全站' },
      { path: 'news', title: '最新消息' },
      { path: 'open-data-declaration', title: '政府網站資料開放宣告' },
      { path: 'privacy', title: '隱私權保護政策' },
      { path: 'security', title: '資訊安全政策' },
    ]);
  });
});
