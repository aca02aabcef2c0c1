import { ApiAuthoring } from '../../../src/adapters/http/api-authoring.adapter';
import { ApiHistory } from '../../../src/adapters/http/api-history.adapter';
import { SaveConflict } from '../../../src/domain/editing/authoring.port';
import { ApiError } from '../../../src/domain/errors/api-errors';
import { outcome } from '../../domain/support/outcome';
import { startTestServer, type TestServer } from '../support/test-server';
import { apiClientFor, newsDocIds } from './support/api-client-for';

// The adapter as the browser runs it: the real api client over FetchHttp, against the real server.
describe('ApiHistory against the reference server', () => {
  let server: TestServer;
  const docIds: string[] = [];
  let nextDoc = 0;
  const freshDocId = (): string => docIds[nextDoc++] ?? '';

  async function as(account: string) {
    const { api, dialogs } = await apiClientFor(server, account);
    return { history: new ApiHistory(api), authoring: new ApiAuthoring(api), dialogs };
  }

  beforeAll(async () => {
    server = await startTestServer();
    docIds.push(...(await newsDocIds(server)));
  });
  afterAll(() => server.close());

  it('lists a module’s documents with their titles and filters them by status', async () => {
    const { history, authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    await authoring.save(docId, { ...doc.draft, title: '改過的標題' }, doc.revision, 'key-list-0001');
    const all = await history.documents({ type: 'item', path: 'news', limit: 50, offset: 0 });
    expect(all.total).toBeGreaterThan(1);
    expect(all.rows.find((row) => row.docId === docId)).toMatchObject({
      title: '改過的標題',
      status: 'changed',
    });
    const changed = await history.documents({
      type: 'item',
      path: 'news',
      status: 'changed',
      limit: 50,
      offset: 0,
    });
    expect(changed.rows.map((row) => row.docId)).toContain(docId);
    expect(changed.rows.every((row) => row.status === 'changed')).toBe(true);
  });

  it('lists revisions newest first, reads one with its data and answers their difference', async () => {
    const { history, authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    await authoring.save(docId, { ...doc.draft, title: '第二版' }, doc.revision, 'key-rev-00001');
    const revisions = await history.revisions(docId);
    expect(revisions.map((entry) => [entry.revision, entry.action, entry.account])).toEqual([
      [2, 'save', 'editor'],
      [1, 'publish', expect.any(String)],
    ]);
    expect((await history.revision(docId, 1)).data.title).toBe(doc.draft.title);
    const diff = await history.diff(docId, 1, 2);
    expect(diff.changes).toEqual([{ path: 'title', kind: 'changed', from: doc.draft.title, to: '第二版' }]);
  });

  it('restores an old revision as a new draft revision, and refuses a stale base with SaveConflict', async () => {
    const { history, authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    await authoring.save(docId, { ...doc.draft, title: '新的' }, doc.revision, 'key-restore-01');
    const restored = await history.restoreRevision(docId, 1, 2);
    // The restored draft equals the published copy again, so the server calls it published.
    expect(restored).toMatchObject({ revision: 3, status: 'published', draft: { title: doc.draft.title } });
    const { error } = await outcome(history.restoreRevision(docId, 2, 2));
    expect(error).toBeInstanceOf(SaveConflict);
    expect((error as SaveConflict).current.revision).toBe(3);
    const audit = await history.audit(docId);
    expect(audit.map((line) => line.action).slice(0, 2)).toEqual(['restore', 'save']);
  });

  it('lists the trash and brings an item back as an unpublished draft', async () => {
    const { history, authoring } = await as('editor');
    const docId = freshDocId();
    await authoring.remove(docId);
    const trash = await history.trash('news');
    const row = trash.find((entry) => entry.docId === docId);
    expect(row).toMatchObject({ path: 'news', deletedBy: 'editor' });
    expect(Date.parse(row!.purgeAt) - Date.parse(row!.deletedAt)).toBe(30 * 86_400_000);
    const back = await history.restoreFromTrash(docId);
    expect(back).toMatchObject({ docId, status: 'draft', deletedAt: null });
    expect((await history.trash('news')).some((entry) => entry.docId === docId)).toBe(false);
  });

  it('refuses a restore from the trash to an account without `d`, with a 403 and no dialog', async () => {
    const editor = await as('editor');
    const viewer = await as('viewer');
    const docId = freshDocId();
    await editor.authoring.remove(docId);
    const { error } = await outcome(viewer.history.restoreFromTrash(docId));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403 });
    expect(viewer.dialogs.shown).toEqual([]);
  });
});
