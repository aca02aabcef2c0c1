import type { LockView } from '../../../src/server/authoring/document-view';
import { expectErrorBody } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };
interface LockAnswer {
  lock: LockView;
}

describe('advisory edit locks with a heartbeat', () => {
  let server: TestServer;
  let editor: EditorClient;
  let writer: EditorClient;
  const ids: string[] = [];
  let next = 0;
  const freshId = (): string => ids[next++] ?? '';
  const lock = (client: EditorClient, docId: string, body: unknown = {}) =>
    client.send<LockAnswer>('POST', docUrl(docId, '/lock'), { body });

  beforeAll(async () => {
    server = await startTestServer();
    [editor, writer] = await Promise.all([signIn(server, 'editor'), signIn(server, 'writer')]);
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news',
    );
    ids.push(...list.body.rows.map((row) => row.docId));
  });
  afterAll(() => server.close());

  it('shows the holder and start time to another editor and refuses them the lock with 409', async () => {
    const docId = freshId();
    const mine = await lock(editor, docId);
    expect(mine.status).toBe(200);
    const theirs = await lock(writer, docId);
    expectErrorBody(theirs, 409);
    expect((theirs.body as unknown as LockAnswer).lock).toEqual(
      expect.objectContaining({
        account: 'editor',
        displayName: '林編輯（網站編輯）',
        startedAt: mine.body.lock.startedAt,
      }),
    );
    expect((await writer.doc(docId)).lock).toEqual(expect.objectContaining({ account: 'editor' }));
  });

  it('frees a lock 150 s after its last heartbeat, and a heartbeat keeps it', async () => {
    const docId = freshId();
    await lock(editor, docId);
    server.clock.advanceSeconds(140);
    expect((await editor.send('PUT', docUrl(docId, '/lock'))).status).toBe(200);
    server.clock.advanceSeconds(140);
    expectErrorBody(await lock(writer, docId), 409);
    server.clock.advanceSeconds(11);
    expect((await writer.doc(docId)).lock).toBeNull();
    expect((await lock(writer, docId)).status).toBe(200);
  });

  it('audits an explicit take-over', async () => {
    const docId = freshId();
    await lock(editor, docId);
    const taken = await lock(writer, docId, { takeOver: true });
    expect(taken.body.lock.account).toBe('writer');
    const audit = await editor.send<{ rows: Array<{ action: string; account: string; detail: string }> }>(
      'GET',
      `/backend/audit?docId=${encodeURIComponent(docId)}`,
    );
    expect(audit.body.rows[0]).toEqual(
      expect.objectContaining({ action: 'lock.takeover', account: 'writer' }),
    );
    expect(JSON.parse(audit.body.rows[0]?.detail ?? '{}')).toEqual(
      expect.objectContaining({ from: 'editor' }),
    );
    expectErrorBody(await editor.send('PUT', docUrl(docId, '/lock')), 409);
  });

  it('keeps the lock through a save, and lets the revision alone decide a save by someone else', async () => {
    const docId = freshId();
    const doc = await editor.doc(docId);
    await lock(editor, docId);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as Data), title: '持有鎖時的暫存' });
    expect(saved.body.lock).toEqual(expect.objectContaining({ account: 'editor' }));
    const other = await writer.save(docId, saved.body.revision, {
      ...(doc.draft as Data),
      title: '未持有鎖但版本正確',
    });
    expect(other.status).toBe(200);
    expect(other.body.lock).toEqual(expect.objectContaining({ account: 'editor' }));
    expectErrorBody(await writer.save(docId, saved.body.revision, doc.draft), 412);
  });
});
