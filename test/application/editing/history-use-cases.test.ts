import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryHistory } from '../../../src/adapters/http/memory-history.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { DOCUMENTS_PAGE_SIZE, listDocuments } from '../../../src/application/editing/list-documents.use-case';
import { restoreRevisionAsDraft } from '../../../src/application/editing/restore-revision.use-case';
import { NetworkError } from '../../../src/domain/errors/api-errors';

const DOC = 'item:news:news-001';

function setup() {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  const history = new MemoryHistory(time, authoring);
  authoring.seed(DOC, { id: 'news-001', title: '第一版' });
  let key = 0;
  const session = createEditSession({
    docId: DOC,
    account: 'editor',
    authoring,
    backups: new MemoryBackupStore(),
    timers: time,
    clock: time,
    newKey: () => `key-${++key}`,
    canWrite: true,
  });
  return { time, authoring, history, session };
}

describe('restoring a revision as the draft', () => {
  it('makes the old data a new revision over the session’s, which the session then edits', async () => {
    const { authoring, history, session } = setup();
    await session.open();
    // The twin notes a revision when asked, as the panel asks on opening.
    await history.revisions(DOC);
    session.change('title', '第二版');
    await session.saveNow('button');
    const outcome = await restoreRevisionAsDraft({ history, session, docId: DOC, revision: 1 });
    expect(outcome).toMatchObject({ kind: 'restored', document: { revision: 3 } });
    expect(session.getSnapshot()).toMatchObject({ dirty: false, data: { title: '第一版' } });
    expect(authoring.current(DOC).draft.title).toBe('第一版');
    expect((await history.revisions(DOC)).map((r) => [r.revision, r.action])).toEqual([
      [3, 'restore'],
      [2, 'save'],
      [1, 'create'],
    ]);
  });

  it('saves what was typed first, so the history keeps it as a revision of its own', async () => {
    const { authoring, history, session } = setup();
    await session.open();
    await history.revisions(DOC);
    session.change('title', '打到一半');
    const outcome = await restoreRevisionAsDraft({ history, session, docId: DOC, revision: 1 });
    expect(outcome).toMatchObject({ kind: 'restored', document: { revision: 3 } });
    expect((await history.revision(DOC, 2)).data.title).toBe('打到一半');
    expect(authoring.current(DOC).draft.title).toBe('第一版');
  });

  it('restores nothing when what was typed cannot be saved first', async () => {
    const { authoring, history, session } = setup();
    await session.open();
    await history.revisions(DOC);
    session.change('title', '打到一半');
    authoring.failNext(new NetworkError('offline'));
    const outcome = await restoreRevisionAsDraft({ history, session, docId: DOC, revision: 1 });
    expect(outcome).toEqual({ kind: 'unsaved' });
    expect(session.getSnapshot().data.title).toBe('打到一半');
    expect(authoring.current(DOC).revision).toBe(1);
  });

  it('answers the other copy when the document moved on, and restores nothing', async () => {
    const { authoring, history, session } = setup();
    await session.open();
    await history.revisions(DOC);
    await authoring.as('writer').save(DOC, { title: '撰稿' }, 1, 'writer-key');
    const outcome = await restoreRevisionAsDraft({ history, session, docId: DOC, revision: 1 });
    expect(outcome).toMatchObject({ kind: 'conflict', current: { revision: 2, updatedBy: 'writer' } });
    expect(authoring.current(DOC).draft.title).toBe('撰稿');
  });

  it('waits for the draft: a session not yet open restores nothing', async () => {
    const { history, session } = setup();
    await expect(restoreRevisionAsDraft({ history, session, docId: DOC, revision: 1 })).resolves.toEqual({
      kind: 'not-ready',
    });
  });

  it('passes on any other failure', async () => {
    const { history, session } = setup();
    await session.open();
    await expect(restoreRevisionAsDraft({ history, session, docId: DOC, revision: 9 })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
  });
});

describe('a page of a module’s documents', () => {
  function module(count: number) {
    const { time, authoring, history } = setup();
    for (let n = 1; n <= count; n += 1) {
      time.advance(60_000);
      const doc = authoring.seed(`item:news:n-${n}`, { id: `n-${n}`, title: `消息 ${n}` });
      // Every third item has a newer draft than its published copy.
      if (n % 3 === 0) authoring.put({ ...doc, status: 'changed' });
    }
    return history;
  }

  it('lets the server page when no status is chosen, newest change first', async () => {
    const history = module(45);
    const page = await listDocuments(history, { path: 'news', page: 1 });
    expect(page.total).toBe(46);
    expect(page.rows).toHaveLength(DOCUMENTS_PAGE_SIZE);
    expect(page.rows[0]!.title).toBe('消息 25');
  });

  it('pages a status filter itself, since the server filters only the page it returns', async () => {
    const history = module(45);
    const first = await listDocuments(history, { path: 'news', status: 'changed', page: 0 });
    expect(first.total).toBe(15);
    expect(first.rows.every((row) => row.status === 'changed')).toBe(true);
    expect(first.rows).toHaveLength(15);
  });

  it('lists a single page’s module by its page, its draft too, and not its settings', async () => {
    const { authoring, history } = setup();
    authoring.seed('page:security', { id: 'security', title: '資訊安全政策' }, 1, 'security');
    authoring.seed('settings:security', { info: {}, setting: {} }, 1, 'security');
    const page = await listDocuments(history, { path: 'security', page: 0, single: true });
    expect(page.rows.map((row) => row.docId)).toEqual(['page:security']);
    expect((await listDocuments(history, { path: 'security', page: 0 })).rows).toEqual([]);
  });

  it('searches the titles, ignoring the spaces typed around the words', async () => {
    const history = module(12);
    const page = await listDocuments(history, { path: 'news', q: '  消息 1 ', page: 0 });
    expect(page.rows.map((row) => row.title).sort()).toEqual(['消息 1', '消息 10', '消息 11', '消息 12']);
  });
});
