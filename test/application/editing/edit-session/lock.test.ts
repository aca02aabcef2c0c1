import { createLock } from '../../../../src/application/editing/edit-session/lock';
import { LockHeld, type LockView } from '../../../../src/domain/editing/authoring.port';
import { NetworkError, SessionExpiredError } from '../../../../src/domain/errors/api-errors';
import { aPartContext, DOC, settle } from './part-context';

const MINUTE = 60_000;

function aLock() {
  const world = aPartContext();
  const needs = {
    stopSaveSchedule: jest.fn(),
    scheduleSave: jest.fn(),
    flushBackup: jest.fn(async () => {}),
  };
  const lock = createLock(world.ctx, needs);
  const beats = jest.spyOn(world.authoring, 'heartbeat');
  return { ...world, needs, lock, beats };
}

const someoneElse: LockView = {
  account: 'lin',
  displayName: '林編輯',
  startedAt: '2026-11-23T02:00:00.000Z',
  heartbeatAt: '2026-11-23T02:00:00.000Z',
  expiresAt: '2026-11-23T02:02:30.000Z',
};

describe('the lock part', () => {
  it('beats again a minute after a heartbeat lost to the network', async () => {
    const { time, lock, beats, state } = aLock();
    await lock.take(false);
    beats.mockRejectedValueOnce(new NetworkError('offline'));
    time.advance(MINUTE);
    await settle();
    expect(beats).toHaveBeenCalledTimes(1);
    time.advance(MINUTE);
    await settle();
    expect(beats).toHaveBeenCalledTimes(2);
    expect(state.lock.kind).toBe('mine');
    lock.dispose();
  });

  it('stops beating when a heartbeat meets an ended login session', async () => {
    const { time, lock, beats } = aLock();
    await lock.take(false);
    beats.mockRejectedValueOnce(
      new SessionExpiredError({
        status: 612,
        error_description: '登入已失效',
        code: 'E612',
        time: '2026-11-23T02:00:00.000Z',
      }),
    );
    time.advance(MINUTE);
    await settle();
    time.advance(5 * MINUTE);
    await settle();
    expect(beats).toHaveBeenCalledTimes(1);
    lock.dispose();
  });

  it('turns read-only when another editor took a lapsed lock before it could be taken again', async () => {
    const { time, authoring, lock, beats, state, notified } = aLock();
    await lock.take(false);
    // The lock lapsed on the server (its heartbeat answers 409), and the retake meets a colleague.
    await authoring.unlock(DOC);
    authoring.failNext(new LockHeld(someoneElse), 'lock');
    time.advance(MINUTE);
    await settle();
    expect(state.lock).toMatchObject({ kind: 'other', holder: { displayName: '林編輯' } });
    expect(notified.count).toBeGreaterThan(0);
    time.advance(5 * MINUTE);
    await settle();
    expect(beats).toHaveBeenCalledTimes(1);
  });

  it('sends no heartbeat once the shared record says the session is disposed', async () => {
    const { time, lock, beats, state } = aLock();
    await lock.take(false);
    state.disposed = true;
    time.advance(MINUTE);
    await settle();
    expect(beats).not.toHaveBeenCalled();
    lock.dispose();
  });

  it('stops its heartbeat and its poll on dispose', async () => {
    const { time, authoring, lock, beats } = aLock();
    await lock.take(false);
    const polls = authoring.lockPolls;
    lock.dispose();
    time.advance(10 * MINUTE);
    await settle();
    expect(beats).not.toHaveBeenCalled();
    expect(authoring.lockPolls).toBe(polls);
  });
});
