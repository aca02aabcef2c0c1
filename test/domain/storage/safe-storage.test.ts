import { SafeStorage } from '../../../src/domain/storage/safe-storage';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';

describe('SafeStorage', () => {
  it('passes reads and writes through to a working storage', () => {
    const inner = new MemoryStore({ a: '1' });
    const safe = new SafeStorage(inner);
    safe.set('b', '2');
    safe.remove('a');
    expect(inner.values).toEqual(new Map([['b', '2']]));
    expect(safe.get('b')).toBe('2');
    expect(safe.degraded).toBe(false);
  });

  it('keeps working in memory when writes throw (private mode, full quota)', () => {
    const inner = new MemoryStore().breaks('set');
    const safe = new SafeStorage(inner);
    expect(() => safe.set('access_token', 't1')).not.toThrow();
    expect(safe.get('access_token')).toBe('t1');
    expect(safe.degraded).toBe(true);
  });

  it('reads nothing instead of throwing when reads throw', () => {
    const safe = new SafeStorage(new MemoryStore({ a: '1' }).breaks('get'));
    expect(safe.get('a')).toBeNull();
    expect(safe.degraded).toBe(true);
  });

  it('remembers a removal that the real storage refused, so the stale value is not read back', () => {
    const inner = new MemoryStore({ a: '1' }).breaks('remove');
    const safe = new SafeStorage(inner);
    safe.remove('a');
    expect(safe.get('a')).toBeNull();
    expect(inner.values.get('a')).toBe('1');
  });

  it('returns to the real storage once a write succeeds again', () => {
    const inner = new MemoryStore().breaks('set');
    const safe = new SafeStorage(inner);
    safe.set('a', 'memory');
    inner.heals();
    safe.set('a', 'real');
    inner.values.set('a', 'changed underneath');
    expect(safe.get('a')).toBe('changed underneath');
  });

  it('lets a change from another tab win over its memory copy', () => {
    const inner = new MemoryStore().breaks('set');
    const safe = new SafeStorage(inner);
    const heard: Array<[string | null, string | null]> = [];
    safe.subscribe((key, value) => heard.push([key, value]));
    safe.set('a', 'mine');
    safe.set('b', 'mine too');
    inner.changeElsewhere('a', 'theirs');
    expect(safe.get('a')).toBe('theirs');
    expect(safe.get('b')).toBe('mine too');
    inner.changeElsewhere(null, null);
    expect(safe.get('b')).toBeNull();
    expect(heard).toEqual([
      ['a', 'theirs'],
      [null, null],
    ]);
  });

  it('hears nothing, without throwing, when the storage cannot be observed', () => {
    const safe = new SafeStorage(new MemoryStore().breaks('subscribe'));
    const unsubscribe = safe.subscribe(() => undefined);
    expect(() => unsubscribe()).not.toThrow();
    expect(safe.degraded).toBe(true);
  });
});
