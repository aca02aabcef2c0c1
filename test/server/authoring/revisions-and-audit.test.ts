import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { JsonChange } from '../../../src/shared/json-diff';
import { expectErrorBody } from '../support/http-client';
import { startAccountsServer } from '../accounts/support/accounts-server';
import type { TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };
interface RevisionList {
  rows: Array<{ revision: number; action: string; account: string }>;
}

describe('revisions, differences, restore and the audit log', () => {
  let server: TestServer;
  let editor: EditorClient;
  let viewer: EditorClient;
  const ids: string[] = [];
  let next = 0;
  const freshDoc = async (): Promise<DocumentView> => editor.doc(ids[next++] ?? '');

  beforeAll(async () => {
    // The whole audit log is the administrator's; the second login step is tested elsewhere.
    server = await startAccountsServer();
    [editor, viewer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'viewer')]);
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    ids.push(...list.body.rows.map((row) => row.docId));
  });
  afterAll(() => server.close());

  it('lists revisions, answers any one, and gives the difference between two', async () => {
    const doc = await freshDoc();
    const draft = doc.draft as Data;
    await editor.save(doc.docId, 1, { ...draft, title: '第二版標題' });
    const list = await viewer.send<RevisionList>('GET', docUrl(doc.docId, '/revisions'));
    expect(list.body.rows.map((row) => [row.revision, row.action, row.account])).toEqual([
      [2, 'save', 'editor'],
      [1, 'publish', 'seed'],
    ]);
    const first = await viewer.send<{ data: Data }>('GET', docUrl(doc.docId, '/revisions/1'));
    expect(first.body.data.title).toBe(draft.title);
    const diff = await viewer.send<{ changes: JsonChange[] }>('GET', docUrl(doc.docId, '/diff?from=1&to=2'));
    expect(diff.body.changes).toEqual([
      { path: 'title', kind: 'changed', from: draft.title, to: '第二版標題' },
    ]);
    expectErrorBody(await viewer.send('GET', docUrl(doc.docId, '/revisions/9')), 404);
  });

  it('restores an old revision as a new draft revision, leaving the public copy alone', async () => {
    const doc = await freshDoc();
    const draft = doc.draft as Data;
    const saved = await editor.save(doc.docId, 1, { ...draft, title: '要被還原掉的標題' });
    const restored = await editor.send<DocumentView>('POST', docUrl(doc.docId, '/revisions/1/restore'), {
      ifMatch: saved.body.revision,
    });
    expect(restored.body).toEqual(expect.objectContaining({ revision: 3, status: 'published' }));
    expect((restored.body.draft as Data).title).toBe(draft.title);
    expectErrorBody(
      await editor.send('POST', docUrl(doc.docId, '/revisions/1/restore'), { ifMatch: 2 }),
      412,
    );
  });

  it('keeps the last 100 saved revisions and every publish revision', async () => {
    const doc = await freshDoc();
    let revision = 1;
    for (let n = 0; n < 105; n += 1) {
      revision = (await editor.save(doc.docId, revision, { ...(doc.draft as Data), title: `第 ${n} 次` }))
        .body.revision;
      if (n === 2) {
        const published = await editor.send<DocumentView>('POST', docUrl(doc.docId, '/publish'), {
          ifMatch: revision,
          body: {},
        });
        revision = published.body.revision;
      }
    }
    const list = await editor.send<RevisionList>('GET', docUrl(doc.docId, '/revisions'));
    const saves = list.body.rows.filter((row) => row.action === 'save');
    expect(saves).toHaveLength(100);
    expect(saves[0]?.revision).toBe(revision);
    expect(list.body.rows.filter((row) => row.action === 'publish').map((row) => row.revision)).toEqual([
      5, 1,
    ]);
  }, 30_000);

  it('lets an administrator read the audit log of writes, and refuses it without a token', async () => {
    const doc = await freshDoc();
    await editor.save(doc.docId, 1, { ...(doc.draft as Data), title: '留下紀錄' });
    const admin = await signIn(server, 'admin');
    const audit = await admin.send<{
      rows: Array<{ account: string; action: string; docId: string; revision: number; at: string }>;
    }>('GET', '/backend/audit?limit=5&action=save');
    expect(audit.body.rows[0]).toEqual({
      id: expect.any(Number),
      at: new Date(server.clock.now()).toISOString(),
      account: 'editor',
      action: 'save',
      docId: doc.docId,
      // **ext**: the document named by its title, as the audit screen shows it.
      document: '留下紀錄',
      revision: 2,
      detail: null,
    });
    expectErrorBody(
      await fetch(`${server.baseUrl}/backend/audit`).then(async (r) => ({
        status: r.status,
        headers: r.headers,
        body: (await r.json()) as unknown,
      })),
      612,
    );
  });
});
