import type { KeyValueStorage } from './storage.port';

type StorageListener = (key: string | null, newValue: string | null) => void;

/**
 * A storage that never throws. Browsers throw from Web Storage in private mode, when the quota is
 * full or when storage is disabled by policy; the site must keep working, so a write that fails is
 * kept in memory for the life of the page, and reads prefer that memory copy.
 */
export class SafeStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string | null>();
  private failed = false;

  constructor(private readonly inner: KeyValueStorage) {}

  /** True once the real storage has failed at least once (the session then lives in memory). */
  get degraded(): boolean {
    return this.failed;
  }

  get(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    try {
      return this.inner.get(key);
    } catch {
      this.failed = true;
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.inner.set(key, value);
      this.memory.delete(key);
    } catch {
      this.failed = true;
      this.memory.set(key, value);
    }
  }

  remove(key: string): void {
    try {
      this.inner.remove(key);
      this.memory.delete(key);
    } catch {
      this.failed = true;
      // Remembered as removed, so a stale value the real storage still holds is not read back.
      this.memory.set(key, null);
    }
  }

  subscribe(listener: StorageListener): () => void {
    try {
      return this.inner.subscribe((key, newValue) => {
        // Another tab wrote the real storage: its value is newer than our memory copy.
        if (key === null) this.memory.clear();
        else this.memory.delete(key);
        listener(key, newValue);
      });
    } catch {
      this.failed = true;
      return () => undefined;
    }
  }
}
