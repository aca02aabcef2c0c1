import type { DocumentView } from '../../../src/server/authoring/document-view';
import { buildDemoSite } from '../../../src/server/demo';
import { expectErrorBody, getJson } from '../support/http-client';
import { startAccountsServer } from '../accounts/support/accounts-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

describe('indexEditable guards the home and landing structures', () => {
  let server: TestServer;
  let editor: EditorClient;

  afterEach(() => server.close());

  it('refuses structure writes under the spec default (false) and still saves other documents', async () => {
    // A site that does not set it: the spec's default.
    server = await startTestServer({
      seed: { site: () => ({ ...buildDemoSite(), indexEditable: undefined }), images: () => [] },
    });
    editor = await signIn(server, 'editor');
    expect((await editor.send('GET', '/backend/site/settings')).body).toMatchObject({
      indexEditable: false,
      requireReview: true,
    });
    const home = await editor.doc('structure:home');
    expectErrorBody(await editor.save('structure:home', home.revision, home.draft), 409);
    expectErrorBody(
      await editor.send('POST', docUrl('structure:home', '/publish'), { ifMatch: home.revision, body: {} }),
      409,
    );
    const header = await editor.doc('chrome:header');
    expect((await editor.save('chrome:header', header.revision, header.draft)).status).toBe(200);
  });

  it('refuses to restore a revision of a structure while indexEditable is false, as a save would', async () => {
    server = await startTestServer({
      seed: { site: () => ({ ...buildDemoSite(), indexEditable: undefined }), images: () => [] },
    });
    editor = await signIn(server, 'editor');
    const home = await editor.doc('structure:home');
    const restore = await editor.send('POST', docUrl('structure:home', '/revisions/1/restore'), {
      ifMatch: home.revision,
    });
    expect(expectErrorBody(restore, 409).error_description).toContain('indexEditable');
    const after = await editor.doc('structure:home');
    expect(after.revision).toBe(home.revision);
    expect(after.draft).toEqual(home.draft);
    const header = await editor.doc('chrome:header');
    const restored = await editor.send('POST', docUrl('chrome:header', '/revisions/1/restore'), {
      ifMatch: header.revision,
    });
    expect(restored.status).toBe(200);
  });

  it('lets the demo (which turns it on) arrange the home page, published to the public API', async () => {
    // The administrator changes the setting; the second login step is not what this test is about.
    server = await startAccountsServer();
    editor = await signIn(server, 'editor');
    expect((await editor.send('GET', '/backend/site/settings')).body).toMatchObject({
      indexEditable: true,
      requireReview: true,
    });
    const home = await editor.doc('structure:home');
    const draft = home.draft as { templateKey: string; index: unknown[] };
    const reordered = { ...draft, index: [...draft.index].reverse() };
    const saved = await editor.save('structure:home', home.revision, reordered);
    await editor.send<DocumentView>('POST', docUrl('structure:home', '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect((await getJson(`${server.baseUrl}/api/site/structure`)).body).toEqual(reordered);
    const viewer = await signIn(server, 'viewer');
    expectErrorBody(
      await viewer.send('PUT', '/backend/site/settings', { body: { indexEditable: false } }),
      403,
    );
    const admin = await signIn(server, 'admin');
    expect(
      (await admin.send('PUT', '/backend/site/settings', { body: { indexEditable: false } })).body,
    ).toMatchObject({
      indexEditable: false,
      requireReview: true,
    });
    expectErrorBody(await editor.save('structure:home', saved.body.revision + 1, reordered), 409);
  });
});
