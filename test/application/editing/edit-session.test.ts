import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession, type EditSessionDeps } from '../../../src/application/editing/edit-session';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
} from '../../../src/domain/errors/api-errors';

const DOC = 'item:news:news-001';
const MINUTE = 60_000;
const TEN_MINUTES = 600_000;

/** Lets every settled promise run its callbacks (the twins answer on the microtask queue). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The twin's backup of the test document for an account. */
const backupOf = (backups: MemoryBackupStore, account = 'editor') =>
  backups.backups.get(`${account}\u0000${DOC}`);

function setup(overrides: Partial<EditSessionDeps> = {}) {
  // 2026-11-23 10:00 in Taipei.
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  authoring.seed(DOC, { id: 'news-001', title: '燈塔修復', content: '<p>舊</p>' }, 7);
  const backups = new MemoryBackupStore();
  let key = 0;
  const deps: EditSessionDeps = {
    docId: DOC,
    account: 'editor',
    authoring,
    backups,
    timers: time,
    clock: time,
    newKey: () => `key-${++key}`,
    canWrite: true,
    ...overrides,
  };
  return { time, authoring, backups, deps, session: createEditSession(deps) };
}

async function opened(overrides: Partial<EditSessionDeps> = {}) {
  const parts = setup(overrides);
  await parts.session.open();
  return parts;
}

describe('the temporary-save schedule', () => {
  it('saves 600000 ms after the last change, and not a millisecond before', async () => {
    const { time, authoring, session } = await opened();
    session.change('title', '燈塔修復工程');
    time.advance(TEN_MINUTES - 1);
    await settle();
    expect(authoring.saves).toHaveLength(0);
    expect(session.getSnapshot().status.text).toBe('有未儲存的變更');
    time.advance(1);
    await settle();
    expect(authoring.saves).toHaveLength(1);
    expect(authoring.current(DOC).draft.title).toBe('燈塔修復工程');
    expect(session.getSnapshot().status.text).toBe('已暫存 10:10');
  });

  it('counts the debounce from the last change, not the first', async () => {
    const { time, authoring, session } = await opened();
    session.change('title', 'a');
    time.advance(4 * MINUTE);
    session.change('title', 'ab');
    time.advance(TEN_MINUTES - 4 * MINUTE);
    await settle();
    // Still before the 600000 ms cap after the first change… and now at it: the cap wins.
    expect(authoring.saves).toHaveLength(1);
  });

  it('saves at most 600000 ms after the first unsaved change while typing never stops', async () => {
    const { time, authoring, session } = await opened();
    for (let minute = 0; minute < 25; minute += 1) {
      session.change('content', `<p>${'字'.repeat(minute + 1)}</p>`);
      time.advance(MINUTE);
      await settle();
    }
    // Changes every minute for 25 minutes: the debounce alone would never fire; the cap saves at 10
    // and 20 minutes.
    expect(authoring.saves).toHaveLength(2);
  });

  it('runs ten minutes of debounce in well under a second of real time', async () => {
    const started = process.hrtime.bigint();
    const { time, authoring, session } = await opened();
    session.change('title', '新標題');
    time.advance(TEN_MINUTES);
    await settle();
    expect(authoring.saves).toHaveLength(1);
    // A bound, not a benchmark: a real 10-minute timer would make this test hang, not slow.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
  });

  it('saves at once on the button, and the schedule starts over', async () => {
    const { time, authoring, session } = await opened();
    session.change('title', '立即');
    await session.saveNow('button');
    expect(authoring.saves).toHaveLength(1);
    time.advance(TEN_MINUTES);
    await settle();
    expect(authoring.saves).toHaveLength(1);
  });

  it('saves before leaving the editor and reports what is left', async () => {
    const { authoring, session } = await opened();
    expect(await session.leave()).toBe('clean');
    session.change('title', '離開前');
    expect(await session.leave()).toBe('saved');
    expect(authoring.current(DOC).draft.title).toBe('離開前');
  });

  it('reports unsaved work on leaving when the save cannot reach the server', async () => {
    const { authoring, backups, session } = await opened();
    session.change('title', '離線');
    authoring.failNext(new NetworkError('offline'));
    expect(await session.leave()).toBe('unsaved');
    expect(backupOf(backups)?.data.title).toBe('離線');
  });

  it('sends a save that was asked for during another one after it, based on its revision', async () => {
    const { authoring, session } = await opened();
    const release = authoring.holdSaves();
    session.change('title', '一');
    const first = session.saveNow('button');
    await settle();
    session.change('title', '二');
    const second = session.saveNow('shortcut');
    release();
    await Promise.all([first, second]);
    await settle();
    expect(authoring.saves.map((s) => [s.data.title, s.baseRevision])).toEqual([
      ['一', 7],
      ['二', 8],
    ]);
    expect(session.getSnapshot().dirty).toBe(false);
  });
});

describe('the local backup', () => {
  it('is written about a second after each change, with the revision it is based on', async () => {
    const { time, backups, session } = await opened();
    session.change('title', '備份');
    time.advance(999);
    await settle();
    expect(backupOf(backups)).toBeUndefined();
    time.advance(1);
    await settle();
    expect(backupOf(backups)).toMatchObject({ baseRevision: 7, data: { title: '備份' } });
  });

  it('waits while an input method is composing and is written after the composition ends', async () => {
    const { time, backups, session } = await opened();
    session.composing(true);
    session.change('title', '燈ㄊ');
    time.advance(5000);
    await settle();
    expect(backups.backups.size).toBe(0);
    session.composing(false);
    time.advance(1000);
    await settle();
    expect(backupOf(backups)?.data.title).toBe('燈ㄊ');
  });

  it('is flushed at once when the tab is hidden, even mid-composition', async () => {
    const { backups, session } = await opened();
    session.composing(true);
    session.change('title', '關閉分頁');
    await session.flushBackup();
    expect(backupOf(backups)?.data.title).toBe('關閉分頁');
  });

  it('is kept per account', async () => {
    const { backups, session } = await opened({ account: 'writer' });
    session.change('title', '作者');
    await session.flushBackup();
    expect(backupOf(backups, 'writer')).toBeDefined();
    expect(backupOf(backups, 'editor')).toBeUndefined();
  });

  it('is removed only after the server has confirmed that revision', async () => {
    const { authoring, backups, session } = await opened();
    session.change('title', '確認');
    await session.flushBackup();
    const release = authoring.holdSaves();
    const saving = session.saveNow();
    await settle();
    expect(backupOf(backups)).toBeDefined();
    release();
    await saving;
    await settle();
    expect(backupOf(backups)).toBeUndefined();
  });

  it('is kept, rebased, when typing went on while the save was on its way', async () => {
    const { authoring, backups, session } = await opened();
    const release = authoring.holdSaves();
    session.change('title', '送出');
    const saving = session.saveNow();
    await settle();
    session.change('content', '<p>之後</p>');
    release();
    await saving;
    await settle();
    expect(backupOf(backups)).toMatchObject({ baseRevision: 8, data: { content: '<p>之後</p>' } });
  });

  it('says so when the device refuses the backup', async () => {
    const { time, backups, session } = await opened();
    backups.breaks();
    session.change('title', '滿了');
    time.advance(1000);
    await settle();
    expect(session.getSnapshot().backupFailed).toBe(true);
  });
});

describe('a server answer and the fields typed meanwhile', () => {
  it('never overwrites a field that changed after the save was sent', async () => {
    const { authoring, session } = await opened();
    const release = authoring.holdSaves();
    session.change('title', '送出的標題');
    const saving = session.saveNow();
    await settle();
    session.change('title', '送出後又改的標題');
    release();
    await saving;
    const snap = session.getSnapshot();
    expect(snap.data.title).toBe('送出後又改的標題');
    expect(snap.dirty).toBe(true);
    expect(snap.unsaved).toEqual(['title']);
    expect(authoring.current(DOC).draft.title).toBe('送出的標題');
  });

  it('counts the next schedule from the first change made during the save', async () => {
    const { time, authoring, session } = await opened();
    const release = authoring.holdSaves();
    session.change('title', '一');
    const saving = session.saveNow();
    await settle();
    time.advance(MINUTE);
    session.change('title', '二');
    release();
    await saving;
    time.advance(TEN_MINUTES - 1);
    await settle();
    expect(authoring.saves).toHaveLength(1);
    time.advance(1);
    await settle();
    expect(authoring.saves).toHaveLength(2);
  });
});

describe('a conflict with another editor (412)', () => {
  async function conflicted() {
    const parts = await opened();
    // 林編輯 saves first, from another browser.
    parts.authoring.as('lin', '林編輯');
    await parts.authoring.save(DOC, { id: 'news-001', title: '林的標題', content: '<p>舊</p>' }, 7, 'other');
    parts.authoring.as('editor');
    parts.session.change('title', '我的標題');
    await parts.session.saveNow();
    return parts;
  }

  it('opens with the other editor, their time and the difference, and drops nothing', async () => {
    const { session } = await conflicted();
    const snap = session.getSnapshot();
    expect(snap.status.text).toBe('另一位編輯已更新這份文件，請選擇要保留的版本');
    expect(snap.conflict?.byLine).toBe('lin 於 10:00 儲存了新版本');
    expect(snap.conflict?.changes).toEqual([
      { path: 'title', kind: 'changed', from: '林的標題', to: '我的標題' },
    ]);
    expect(snap.data.title).toBe('我的標題');
  });

  it('stops the schedule until the editor chooses', async () => {
    const { time, authoring, session } = await conflicted();
    session.change('content', '<p>繼續打字</p>');
    time.advance(2 * TEN_MINUTES);
    await settle();
    expect(authoring.saves).toHaveLength(2);
  });

  it('keeps mine by saving over their revision, knowingly', async () => {
    const { authoring, session } = await conflicted();
    await session.resolveConflict('mine');
    expect(authoring.current(DOC)).toMatchObject({ revision: 9, draft: { title: '我的標題' } });
    expect(session.getSnapshot().conflict).toBeNull();
  });

  it('takes theirs and keeps mine one click away', async () => {
    const { session } = await conflicted();
    await session.resolveConflict('theirs');
    expect(session.getSnapshot()).toMatchObject({ dirty: false, data: { title: '林的標題' } });
    session.restoreDiscarded();
    expect(session.getSnapshot()).toMatchObject({ dirty: true, data: { title: '我的標題' } });
  });

  it('saves mine as a new draft and shows theirs here', async () => {
    const { session } = await conflicted();
    await session.resolveConflict('copy');
    const snap = session.getSnapshot();
    expect(snap.data.title).toBe('林的標題');
    expect(snap.copies[0]).toMatchObject({ status: 'draft', draft: { title: '我的標題' } });
  });

  it('recognises its own save whose answer was lost, and is not a conflict', async () => {
    const { authoring, session } = await opened();
    session.change('title', '遺失的回應');
    // The save commits on the server, but the answer never comes back.
    authoring.dropNextAnswer(new NetworkError('offline'));
    await session.saveNow();
    expect(session.getSnapshot().status.text).toBe('暫存失敗');
    session.change('content', '<p>後來又打的字</p>');
    await session.saveNow('retry');
    expect(session.getSnapshot().conflict).toBeNull();
    expect(authoring.current(DOC)).toMatchObject({
      revision: 9,
      draft: { title: '遺失的回應', content: '<p>後來又打的字</p>' },
    });
  });
});

describe('a dropped network', () => {
  it('says 暫存失敗, keeps the text, and a retry with the same key succeeds', async () => {
    const { authoring, backups, session } = await opened();
    session.change('title', '斷線');
    authoring.failNext(new NetworkError('offline'));
    await session.saveNow();
    const snap = session.getSnapshot();
    expect(snap.status.text).toBe('暫存失敗');
    expect(snap.save).toMatchObject({ reason: 'offline', message: '網路連線中斷，變更保留在這台裝置上' });
    expect(snap.data.title).toBe('斷線');
    expect(backupOf(backups)?.data.title).toBe('斷線');
    await session.saveNow('retry');
    expect(authoring.current(DOC).draft.title).toBe('斷線');
    expect(session.getSnapshot().status.text).toBe('已暫存 10:00');
  });

  it('answers a refreshed token by sending the same save again, once', async () => {
    const { authoring, session } = await opened();
    session.change('title', '重送');
    authoring.failNext(new RetryRequiredError('PUT', '/backend/documents/x'));
    await session.saveNow();
    expect(authoring.current(DOC).draft.title).toBe('重送');
  });

  it('shows the server field messages of a 400 and keeps them until the field changes', async () => {
    const { authoring, session } = await opened();
    session.change('title', ' ');
    authoring.failNext(
      new ApiError({
        status: 400,
        error_description: '欄位有誤',
        code: 'E400',
        time: '',
        fields: { 'data.title': '請填寫標題' },
      }),
    );
    await session.saveNow();
    expect(session.getSnapshot().save).toMatchObject({
      reason: 'invalid',
      fields: { 'data.title': '請填寫標題' },
    });
  });
});

describe('rights', () => {
  it('shows a viewer the draft read-only: no change, no save, no lock', async () => {
    const { authoring, session } = await opened({ canWrite: false });
    session.change('title', '不可以');
    await session.saveNow();
    expect(session.getSnapshot()).toMatchObject({ readOnly: true, data: { title: '燈塔修復' } });
    expect(authoring.saves).toHaveLength(0);
    expect(authoring.lockHolder(DOC)).toBeUndefined();
  });

  it('reports a 403 from the server as a failure with its message, keeping the text', async () => {
    const { authoring, session } = await opened();
    session.change('title', '被拒');
    authoring.failNext(
      new ApiError({ status: 403, error_description: '您沒有編輯這個頁面的權限。', code: 'E403', time: '' }),
    );
    await session.saveNow();
    expect(session.getSnapshot().save).toMatchObject({
      reason: 'forbidden',
      message: '您沒有編輯這個頁面的權限。',
    });
    expect(session.getSnapshot().data.title).toBe('被拒');
  });
});

describe('edit locks', () => {
  it('takes the lock on open and keeps it with a heartbeat', async () => {
    const { time, authoring, session } = await opened();
    expect(session.getSnapshot().lock.kind).toBe('mine');
    for (let minute = 0; minute < 10; minute += 1) {
      time.advance(MINUTE);
      await settle();
    }
    authoring.as('lin', '林編輯');
    await expect(authoring.lock(DOC)).rejects.toMatchObject({ name: 'LockHeld' });
  });

  it('shows another editor’s open lock by name and time, read-only, and never steals it', async () => {
    const parts = setup();
    parts.authoring.as('lin', '林編輯');
    parts.time.advance(32 * MINUTE);
    await parts.authoring.lock(DOC);
    parts.authoring.as('editor');
    await parts.session.open();
    const snap = parts.session.getSnapshot();
    expect(snap.lock).toMatchObject({ kind: 'other', text: '林編輯 正在編輯（自 10:32）' });
    expect(snap.readOnly).toBe(true);
    expect(parts.authoring.lockHolder(DOC)).toBe('lin');
    await parts.session.takeOver();
    expect(parts.session.getSnapshot()).toMatchObject({ lock: { kind: 'mine' }, readOnly: false });
    expect(parts.authoring.lockHolder(DOC)).toBe('editor');
  });

  it('names the editor who took the lock over, and keeps my text', async () => {
    const { time, authoring, session } = await opened();
    session.change('title', '我的');
    authoring.as('lin', '林編輯');
    await authoring.lock(DOC, { takeOver: true });
    authoring.as('editor');
    time.advance(MINUTE);
    await settle();
    expect(session.getSnapshot().lock).toMatchObject({ kind: 'lost', holder: { displayName: '林編輯' } });
    expect(session.getSnapshot().data.title).toBe('我的');
  });

  it('releases the lock when the editor closes', async () => {
    const { authoring, session } = await opened();
    await session.dispose();
    expect(authoring.lockHolder(DOC)).toBeUndefined();
  });
});

describe('the end of the login session', () => {
  it('flushes the backup first when a save meets a dead token (612), and saves no more', async () => {
    const { time, authoring, backups, session } = await opened();
    session.change('title', '逾時前打的字');
    authoring.failNext(
      new SessionExpiredError({ status: 612, error_description: '登入已失效', code: 'E612', time: '' }),
    );
    await session.saveNow();
    await settle();
    expect(backupOf(backups)?.data.title).toBe('逾時前打的字');
    expect(session.getSnapshot().status.text).toBe('登入已失效，變更已保存在這台裝置上；重新登入後即可繼續');
    session.change('title', '不會送出');
    time.advance(2 * TEN_MINUTES);
    await settle();
    expect(authoring.saves).toHaveLength(1);
  });

  it('offers the restored text with its difference after logging in again', async () => {
    const first = await opened();
    first.session.change('title', '還原我');
    await first.session.sessionEnded();
    // After logging in again: a new session over the same server and device.
    const again = createEditSession({ ...first.deps, newKey: () => 'k' });
    await again.open();
    const offer = again.getSnapshot().restoreOffer;
    expect(offer?.changes).toEqual([{ path: 'title', kind: 'changed', from: '燈塔修復', to: '還原我' }]);
    expect(offer?.text).toBe('這台裝置上有 10:00 未暫存的內容，要還原嗎？');
    again.acceptRestore();
    expect(again.getSnapshot()).toMatchObject({ dirty: true, data: { title: '還原我' } });
  });

  it('ignores typing while a restore is offered, so the offered backup is never overwritten', async () => {
    const { backups, time, session } = setup();
    await backups.write({
      docId: DOC,
      account: 'editor',
      baseRevision: 7,
      data: { title: '舊備份' },
      savedAt: 0,
    });
    await session.open();
    session.change('title', '新打的');
    time.advance(2000);
    await settle();
    expect(backupOf(backups)?.data.title).toBe('舊備份');
    await session.declineRestore();
    expect(backupOf(backups)).toBeUndefined();
  });

  it('removes a backup the server already holds without asking', async () => {
    const { backups, authoring, session } = setup();
    await backups.write({
      docId: DOC,
      account: 'editor',
      baseRevision: 7,
      data: authoring.current(DOC).draft,
      savedAt: 0,
    });
    await session.open();
    expect(session.getSnapshot().restoreOffer).toBeNull();
    expect(backupOf(backups)).toBeUndefined();
  });

  it('warns at least two minutes before the session’s absolute end and saves', async () => {
    const parts = setup({ sessionEndsAt: () => Date.UTC(2026, 10, 23, 2, 30) });
    await parts.session.open();
    parts.session.change('title', '快到期');
    parts.time.advance(27 * MINUTE - 1);
    await settle();
    expect(parts.session.getSnapshot().sessionWarning).toBeNull();
    parts.time.advance(1);
    await settle();
    expect(parts.session.getSnapshot().sessionWarning).toBe(
      '登入將在 3 分鐘後到期。請先暫存，並重新登入以繼續編輯。',
    );
    expect(parts.authoring.current(DOC).draft.title).toBe('快到期');
  });
});

describe('a newer copy from the editor’s own action', () => {
  it('becomes the base of the next save, so a publish does not make the next save a conflict', async () => {
    const { authoring, session } = await opened();
    // The publish made revision 8 on the server (the twin plays it as a save).
    await authoring.save(DOC, authoring.current(DOC).draft, 7, 'publish');
    session.adopt({ ...authoring.current(DOC), status: 'published' });
    session.change('title', '發布後再改');
    await session.saveNow();
    expect(session.getSnapshot().conflict).toBeNull();
    expect(authoring.saves.at(-1)?.baseRevision).toBe(8);
  });

  it('shows a restored draft when nothing is unsaved, and keeps unsaved text otherwise', async () => {
    const { authoring, session } = await opened();
    const restored = { ...authoring.current(DOC), revision: 8, draft: { title: '舊版' } };
    session.adopt(restored);
    expect(session.getSnapshot()).toMatchObject({ dirty: false, data: { title: '舊版' } });
    session.change('title', '未存');
    session.adopt({ ...restored, revision: 9 });
    expect(session.getSnapshot()).toMatchObject({ dirty: true, data: { title: '未存' } });
  });
});

describe('the edges of the edit session', () => {
  it('lets a scheduled save that falls due during another save wait for it, without a second save', async () => {
    const { time, authoring, session } = await opened();
    const release = authoring.holdSaves();
    session.change('title', '一');
    const first = session.saveNow();
    await settle();
    session.change('title', '二');
    time.advance(TEN_MINUTES);
    release();
    await first;
    await settle();
    // The save in flight carried 一; 二 waits for its own schedule from the change made meanwhile.
    expect(authoring.saves.map((s) => s.data.title)).toEqual(['一']);
  });

  it('names a 400 without fields, a server fault and an unknown failure in the status', async () => {
    const { authoring, session } = await opened();
    session.change('title', '一');
    authoring.failNext(new ApiError({ status: 400, error_description: '格式不對', code: 'E400', time: '' }));
    await session.saveNow();
    expect(session.getSnapshot().save).toEqual({
      kind: 'failed',
      reason: 'invalid',
      message: '格式不對',
      // Sending the same text again gets the same 400: no 重試.
      retryable: false,
    });
    session.change('title', '二');
    authoring.failNext(
      new ApiError({ status: 500, error_description: '伺服器錯誤', code: 'E500', time: '' }),
    );
    await session.saveNow();
    expect(session.getSnapshot().save).toMatchObject({ reason: 'server', message: '伺服器錯誤' });
    session.change('title', '三');
    authoring.failNext(new Error('unexpected'));
    await session.saveNow();
    expect(session.getSnapshot().save).toMatchObject({ reason: 'server', message: '暫存失敗' });
  });

  it('clears the backup warning once the device accepts a backup again', async () => {
    const { time, backups, session } = await opened();
    backups.breaks();
    session.change('title', '一');
    time.advance(1000);
    await settle();
    expect(session.getSnapshot().backupFailed).toBe(true);
    backups.mends();
    session.change('title', '二');
    time.advance(1000);
    await settle();
    expect(session.getSnapshot().backupFailed).toBe(false);
  });

  it('writes the backup a second after a composition that began while one was pending', async () => {
    const { time, backups, session } = await opened();
    session.change('title', '燈');
    session.composing(true);
    time.advance(5000);
    await settle();
    expect(backupOf(backups)).toBeUndefined();
    session.composing(false);
    time.advance(1000);
    await settle();
    expect(backupOf(backups)?.data.title).toBe('燈');
  });

  it('ignores answers to questions that are not open', async () => {
    const { backups, session } = await opened();
    await session.resolveConflict('mine');
    session.restoreDiscarded();
    session.acceptRestore();
    await session.declineRestore();
    session.change('title', '燈塔修復');
    session.adopt({ ...session.getSnapshot().document!, docId: 'item:news:other', revision: 99 });
    expect(session.getSnapshot()).toMatchObject({ dirty: false, conflict: null, restoreOffer: null });
    expect(session.getSnapshot().document?.revision).toBe(7);
    expect(backupOf(backups)).toBeUndefined();
  });

  it('opens unlocked when the lock cannot be reached, and still saves', async () => {
    const parts = setup();
    parts.authoring.failNext(new NetworkError('offline'), 'lock');
    await parts.session.open();
    expect(parts.session.getSnapshot().lock.kind).toBe('none');
    parts.session.change('title', '無鎖');
    await parts.session.saveNow();
    expect(parts.authoring.current(DOC).draft.title).toBe('無鎖');
  });

  it('takes the lock again when it lapsed with nobody else taking it', async () => {
    const { time, authoring, session } = await opened();
    // Another tab of the same editor closed and released the lock: the next heartbeat meets a 409.
    await authoring.unlock(DOC);
    time.advance(MINUTE);
    await settle();
    expect(session.getSnapshot().lock.kind).toBe('mine');
    expect(authoring.lockHolder(DOC)).toBe('editor');
  });

  it('stops the heartbeat when the session ended, and does not release a lock it can no longer', async () => {
    const { time, authoring, session } = await opened();
    await session.sessionEnded();
    await session.sessionEnded();
    time.advance(10 * MINUTE);
    await settle();
    await session.dispose();
    await session.dispose();
    expect(authoring.lockHolder(DOC)).toBeUndefined();
  });

  it('keeps a viewer from taking a lock over', async () => {
    const { authoring, session } = await opened({ canWrite: false });
    await session.takeOver();
    expect(authoring.lockHolder(DOC)).toBeUndefined();
  });

  it('reports unsaved work on leaving during a conflict, without trying to save', async () => {
    const { authoring, session } = await opened();
    authoring.as('lin');
    await authoring.save(DOC, { title: '林' }, 7, 'other');
    authoring.as('editor');
    session.change('title', '我');
    await session.saveNow();
    const sent = authoring.saves.length;
    expect(await session.leave()).toBe('unsaved');
    expect(authoring.saves).toHaveLength(sent);
  });

  it('keeps no backup for a session without an account', async () => {
    const { backups, session } = await opened({ account: '' });
    session.change('title', '無帳號');
    await session.flushBackup();
    expect(backups.backups.size).toBe(0);
  });
});
