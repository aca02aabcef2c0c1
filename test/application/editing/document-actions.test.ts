import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createItem } from '../../../src/application/editing/create-item.use-case';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { loadRights } from '../../../src/application/editing/load-rights.use-case';
import { removeItem } from '../../../src/application/editing/remove-item.use-case';
import { takeOverLock } from '../../../src/application/editing/take-over.use-case';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';

const DOC = 'item:news:news-001';

function setup() {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  const dialogs = new MemoryDialogs();
  authoring.seed(DOC, { id: 'news-001', title: '燈塔修復' });
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
  return { time, authoring, dialogs, session };
}

describe('deleting an item', () => {
  it('moves the item to the trash after a question whose yes says 刪除, then closes the session', async () => {
    const { authoring, dialogs, session } = setup();
    await session.open();
    const dispose = jest.spyOn(session, 'dispose');

    expect(await removeItem({ authoring, dialogs }, { docId: DOC, session })).toEqual({ kind: 'removed' });

    expect(dialogs.shown).toEqual([
      {
        kind: 'confirm',
        title: '刪除',
        message: '這個項目會移到回收桶，30 天內可以還原。確定要刪除嗎？',
        action: '刪除',
      },
    ]);
    expect(authoring.current(DOC).status).toBe('deleted');
    expect(dispose).toHaveBeenCalled();
  });

  it('keeps the item when the editor answers 取消', async () => {
    const { authoring, dialogs, session } = setup();
    dialogs.confirmAnswer = false;

    expect(await removeItem({ authoring, dialogs }, { docId: DOC, session })).toEqual({ kind: 'declined' });
    expect(authoring.current(DOC).status).not.toBe('deleted');
  });

  it('removes an item whose session never opened', async () => {
    const { authoring, dialogs } = setup();

    expect(await removeItem({ authoring, dialogs }, { docId: DOC, session: null })).toEqual({
      kind: 'removed',
    });
  });

  it('keeps the session open when the server refuses, and passes the refusal on', async () => {
    const { authoring, dialogs, session } = setup();
    const dispose = jest.spyOn(session, 'dispose');
    const refusal = new ApiError({ status: 403, error_description: '沒有刪除權限', code: 'E403', time: '' });
    authoring.failNext(refusal);

    await expect(removeItem({ authoring, dialogs }, { docId: DOC, session })).rejects.toBe(refusal);
    expect(dispose).not.toHaveBeenCalled();
  });
});

describe('taking over the lock', () => {
  async function heldByAnother() {
    const parts = setup();
    await parts.authoring.as('lin', '林編輯').lock(DOC);
    parts.authoring.as('editor');
    await parts.session.open();
    return parts;
  }

  it('asks, naming who holds the lock, and then takes it', async () => {
    const { authoring, dialogs, session } = await heldByAnother();
    expect(session.getSnapshot().lock.kind).toBe('other');

    expect(await takeOverLock({ dialogs }, session)).toEqual({ kind: 'asked' });

    expect(dialogs.shown.at(-1)).toMatchObject({ kind: 'confirm', title: '接手編輯', action: '接手編輯' });
    expect(dialogs.shown.at(-1)?.message).toMatch(/^林編輯 尚未暫存的變更/);
    expect(authoring.lockHolder(DOC)).toBe('editor');
    expect(session.getSnapshot().lock.kind).toBe('mine');
  });

  it('leaves the draft read-only when the editor answers 取消', async () => {
    const { authoring, dialogs, session } = await heldByAnother();
    dialogs.confirmAnswer = false;

    expect(await takeOverLock({ dialogs }, session)).toEqual({ kind: 'declined' });
    expect(authoring.lockHolder(DOC)).toBe('lin');
  });

  it('asks nothing when nobody else holds the lock', async () => {
    const { dialogs, session } = setup();
    await session.open();

    expect(await takeOverLock({ dialogs }, session)).toEqual({ kind: 'not-held' });
    expect(dialogs.shown).toEqual([]);
  });
});

describe('loading the rights on a page', () => {
  it('answers the server’s rights', async () => {
    const rights = { r: true, w: true, d: false };
    expect(await loadRights({ rights: () => Promise.resolve(rights) }, 'news')).toEqual({
      kind: 'known',
      rights,
    });
  });

  it('grants nothing when the rights could not be read', async () => {
    const outcome = await loadRights({ rights: () => Promise.reject(new NetworkError('offline')) }, 'news');
    expect(outcome).toEqual({ kind: 'unknown', rights: { r: false, w: false, d: false } });
  });
});

describe('creating an item', () => {
  it('makes an unpublished draft with the trimmed title in the module', async () => {
    const { authoring, time } = setup();

    const outcome = await createItem({ authoring, clock: time }, { path: 'news', title: '  颱風停班  ' });

    expect(outcome).toMatchObject({ kind: 'created', docId: expect.stringMatching(/^item:news:/) });
    const docId = outcome.kind === 'created' ? outcome.docId : '';
    expect(authoring.current(docId)).toMatchObject({ status: 'draft', draft: { title: '颱風停班' } });
  });

  it('dates a new article today in Taipei, even when it is still yesterday in UTC', async () => {
    const { authoring, time } = setup();
    // 2026-11-23 17:30 UTC is 2026-11-24 01:30 in Taipei.
    time.advance(Date.UTC(2026, 10, 23, 17, 30) - time.now());

    const outcome = await createItem(
      { authoring, clock: time },
      { path: 'news', title: '颱風停班', kind: 'normal' },
    );

    const docId = outcome.kind === 'created' ? outcome.docId : '';
    expect(authoring.current(docId)).toMatchObject({
      draft: { title: '颱風停班', publishDate: '2026-11-24' },
    });
  });

  it('sends nothing without a title', async () => {
    const { authoring, time } = setup();
    const create = jest.spyOn(authoring, 'create');

    expect(await createItem({ authoring, clock: time }, { path: 'news', title: '   ' })).toEqual({
      kind: 'untitled',
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('hands back the failure for the view to word', async () => {
    const { authoring, time } = setup();
    const offline = new NetworkError('offline');
    authoring.failNext(offline);

    expect(await createItem({ authoring, clock: time }, { path: 'news', title: '颱風停班' })).toEqual({
      kind: 'failed',
      error: offline,
    });
  });
});
