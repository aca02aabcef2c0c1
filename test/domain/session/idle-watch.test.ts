import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { IdleWatch, LAST_ACTIVITY_KEY } from '../../../src/domain/session/idle-watch';
import { SessionEndNotes } from '../../../src/domain/session/session-end-notes';

const MIN = 60_000;

function aWatch({ idleMinutes = 30, storage = new MemoryStore(), time = new ManualTime() } = {}) {
  let idle = 0;
  const watch = new IdleWatch({
    clock: time,
    timers: time,
    storage,
    idleMs: idleMinutes * MIN,
    onIdle: () => {
      idle += 1;
    },
  });
  return { watch, time, storage, idleCalls: () => idle };
}

describe('the idle watch', () => {
  it('warns 2 minutes before the end and logs out at the end', () => {
    const { watch, time, idleCalls } = aWatch();
    time.advance(28 * MIN - 1);
    expect(watch.getState()).toEqual({ phase: 'active' });
    time.advance(1);
    expect(watch.getState()).toMatchObject({ phase: 'warning', minutesLeft: 2 });
    time.advance(MIN);
    expect(watch.getState()).toMatchObject({ phase: 'warning', minutesLeft: 1 });
    expect(idleCalls()).toBe(0);
    time.advance(MIN);
    expect(watch.getState()).toEqual({ phase: 'ended' });
    expect(idleCalls()).toBe(1);
    time.advance(60 * MIN);
    expect(idleCalls()).toBe(1);
  });

  it('starts the count again on activity', () => {
    const { watch, time, idleCalls } = aWatch();
    time.advance(20 * MIN);
    watch.activity();
    time.advance(27 * MIN);
    expect(watch.getState()).toEqual({ phase: 'active' });
    time.advance(MIN);
    expect(watch.getState()).toMatchObject({ phase: 'warning', minutesLeft: 2 });
    time.advance(2 * MIN);
    expect(idleCalls()).toBe(1);
  });

  it('keeps the warning up on local keys, until 繼續使用 extends', () => {
    const { watch, time, idleCalls } = aWatch();
    time.advance(29 * MIN);
    watch.activity();
    expect(watch.getState()).toMatchObject({ phase: 'warning', minutesLeft: 1 });
    watch.extend();
    expect(watch.getState()).toEqual({ phase: 'active' });
    time.advance(29 * MIN);
    expect(idleCalls()).toBe(0);
  });

  it('tells listeners once per change and not after disposal', () => {
    const { watch, time } = aWatch();
    const heard = jest.fn();
    watch.subscribe(heard);
    time.advance(28 * MIN);
    time.advance(30_000);
    expect(heard).toHaveBeenCalledTimes(1);
    watch.dispose();
    time.advance(5 * MIN);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('lets a busy tab keep an idle one alive through the shared storage', () => {
    const storage = new MemoryStore();
    const time = new ManualTime();
    const busy = aWatch({ storage, time });
    const idle = aWatch({ storage, time });
    for (let minute = 0; minute < 60; minute += 10) {
      time.advance(10 * MIN);
      busy.watch.activity();
      // What the browser's storage event would carry to the other tab.
      storage.changeElsewhere(LAST_ACTIVITY_KEY, storage.get(LAST_ACTIVITY_KEY));
    }
    expect(idle.idleCalls()).toBe(0);
    expect(idle.watch.getState()).toEqual({ phase: 'active' });
  });

  it('closes another tab’s warning when this tab is used', () => {
    const storage = new MemoryStore();
    const time = new ManualTime();
    const other = aWatch({ storage, time });
    time.advance(28 * MIN + 10_000);
    expect(other.watch.getState()).toMatchObject({ phase: 'warning' });
    storage.changeElsewhere(LAST_ACTIVITY_KEY, String(time.now()));
    expect(other.watch.getState()).toEqual({ phase: 'active' });
  });

  it('reads a newer activity from storage when its timer fires, even without an event', () => {
    const { watch, time, storage } = aWatch();
    time.advance(20 * MIN);
    storage.set(LAST_ACTIVITY_KEY, String(time.now()));
    time.advance(10 * MIN);
    expect(watch.getState()).toEqual({ phase: 'active' });
  });

  it('writes activity to storage at most every 5 seconds', () => {
    const { watch, time, storage } = aWatch();
    const start = storage.get(LAST_ACTIVITY_KEY);
    time.advance(1_000);
    watch.activity();
    expect(storage.get(LAST_ACTIVITY_KEY)).toBe(start);
    time.advance(4_000);
    watch.activity();
    expect(storage.get(LAST_ACTIVITY_KEY)).toBe(String(time.now()));
  });

  it('counts opening a page as activity, whatever another tab stored long ago', () => {
    const time = new ManualTime();
    const storage = new MemoryStore({ [LAST_ACTIVITY_KEY]: String(time.now()) });
    time.advance(45 * MIN);
    const { watch, idleCalls } = aWatch({ storage, time });
    expect(watch.getState()).toEqual({ phase: 'active' });
    expect(idleCalls()).toBe(0);
  });

  it('warns at half the time when the idle time is shorter than twice the lead', () => {
    const { watch, time } = aWatch({ idleMinutes: 2 });
    time.advance(MIN);
    expect(watch.getState()).toMatchObject({ phase: 'warning', minutesLeft: 1 });
  });

  it('watches nothing when the idle logout is off', () => {
    const { watch, time, idleCalls } = aWatch({ idleMinutes: 0 });
    time.advance(600 * MIN);
    expect(watch.getState()).toEqual({ phase: 'active' });
    expect(idleCalls()).toBe(0);
    watch.extend();
  });

  it('ignores a stored time that is not a number', () => {
    const { watch, time } = aWatch({ storage: new MemoryStore({ [LAST_ACTIVITY_KEY]: 'soon' }) });
    time.advance(28 * MIN);
    expect(watch.getState()).toMatchObject({ phase: 'warning' });
  });

  it('does nothing more once ended', () => {
    const { watch, time, storage, idleCalls } = aWatch();
    time.advance(30 * MIN);
    watch.extend();
    watch.activity();
    storage.changeElsewhere(LAST_ACTIVITY_KEY, String(time.now() + 1));
    expect(watch.getState()).toEqual({ phase: 'ended' });
    expect(idleCalls()).toBe(1);
  });
});

describe('the session-end flushes', () => {
  it('runs every registered flush, survives a failing one, and forgets removed ones', async () => {
    const notes = new SessionEndNotes();
    const ran: string[] = [];
    notes.addFlush(async () => void ran.push('a'));
    notes.addFlush(() => Promise.reject(new Error('disk full')));
    const remove = notes.addFlush(async () => void ran.push('c'));
    remove();
    await notes.flushAll();
    expect(ran).toEqual(['a']);
  });
});
