import { Session, type SessionState } from '../../../src/domain/session/session';
import { SafeStorage } from '../../../src/domain/storage/safe-storage';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';

const loggedInStorage = (token = 't1'): MemoryStore =>
  new MemoryStore({ access_token: token, isLoggedIn: 'true' });

describe('Session', () => {
  it('starts logged out on an empty storage', () => {
    const session = new Session(new MemoryStore());
    expect(session.isLoggedIn).toBe(false);
    expect(session.token).toBeNull();
  });

  it('is logged in when the token call succeeded: token stored and isLoggedIn "true"', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    session.start('t1');
    expect(storage.values.get('access_token')).toBe('t1');
    expect(storage.values.get('isLoggedIn')).toBe('true');
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe('t1');
  });

  it('removes both stored values when logging out', () => {
    const storage = loggedInStorage();
    const session = new Session(storage);
    session.end();
    expect(storage.values.size).toBe(0);
    expect(session.getState()).toEqual({ loggedIn: false, token: null, endsAt: null, owed: [] });
  });

  it('replaces the token on renewal and stays logged in', () => {
    const storage = loggedInStorage('old');
    const session = new Session(storage);
    session.renew('new');
    expect(storage.values.get('access_token')).toBe('new');
    expect(session.isLoggedIn).toBe(true);
  });

  it.each(['undefined', 'null', '', 'x'.repeat(4097)])('treats a stored token %j as absent', (token) => {
    const session = new Session(new MemoryStore({ access_token: token, isLoggedIn: 'true' }));
    expect(session.token).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('keeps the session’s end beside the token, through a renewal that does not name it', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    session.start('t1', 1_000_000);
    expect(session.endsAt).toBe(1_000_000);
    expect(storage.values.get('sessionEndsAt')).toBe('1000000');
    session.renew('t2');
    expect(session.endsAt).toBe(1_000_000);
    session.renew('t3', 2_000_000);
    expect(session.endsAt).toBe(2_000_000);
  });

  it('forgets the end on logout and when a new login does not name one', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    session.start('t1', 1_000_000);
    session.end();
    expect(storage.values.has('sessionEndsAt')).toBe(false);
    expect(session.endsAt).toBeNull();
    session.start('t2', 1_000_000);
    session.start('t3');
    expect(session.endsAt).toBeNull();
  });

  it.each(['soon', '-5', '1.5', '12345678901234567'])('treats a stored end %j as unknown', (text) => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true', sessionEndsAt: text });
    expect(new Session(storage).endsAt).toBeNull();
  });

  it('has no end while logged out, whatever is stored', () => {
    expect(new Session(new MemoryStore({ sessionEndsAt: '1000' })).endsAt).toBeNull();
  });

  it('tells subscribers when another tab stores a new end', () => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true', sessionEndsAt: '1000' });
    const session = new Session(storage);
    const seen: Array<number | null> = [];
    session.subscribe((state) => seen.push(state.endsAt));
    storage.changeElsewhere('sessionEndsAt', '2000');
    expect(seen).toEqual([2000]);
    expect(session.endsAt).toBe(2000);
  });

  it('is not logged in with a token but a flag other than "true"', () => {
    expect(new Session(new MemoryStore({ access_token: 't', isLoggedIn: 'yes' })).isLoggedIn).toBe(false);
    expect(new Session(new MemoryStore({ access_token: 't' })).token).toBe('t');
  });

  it('keeps working in memory when the storage throws', () => {
    const session = new Session(new MemoryStore().breaks('get', 'set', 'remove', 'subscribe'));
    session.start('t1');
    expect(session.isLoggedIn).toBe(true);
    expect(session.token).toBe('t1');
    session.end();
    expect(session.isLoggedIn).toBe(false);
  });

  it('uses a SafeStorage it is given as it is', () => {
    const safe = new SafeStorage(new MemoryStore());
    const session = new Session(safe);
    session.start('t');
    expect(safe.get('access_token')).toBe('t');
  });

  it('tells subscribers about each change, with a stable snapshot between changes', () => {
    const session = new Session(new MemoryStore());
    const seen: SessionState[] = [];
    const unsubscribe = session.subscribe((state) => seen.push(state));
    const before = session.getState();
    expect(session.getState()).toBe(before);
    session.start('t1');
    session.start('t1');
    session.renew('t2');
    unsubscribe();
    session.end();
    expect(seen).toEqual([
      { loggedIn: true, token: 't1', endsAt: null, owed: [] },
      { loggedIn: true, token: 't2', endsAt: null, owed: [] },
    ]);
  });

  it('follows a logout in another tab', () => {
    const storage = loggedInStorage();
    const session = new Session(storage);
    const seen: SessionState[] = [];
    session.subscribe((state) => seen.push(state));
    storage.changeElsewhere('access_token', null);
    storage.changeElsewhere('isLoggedIn', null);
    expect(session.isLoggedIn).toBe(false);
    expect(seen.at(-1)).toEqual({ loggedIn: false, token: null, endsAt: null, owed: [] });
  });

  it('follows a login in another tab and a storage cleared elsewhere', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    storage.changeElsewhere('access_token', 'other-tab');
    storage.changeElsewhere('isLoggedIn', 'true');
    expect(session.getState()).toEqual({ loggedIn: true, token: 'other-tab', endsAt: null, owed: [] });
    storage.changeElsewhere(null, null);
    expect(session.isLoggedIn).toBe(false);
  });

  it('ignores changes to unrelated keys', () => {
    const storage = loggedInStorage();
    const session = new Session(storage);
    const listener = jest.fn();
    session.subscribe(listener);
    storage.changeElsewhere('mailbox-draft', '{}');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening to the storage once disposed', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    const listener = jest.fn();
    session.subscribe(listener);
    session.dispose();
    expect(storage.listenerCount).toBe(0);
    storage.changeElsewhere('access_token', 't');
    expect(listener).not.toHaveBeenCalled();
  });
});
