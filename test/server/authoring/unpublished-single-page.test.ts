import { render } from '../../../src/composition/server-render';
import type { PageObject } from '../../../src/shared/api-types';
import type { ModuleSummary } from '../../../src/shared/modules.schema';
import { expectErrorBody, getJson } from '../support/http-client';
import { writeRenderBuild } from '../support/render-build';
import { NO_TWO_STEP, startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

/**
 * A single page made with 新增單元 is a draft until its first publish: its writers open it in the
 * editor (on the draft, through the authoring API), while visitors, and the server-rendered page,
 * get the 404 until it is published.
 */
describe('a single page before its first publish', () => {
  let server: TestServer;
  let admin: EditorClient;

  beforeAll(async () => {
    server = await startTestServer({ ...NO_TWO_STEP, serverRender: true, renderBundle: render });
    writeRenderBuild(server);
    admin = await signIn(server, 'admin');
    const created = await admin.send('POST', '/backend/modules', {
      body: { path: 'visiting', kind: 'single', title: '開館籌備說明' },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => server.close());

  it('answers visitors 404 on the public API and on the server-rendered page', async () => {
    expectErrorBody(await getJson(`${server.baseUrl}/api/cms/visiting`), 404);
    const response = await fetch(`${server.baseUrl}/home/zh-tw/visiting`);
    expect(response.status).toBe(404);
    const html = await response.text();
    // The error page through and through: not a page titled after the unpublished one.
    expect(html).toContain('<title>404 Not Found</title>');
    expect(html).not.toContain('開館籌備說明');
  });

  it('is listed among the modules as not published, so the menu editor can say so', async () => {
    const modules = await admin.send<ModuleSummary[]>('GET', '/backend/modules');
    expect(modules.body.find((module) => module.path === 'visiting')).toEqual({
      path: 'visiting',
      title: '開館籌備說明',
      kind: 'single',
      published: false,
      moduleKey: 'cms-single',
    });
    // A published single page and a list say nothing of it.
    expect(modules.body.find((module) => module.path === 'about')).toEqual(
      expect.not.objectContaining({ published: expect.anything() }),
    );
    expect(modules.body.find((module) => module.path === 'news')?.published).toBeUndefined();
    // Nor a landing page, stored as a single-kind module with sections and no page row.
    expect(modules.body.find((module) => module.path === 'explore')).toEqual(
      expect.not.objectContaining({ published: expect.anything() }),
    );
  });

  it('gives a writer its draft through the authoring API, and the page once published', async () => {
    const draft = await admin.doc('page:visiting');
    expect([draft.status, (draft.draft as PageObject).title]).toEqual(['draft', '開館籌備說明']);
    await admin.save('page:visiting', draft.revision, {
      ...(draft.draft as object),
      content: '<p>週一休館</p>',
    });
    const published = await admin.send('POST', docUrl('page:visiting', '/publish'), {
      ifMatch: draft.revision + 1,
      body: {},
    });
    expect(published.status).toBe(200);
    const shown = await getJson<PageObject>(`${server.baseUrl}/api/cms/visiting`);
    expect([shown.status, shown.body.content]).toEqual([200, '<p>週一休館</p>']);
    const response = await fetch(`${server.baseUrl}/home/zh-tw/visiting`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('週一休館');
    const modules = await admin.send<ModuleSummary[]>('GET', '/backend/modules');
    expect(modules.body.find((module) => module.path === 'visiting')?.published).toBeUndefined();
  });
});
