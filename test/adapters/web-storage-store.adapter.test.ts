import { LocalStorageStore, SessionStorageStore } from '../../src/adapters/storage/web-storage-store.adapter';
import { SafeStorage } from '../../src/domain/storage/safe-storage';
import { MemoryStore } from '../../src/adapters/storage/memory-store.adapter';

/** What the browser delivers in a tab when ANOTHER tab writes to the shared area. */
function otherTabWrites(area: Storage, key: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: area }));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('LocalStorageStore', () => {
  it('reads, writes and removes values in localStorage', () => {
    const store = new LocalStorageStore();
    expect(store.get('access_token')).toBeNull();
    store.set('access_token', 'tok');
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(store.get('access_token')).toBe('tok');
    store.remove('access_token');
    expect(store.get('access_token')).toBeNull();
  });

  it('hears a logout made in another tab through the storage event', () => {
    const store = new LocalStorageStore();
    const heard: Array<[string | null, string | null]> = [];
    store.subscribe((key, value) => heard.push([key, value]));
    otherTabWrites(localStorage, 'isLoggedIn', null);
    otherTabWrites(localStorage, 'access_token', 'new-token');
    otherTabWrites(localStorage, null, null);
    expect(heard).toEqual([
      ['isLoggedIn', null],
      ['access_token', 'new-token'],
      [null, null],
    ]);
  });

  it('ignores storage events of the session area and stops hearing after unsubscribe', () => {
    const store = new LocalStorageStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    otherTabWrites(sessionStorage, 'draft', '{}');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    otherTabWrites(localStorage, 'isLoggedIn', 'true');
    expect(listener).not.toHaveBeenCalled();
  });

  it('passes a refusal to store on, so the core can keep the value in memory instead', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = new LocalStorageStore({
      localStorage: refusing,
      addEventListener() {},
      removeEventListener() {},
    } as unknown as Window);
    expect(() => store.set('k', 'v')).toThrow('QuotaExceededError');
    expect(() => store.get('k')).toThrow('SecurityError');
    expect(() => store.remove('k')).toThrow('SecurityError');
    const safe = new SafeStorage(store);
    safe.set('k', 'v');
    expect(safe.get('k')).toBe('v');
  });
});

describe('SessionStorageStore', () => {
  it('keeps the mailbox draft in sessionStorage, not localStorage', () => {
    const store = new SessionStorageStore();
    store.set('mailbox-draft', '{"name":"王"}');
    expect(sessionStorage.getItem('mailbox-draft')).toBe('{"name":"王"}');
    expect(localStorage.getItem('mailbox-draft')).toBeNull();
  });
});

describe('MemoryStore', () => {
  it('behaves like a storage area and does not echo its own writes', () => {
    const store = new MemoryStore({ isLoggedIn: 'true' });
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.get('isLoggedIn')).toBe('true');
    store.set('access_token', 'a');
    store.remove('isLoggedIn');
    expect(store.snapshot()).toEqual({ access_token: 'a' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('plays another tab changing or clearing the area', () => {
    const store = new MemoryStore({ isLoggedIn: 'true', access_token: 't' });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.changeElsewhere('access_token', 't2');
    store.changeElsewhere('isLoggedIn', null);
    expect(store.snapshot()).toEqual({ access_token: 't2' });
    store.changeElsewhere(null, null);
    expect(store.snapshot()).toEqual({});
    expect(listener.mock.calls).toEqual([
      ['access_token', 't2'],
      ['isLoggedIn', null],
      [null, null],
    ]);
    unsubscribe();
    store.changeElsewhere('x', '1');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('throws QuotaExceededError from the broken operations only, until it heals', () => {
    const store = new MemoryStore({ a: '1' }).breaks('set', 'subscribe');
    const thrown = (() => {
      try {
        store.set('a', '2');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(DOMException);
    expect(thrown).toMatchObject({ name: 'QuotaExceededError' });
    expect(() => store.subscribe(jest.fn())).toThrow('The quota has been exceeded.');
    expect(store.get('a')).toBe('1');
    store.remove('a');
    store.heals().set('b', '2');
    expect(store.snapshot()).toEqual({ b: '2' });
  });

  it('counts the listeners still subscribed and shows its values', () => {
    const store = new MemoryStore();
    const unsubscribe = store.subscribe(jest.fn());
    store.subscribe(jest.fn());
    unsubscribe();
    expect(store.listenerCount).toBe(1);
    store.values.set('underneath', 'x');
    expect(store.get('underneath')).toBe('x');
  });
});
