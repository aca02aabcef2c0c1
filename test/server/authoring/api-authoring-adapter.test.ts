import type { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { ApiAuthoring } from '../../../src/adapters/http/api-authoring.adapter';
import { LockHeld, SaveConflict } from '../../../src/domain/editing/authoring.port';
import { ApiError } from '../../../src/domain/errors/api-errors';
import type { Session } from '../../../src/domain/session/session';
import { outcome } from '../../domain/support/outcome';
import { startTestServer, type TestServer } from '../support/test-server';
import { apiClientFor, newsDocIds } from './support/api-client-for';
import { signIn } from '../support/sign-in';

const TTL = 60;

interface Signed {
  authoring: ApiAuthoring;
  session: Session;
  dialogs: MemoryDialogs;
}

// The adapter as the browser runs it: the real api client over FetchHttp, against the real server.
describe('ApiAuthoring against the reference server', () => {
  let server: TestServer;
  const docIds: string[] = [];
  let nextDoc = 0;
  const freshDocId = (): string => docIds[nextDoc++] ?? '';

  async function as(account: string): Promise<Signed> {
    const { api, session, dialogs } = await apiClientFor(server, account);
    return { authoring: new ApiAuthoring(api), session, dialogs };
  }

  beforeAll(async () => {
    server = await startTestServer({ accessTokenTtlSeconds: TTL });
    docIds.push(...(await newsDocIds(server)));
  });
  afterAll(() => server.close());

  it('opens a document with its draft and published copies as data', async () => {
    const { authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    expect(doc).toMatchObject({ docId, revision: 1, status: 'published', lock: null });
    expect(typeof doc.draft.title).toBe('string');
    expect(doc.published).toEqual(doc.draft);
  });

  it('reads the menu, a list on the server, as one items field and saves it back as the list', async () => {
    const { authoring } = await as('editor');
    const doc = await authoring.document('chrome:menu');
    const items = doc.draft.items as Array<{ title: string }>;
    expect(Array.isArray(items)).toBe(true);
    const renamed = [{ ...items[0], title: '認識本館' }, ...items.slice(1)];
    await authoring.save('chrome:menu', { items: renamed }, doc.revision, 'key-menu-0001');
    const { send } = await signIn(server, 'editor');
    const stored = await send<{ draft: unknown }>('GET', '/backend/documents/chrome%3Amenu');
    expect(Array.isArray(stored.body.draft)).toBe(true);
    expect((stored.body.draft as Array<{ title: string }>)[0]?.title).toBe('認識本館');
  });

  it('saves over the revision it was based on and answers the new draft revision', async () => {
    const { authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const saved = await authoring.save(docId, { ...doc.draft, title: '暫存的標題' }, 1, 'key-save-0001');
    expect(saved).toMatchObject({ revision: 2, status: 'changed', draft: { title: '暫存的標題' } });
  });

  it('writes once when the same save is sent again with its idempotency key', async () => {
    const { authoring } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const data = { ...doc.draft, title: '只寫一次' };
    await authoring.save(docId, data, 1, 'key-twice-0001');
    const again = await authoring.save(docId, data, 1, 'key-twice-0001');
    expect(again.revision).toBe(2);
  });

  it('rejects a stale save with SaveConflict carrying the other editor’s copy and name', async () => {
    const [editor, writer] = await Promise.all([as('editor'), as('writer')]);
    const docId = freshDocId();
    const doc = await editor.authoring.document(docId);
    await writer.authoring.save(docId, { ...doc.draft, title: '撰稿的版本' }, 1, 'key-writer-0001');
    const { error } = await outcome(
      editor.authoring.save(docId, { ...doc.draft, title: '編輯的版本' }, 1, 'key-editor-0001'),
    );
    expect(error).toBeInstanceOf(SaveConflict);
    const conflict = error as SaveConflict;
    expect(conflict.current).toMatchObject({
      revision: 2,
      data: { title: '撰稿的版本' },
      updatedBy: 'writer',
      updatedByName: '張撰稿（消息與活動）',
    });
    expect(conflict.message).toMatch(/第 2 版/);
    expect(editor.dialogs.shown).toEqual([]);
    expect((await editor.authoring.document(docId)).draft.title).toBe('撰稿的版本');
  });

  it('refuses a viewer’s save with a 403 ApiError and no dialog', async () => {
    const { authoring, dialogs, session } = await as('viewer');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const { error } = await outcome(authoring.save(docId, doc.draft, 1, 'key-viewer-0001'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SaveConflict);
    expect(error).toMatchObject({ status: 403, description: '您沒有編輯這個頁面的權限。' });
    expect(dialogs.shown).toEqual([]);
    expect(session.isLoggedIn).toBe(true);
  });

  it('takes, keeps alive and releases a lock', async () => {
    const { authoring } = await as('editor');
    const docId = freshDocId();
    const lock = await authoring.lock(docId);
    expect(lock).toMatchObject({ account: 'editor', displayName: '林編輯（網站編輯）' });
    server.clock.advanceSeconds(30);
    const kept = await authoring.heartbeat(docId);
    expect(Date.parse(kept.expiresAt)).toBeGreaterThan(Date.parse(lock.expiresAt));
    await authoring.unlock(docId);
    expect((await authoring.document(docId)).lock).toBeNull();
  });

  it('rejects a lock another account holds with LockHeld naming the holder, until taken over', async () => {
    const [editor, writer] = await Promise.all([as('editor'), as('writer')]);
    const docId = freshDocId();
    await editor.authoring.lock(docId);
    const { error } = await outcome(writer.authoring.lock(docId));
    expect(error).toBeInstanceOf(LockHeld);
    expect((error as LockHeld).lock).toMatchObject({ account: 'editor', displayName: '林編輯（網站編輯）' });
    const taken = await writer.authoring.lock(docId, { takeOver: true });
    expect(taken.account).toBe('writer');
    const lost = await outcome(editor.authoring.heartbeat(docId));
    expect(lost.error).toBeInstanceOf(LockHeld);
    expect((lost.error as LockHeld).lock.account).toBe('writer');
    expect(editor.dialogs.shown).toEqual([]);
  });

  it('refreshes an expired token and sends the save once more, writing one revision', async () => {
    const { authoring, session, dialogs } = await as('editor');
    const docId = freshDocId();
    const doc = await authoring.document(docId);
    const before = session.token;
    server.clock.advanceSeconds(TTL + 1);
    const saved = await authoring.save(docId, { ...doc.draft, title: '逾時後的暫存' }, 1, 'key-expired-0001');
    expect(saved).toMatchObject({ revision: 2, draft: { title: '逾時後的暫存' } });
    expect(session.token).not.toBe(before);
    expect(dialogs.shown).toEqual([]);
  });

  it('creates a new unpublished item under a path', async () => {
    const { authoring } = await as('editor');
    const created = await authoring.create('news', { id: 'adapter-new-1', title: '新的消息' });
    expect(created).toMatchObject({ docId: 'item:news:adapter-new-1', revision: 1, status: 'draft' });
    expect(created.published).toBeNull();
  });
});
