import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { SiteStructure } from '../../../src/shared/api-types';
import { AUTHORING_PATHS } from '../../../src/shared/authoring-paths';
import { aLetter } from '../mailbox/inbox.support';
import { expectErrorBody, getJson, postJson } from '../support/http-client';
import { docUrl, staffSite, type EditorClient } from '../support/sign-in';

// 刪除單元 (ext): an administrator takes a module made by mistake off the site, and is refused
// while anything would be lost or left linking to nothing.
describe('刪除單元: DELETE /backend/modules/{path}', () => {
  const site = staffSite();

  const create = async (path: string, kind = 'normal') =>
    expect(
      (
        await site.admin.send('POST', AUTHORING_PATHS.modules, {
          body: { path, kind, title: `單元 ${path}` },
        })
      ).status,
    ).toBe(201);
  const remove = (client: EditorClient, path: string) =>
    client.send<{ error_description: string }>('DELETE', AUTHORING_PATHS.module(path));
  const documentsOn = (path: string) =>
    site.server.sql<{ doc_id: string }>(
      'SELECT doc_id FROM documents WHERE rights_path = ? OR doc_id = ? ORDER BY doc_id',
      [path, `settings:${path}`],
    );

  it('takes an empty module off the site for good, audited, and frees its path', async () => {
    await create('mistake');
    await site.admin.send('PUT', '/backend/accounts/editor/rights', {
      body: {
        rights: [
          { path: '*', r: true, w: true, d: true, p: true },
          { path: 'mistake', r: true, w: true, d: false, p: false },
        ],
      },
    });
    const removed = await remove(site.admin, 'mistake');
    expect(removed.status).toBe(204);
    expect((await getJson(`${site.server.baseUrl}/api/site/module/mistake`)).status).toBe(404);
    expect((await getJson(`${site.server.baseUrl}/api/cms/mistake`)).status).toBe(404);
    const modules = await site.admin.send<Array<{ path: string }>>('GET', AUTHORING_PATHS.modules);
    expect(modules.body.map((module) => module.path)).not.toContain('mistake');
    expect(await documentsOn('mistake')).toEqual([]);
    expect(await site.server.sql('SELECT path FROM user_rights WHERE path = ?', ['mistake'])).toEqual([]);
    const [audit] = await site.server.sql<{ account: string; doc_id: string; detail: string }>(
      "SELECT account, doc_id, detail FROM audit_log WHERE action = 'module.delete'",
    );
    expect(audit).toMatchObject({ account: 'admin', doc_id: 'settings:mistake' });
    expect(JSON.parse(audit!.detail)).toEqual({
      path: 'mistake',
      kind: 'normal',
      title: '單元 mistake',
      documents: ['settings:mistake'],
    });
    await create('mistake');
  });

  it('deletes a single page with its page and every revision of it', async () => {
    await create('draft-page', 'single');
    const page = await site.admin.doc('page:draft-page');
    await site.admin.save('page:draft-page', page.revision, {
      ...(page.draft as object),
      content: '<p>草稿</p>',
    });
    expect((await remove(site.admin, 'draft-page')).status).toBe(204);
    expect(await documentsOn('draft-page')).toEqual([]);
    expect(
      await site.server.sql('SELECT doc_id FROM revisions WHERE doc_id = ?', ['page:draft-page']),
    ).toEqual([]);
  });

  it('refuses a module that still holds items, then deletes it with the trash once they are deleted', async () => {
    await create('notices');
    const item = await site.editor.send<DocumentView>('POST', '/backend/documents', {
      body: { path: 'notices', data: { id: 'first', title: '第一則' } },
    });
    expect(item.status).toBe(201);
    const refused = await remove(site.admin, 'notices');
    expect([refused.status, refused.body.error_description]).toEqual([
      409,
      '這個單元還有 1 個項目，請先刪除項目，再刪除單元。',
    ]);
    expect((await getJson(`${site.server.baseUrl}/api/site/module/notices`)).status).toBe(200);
    expect((await site.editor.send('DELETE', docUrl('item:notices:first'))).status).toBe(200);
    expect((await remove(site.admin, 'notices')).status).toBe(204);
    expect(await documentsOn('notices')).toEqual([]);
  });

  it('refuses the tag page, a mailbox that has letters, and a module the menu or the home page links to', async () => {
    expect(expectErrorBody(await remove(site.admin, 'tag'), 409).error_description).toBe(
      '主題標籤頁是每個標籤連結的目的地，不能刪除。',
    );
    expect((await postJson(`${site.server.baseUrl}/api/cms/mailbox`, aLetter())).status).toBe(200);
    expect(expectErrorBody(await remove(site.admin, 'mailbox'), 409).error_description).toBe(
      '這個民意信箱收過民眾來信，信件必須保存，單元不能刪除。',
    );
    // 參觀資訊 is a single page in the demo's menu.
    expect(expectErrorBody(await remove(site.admin, 'visit'), 409).error_description).toMatch(
      /^主選單仍連到這個單元，請先移除連結並發布，再刪除單元。$/,
    );
    // A section of the home page's draft is a link too: publishing it would leave it empty.
    await create('linked');
    const home = await site.admin.doc('structure:home');
    const structure = home.draft as SiteStructure;
    const saved = await site.admin.save('structure:home', home.revision, {
      ...structure,
      index: [...structure.index, { layout: 'index-article-01', title: '連結', path: 'linked' }],
    });
    expect(saved.status).toBe(200);
    expect(expectErrorBody(await remove(site.admin, 'linked'), 409).error_description).toBe(
      '首頁仍連到這個單元，請先移除連結並發布，再刪除單元。',
    );
    expect((await getJson(`${site.server.baseUrl}/api/site/module/linked`)).status).toBe(200);
  });

  it('answers 403 to anyone but an administrator and 404 for a path no module has', async () => {
    await create('kept');
    expect(expectErrorBody(await remove(site.editor, 'kept'), 403).error_description).toBe(
      '只有網站管理者可以執行這項操作。',
    );
    expect(expectErrorBody(await remove(site.admin, 'nothing-here'), 404).error_description).toBe(
      '找不到這個單元。',
    );
    expect((await getJson(`${site.server.baseUrl}/api/site/module/kept`)).status).toBe(200);
  });
});
