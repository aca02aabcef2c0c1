import type { KeyValueStorage } from '../../domain/storage/storage.port';

type StorageListener = (key: string | null, newValue: string | null) => void;

/**
 * The in-memory twin of the Web Storage stores. Like the browser, its own writes do not notify
 * its subscribers; `changeElsewhere` plays the part of another tab writing to the same area.
 */
export class MemoryStore implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  private listeners: StorageListener[] = [];

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.values.set(k, v);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }

  subscribe(listener: StorageListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Another tab set (or, with null, removed) a key; `key` null means it cleared everything. */
  changeElsewhere(key: string | null, newValue: string | null): void {
    if (key === null) this.values.clear();
    else if (newValue === null) this.values.delete(key);
    else this.values.set(key, newValue);
    for (const listener of this.listeners) listener(key, newValue);
  }

  snapshot(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
