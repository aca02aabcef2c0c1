import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryConnectivity } from '../../../src/adapters/network/memory-connectivity.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession, type EditSessionDeps } from '../../../src/application/editing/edit-session';
import { contentTooLong, groupDigits } from '../../../src/domain/editing/content-size';
import { SAVE_TIMING } from '../../../src/domain/editing/save-schedule';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import { SessionEndNotes } from '../../../src/domain/session/session-end-notes';
import { CONTENT_MAX_CHARS } from '../../../src/shared/authoring.constants';
import { aClient, outcome } from '../support/client-harness';
import { anAnswer } from '../support/answers';

/**
 * The editor when things go wrong around it. A 612 with unsaved text, a take-over by a
 * colleague, a tab closed, a network that comes back, and content larger than 64 KB.
 */

const DOC = 'item:news:news-001';
const SECOND = 1000;
const MINUTE = 60_000;

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const backupOf = (backups: MemoryBackupStore) => backups.backups.get(`editor\u0000${DOC}`);

async function opened(overrides: Partial<EditSessionDeps> = {}) {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  authoring.seed(DOC, { id: 'news-001', title: '燈塔修復', content: '<p>舊</p>' }, 7);
  const backups = new MemoryBackupStore();
  const connectivity = new MemoryConnectivity();
  const notes = new SessionEndNotes();
  let key = 0;
  const session = createEditSession({
    docId: DOC,
    account: 'editor',
    authoring,
    backups,
    timers: time,
    clock: time,
    newKey: () => `key-${++key}`,
    canWrite: true,
    connectivity,
    sessionEndNotes: notes,
    ...overrides,
  });
  await session.open();
  return { time, authoring, backups, connectivity, notes, session };
}

/** Lin takes the lock over on the server, as the other editor's browser does. */
async function linTakesOver(authoring: MemoryAuthoring): Promise<void> {
  authoring.as('lin', '林編輯');
  await authoring.lock(DOC, { takeOver: true });
  authoring.as('editor');
}

/** Moves the manual clock a second at a time, letting every answer land between. */
async function pass(time: ManualTime, ms: number): Promise<void> {
  for (let at = 0; at < ms; at += SECOND) {
    time.advance(Math.min(SECOND, ms - at));
    await settle();
  }
}

describe('a take-over while editing', () => {
  it('reaches this editor within 10 s, not at the next heartbeat a minute later', async () => {
    const { time, authoring, session } = await opened();
    await pass(time, 20 * SECOND);
    await linTakesOver(authoring);
    await pass(time, 10 * SECOND);
    expect(session.getSnapshot().lock).toMatchObject({
      kind: 'lost',
      text: '林編輯 已接手編輯這份文件；您的變更仍保留，暫存前請先確認',
    });
  });

  it('asks every 5 s with a read, while the heartbeat (a write) stays at 60 s', async () => {
    expect(SAVE_TIMING.lockPollMs).toBeLessThanOrEqual(5 * SECOND);
    const { time, authoring } = await opened();
    await pass(time, MINUTE);
    expect(authoring.lockPolls).toBe(12);
    // The heartbeat alone keeps the lock: 140 s after it, another editor still finds it held.
    await pass(time, 59 * SECOND);
    authoring.as('lin', '林編輯');
    await expect(authoring.lock(DOC)).rejects.toMatchObject({ name: 'LockHeld' });
  });

  it('turns read-only, keeps the unsaved text in the form and on the device, and saves nothing more', async () => {
    const { time, authoring, backups, session } = await opened();
    session.change('title', '我還沒暫存的標題');
    await linTakesOver(authoring);
    await pass(time, 5 * SECOND);
    const snap = session.getSnapshot();
    expect(snap.readOnly).toBe(true);
    expect(snap.data.title).toBe('我還沒暫存的標題');
    expect(backupOf(backups)?.data.title).toBe('我還沒暫存的標題');
    session.change('title', '接手後再打的字');
    expect(session.getSnapshot().data.title).toBe('我還沒暫存的標題');
    await session.saveNow('button');
    expect(authoring.lockHolder(DOC)).toBe('lin');
    await pass(time, 11 * MINUTE);
    expect(authoring.saves).toHaveLength(0);
  });

  it('saves the kept text once the user takes the lock back', async () => {
    const { time, authoring, session } = await opened();
    session.change('title', '拿回來再存');
    await linTakesOver(authoring);
    await pass(time, 5 * SECOND);
    await session.takeOver();
    expect(session.getSnapshot()).toMatchObject({ lock: { kind: 'mine' }, readOnly: false });
    await pass(time, 10 * MINUTE);
    expect(authoring.current(DOC).draft.title).toBe('拿回來再存');
  });

  it('keeps polling after a failed poll, and ignores its own lock', async () => {
    const { time, authoring, session } = await opened();
    authoring.failNext(new NetworkError('offline'), 'lockStatus');
    await pass(time, 10 * SECOND);
    expect(session.getSnapshot().lock.kind).toBe('mine');
    await linTakesOver(authoring);
    await pass(time, 5 * SECOND);
    expect(session.getSnapshot().lock.kind).toBe('lost');
    const polls = authoring.lockPolls;
    await pass(time, MINUTE);
    // Lost is final until the user acts: no more polls, no heartbeat.
    expect(authoring.lockPolls).toBe(polls);
  });

  it('drops a poll answer that arrives after the login session ended', async () => {
    const { time, authoring, session } = await opened();
    await linTakesOver(authoring);
    time.advance(5 * SECOND);
    void session.sessionEnded();
    await settle();
    expect(session.getSnapshot().lock.kind).toBe('mine');
    expect(session.getSnapshot().status.kind).toBe('session-ended');
  });

  it('does not poll a lock taken after the login session ended', async () => {
    const { time, authoring, session } = await opened();
    await linTakesOver(authoring);
    await session.pageShown();
    await pass(time, 5 * SECOND);
    await session.sessionEnded();
    await session.takeOver();
    const polls = authoring.lockPolls;
    await pass(time, MINUTE);
    expect(authoring.lockPolls).toBe(polls);
  });

  it('stops polling when the editor closes', async () => {
    const { time, authoring, session } = await opened();
    await session.dispose();
    const polls = authoring.lockPolls;
    await pass(time, MINUTE);
    expect(authoring.lockPolls).toBe(polls);
  });
});

describe('the tab closing', () => {
  it('releases the lock with a keepalive request and writes the pending text to the device', async () => {
    const { authoring, backups, session } = await opened();
    session.change('title', '關分頁前打的字');
    await session.pageHidden();
    expect(authoring.unlocks).toEqual([true]);
    expect(authoring.lockHolder(DOC)).toBeUndefined();
    expect(backupOf(backups)?.data.title).toBe('關分頁前打的字');
    // Nothing is released twice when the page is then torn down.
    await session.dispose();
    expect(authoring.unlocks).toEqual([true]);
  });

  it('takes the lock again when the page comes back from the back-forward cache', async () => {
    const { time, authoring, session } = await opened();
    await session.pageHidden();
    await session.pageShown();
    expect(authoring.lockHolder(DOC)).toBe('editor');
    expect(session.getSnapshot().lock.kind).toBe('mine');
    await linTakesOver(authoring);
    await pass(time, 5 * SECOND);
    expect(session.getSnapshot().lock.kind).toBe('lost');
  });

  it('does nothing on pageshow while the lock is still held, and sends no release for a lock it lost', async () => {
    const { time, authoring, session } = await opened();
    await session.pageShown();
    expect(authoring.lockPolls).toBe(0);
    await linTakesOver(authoring);
    await pass(time, 5 * SECOND);
    await session.pageHidden();
    expect(authoring.unlocks).toEqual([]);
  });

  it('leaves another editor’s lock alone', async () => {
    const { authoring, session } = await opened();
    await linTakesOver(authoring);
    const before = authoring.unlocks.length;
    // The session has not heard of the take-over yet, but the server keeps Lin's lock anyway.
    await session.pageHidden();
    expect(authoring.unlocks.length).toBe(before + 1);
    expect(authoring.lockHolder(DOC)).toBe('lin');
    await session.pageShown();
    expect(session.getSnapshot().lock.kind).toBe('other');
  });
});

describe('the network coming back', () => {
  it('sends the save that failed for the network as soon as the device is online, without a click', async () => {
    const { authoring, connectivity, session } = await opened();
    connectivity.goOffline();
    session.change('title', '離線時打的字');
    authoring.failNext(new NetworkError('offline'));
    await session.saveNow('button');
    expect(session.getSnapshot().status.text).toBe('暫存失敗');
    session.change('title', '離線時打的字，又多打幾個');
    connectivity.goOnline();
    await settle();
    expect(authoring.current(DOC).draft.title).toBe('離線時打的字，又多打幾個');
    expect(session.getSnapshot().status.kind).toBe('saved');
  });

  it('does not save early when the network returns after no save had failed', async () => {
    const { authoring, connectivity, session } = await opened();
    session.change('title', '照排程暫存');
    connectivity.goOffline();
    connectivity.goOnline();
    await settle();
    expect(authoring.saves).toHaveLength(0);
  });

  it('stops listening to the network when the editor closes', async () => {
    const { authoring, connectivity, session } = await opened();
    session.change('title', 'x');
    authoring.failNext(new NetworkError('offline'));
    await session.saveNow('button');
    await session.dispose();
    const attempts = authoring.saves.length;
    connectivity.goOnline();
    await settle();
    expect(authoring.saves).toHaveLength(attempts);
  });
});

describe('content larger than the old 64 KB body limit', () => {
  const cjk = (n: number) => '燈'.repeat(n);

  it('counts characters as the server’s schema does', () => {
    expect(contentTooLong({ content: cjk(CONTENT_MAX_CHARS) })).toBeNull();
    expect(contentTooLong({ content: cjk(CONTENT_MAX_CHARS + 1) })).toEqual({
      field: 'content',
      length: CONTENT_MAX_CHARS + 1,
      max: CONTENT_MAX_CHARS,
    });
    expect(contentTooLong({ title: 'no content' })).toBeNull();
    expect(groupDigits(230_412)).toBe('230,412');
    expect(groupDigits(999)).toBe('999');
  });

  it('sends 30,000 CJK characters (90 KB) like any other save', async () => {
    const { authoring, session } = await opened();
    session.change('content', `<p>${cjk(30_000)}</p>`);
    await session.saveNow('button');
    expect(authoring.saves).toHaveLength(1);
    expect(session.getSnapshot().status.kind).toBe('saved');
  });

  it('refuses content over 200,000 characters before sending, in characters, with no retry', async () => {
    const { authoring, backups, session } = await opened();
    session.change('content', cjk(230_412));
    await session.saveNow('button');
    expect(authoring.saves).toHaveLength(0);
    expect(session.getSnapshot().save).toEqual({
      kind: 'failed',
      reason: 'too-long',
      message: '內文超過 200,000 字（目前 230,412 字），請縮短後再暫存',
      retryable: false,
    });
    expect(backupOf(backups)?.data.content).toHaveLength(230_412);
  });

  it('follows the count while the writer shortens, and saves once the text fits', async () => {
    const { authoring, session } = await opened();
    session.change('content', cjk(230_412));
    await session.saveNow('button');
    session.change('content', cjk(200_001));
    expect(session.getSnapshot().save).toMatchObject({
      message: '內文超過 200,000 字（目前 200,001 字），請縮短後再暫存',
    });
    session.change('content', cjk(200_000));
    expect(session.getSnapshot().save.kind).toBe('idle');
    await session.saveNow('button');
    expect(authoring.saves).toHaveLength(1);
  });

  it('offers a retry only for failures a retry can mend', async () => {
    const cases: Array<[unknown, string, boolean]> = [
      [new NetworkError('offline'), 'offline', true],
      [apiError(500), 'server', true],
      [apiError(400), 'invalid', false],
      [apiError(403), 'forbidden', false],
      [apiError(413), 'too-long', false],
    ];
    for (const [error, reason, retryable] of cases) {
      const { authoring, session } = await opened();
      session.change('title', '新標題');
      authoring.failNext(error);
      await session.saveNow('button');
      expect(session.getSnapshot().save).toMatchObject({ kind: 'failed', reason, retryable });
    }
  });
});

describe('the end of the login session with unsaved changes', () => {
  it('gives the 612 dialog its note while something unsaved is kept on the device', async () => {
    const { notes, session } = await opened();
    expect(notes.current()).toBeNull();
    session.change('title', '未暫存');
    expect(notes.current()).toBe('變更已保存在這台裝置上；重新登入後即可繼續編輯');
    await session.saveNow('button');
    expect(notes.current()).toBeNull();
  });

  it('promises nothing when the device’s backup cannot be written', async () => {
    const { backups, notes, session } = await opened();
    backups.breaks();
    session.change('title', '寫不進備份');
    await session.flushBackup();
    expect(notes.current()).toBeNull();
  });

  it('takes its note away when the editor closes', async () => {
    const { notes, session } = await opened();
    session.change('title', '未暫存');
    await session.dispose();
    expect(notes.current()).toBeNull();
  });

  it('shows the note under the server’s message in the spec’s Error dialog, then goes to /login', async () => {
    const notes = new SessionEndNotes();
    notes.add(() => '變更已保存在這台裝置上；重新登入後即可繼續編輯');
    notes.add(() => null);
    const { api, http, dialogs, navigation } = aClient({
      token: 't1',
      location: '/home/zh-tw/news/news-001?edit=1',
      sessionEndNote: () => notes.current(),
    });
    http.on('PUT', '/backend/documents/x', anAnswer.tokenInvalid('登入已失效，請重新登入。'));
    await outcome(api.put('/backend/documents/x', {}, { errors: 'inline' }));
    expect(dialogs.errors).toEqual([
      {
        kind: 'error',
        title: 'Error',
        message: '登入已失效，請重新登入。',
        note: '變更已保存在這台裝置上；重新登入後即可繼續編輯',
      },
    ]);
    dialogs.closeAll();
    await settle();
    expect(navigation.visited).toEqual(['/login?returnUrl=%2Fhome%2Fzh-tw%2Fnews%2Fnews-001%3Fedit%3D1']);
  });

  it('sends a keepalive request as the transport’s keepalive', async () => {
    const { api, http } = aClient({ token: 't1' });
    http.on('DELETE', '/backend/documents/x/lock', anAnswer.ok(undefined));
    await outcome(api.delete('/backend/documents/x/lock', { errors: 'caller', keepalive: true }));
    expect(http.requestsTo('DELETE', '/backend/documents/x/lock')[0]?.keepalive).toBe(true);
  });
});

function apiError(status: number): ApiError {
  return new ApiError({ status, error_description: `錯誤 ${status}`, code: `E${status}`, time: '' });
}
